import { useTranslation } from 'react-i18next';
import type { Profile } from '@/api/contract/account';
import { CheckboxField } from '@/components/form/fields';
import { FormShell, SubmitButton, useForm } from '@/components/form/form-shell';
import { PrivacyNoticeLink, TermsLink } from '@/components/legal-links';
import { useFormat } from '@/i18n/format';
import { updateConsents } from './api';

function ConsentsForm({ profile, onSaved }: TermsSectionProps) {
  const { t } = useTranslation();
  const { contactMe, candidateBank } = profile.consents;
  const form = useForm({
    initialValues: { contactMe, candidateBank },
    submit: (values, { idempotencyKey }) => updateConsents(values, idempotencyKey),
    valuesAfterSuccess: (updated) => ({
      contactMe: updated.consents.contactMe,
      candidateBank: updated.consents.candidateBank,
    }),
    onSuccess: onSaved,
    successMessage: t('settings.profile.saved'),
  });
  return (
    <FormShell form={form} className="stack">
      <fieldset className="settings-fieldset stack">
        <legend>{t('settings.terms.consentsLegend')}</legend>
        <CheckboxField
          name="contactMe"
          label={t('settings.terms.contactMe')}
          hint={t('settings.terms.contactMeHint')}
        />
        <CheckboxField
          name="candidateBank"
          label={t('settings.terms.candidateBank')}
          hint={t('settings.terms.candidateBankHint')}
        />
      </fieldset>
      <div className="cluster">
        <SubmitButton busy={form.busy}>{t('settings.terms.saveConsents')}</SubmitButton>
      </div>
    </FormShell>
  );
}

interface TermsSectionProps {
  profile: Profile;
  /** The server saved: the page reads the profile again. */
  onSaved: () => void;
}

export function TermsSection({ profile, onSaved }: TermsSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { consents } = profile;

  return (
    <div className="stack">
      <p>
        {consents.acceptTerms && consents.acceptedTermsAt
          ? t('settings.terms.acceptedOn', { date: format.date(consents.acceptedTermsAt) })
          : t('settings.terms.notAccepted')}
      </p>
      <ul className="cluster settings-documents">
        <li>
          <TermsLink />
        </li>
        <li>
          <PrivacyNoticeLink />
        </li>
      </ul>

      <ConsentsForm profile={profile} onSaved={onSaved} />
    </div>
  );
}
