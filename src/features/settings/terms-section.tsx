import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile, Terms } from '@/api/types';
import { CheckboxField } from '@/components/form/fields';
import { Modal } from '@/components/modal/modal';
import { codeFromLocale } from '@/i18n/languages';
import { useFormat } from '@/i18n/format';
import { getTerms, updateConsents } from './api';
import { useErrorText } from '@/components/form/error-text';
import { FormShell, SubmitButton, useForm } from '@/components/form/form-shell';

type TermsState =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; terms: Terms };

/** The terms in the interface language, as plain text (sections of paragraphs). */
function TermsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const format = useFormat();
  const language = codeFromLocale(format.locale);
  const [terms, setTerms] = useState<TermsState>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getTerms(language, controller.signal).then(
      (answer) => setTerms({ state: 'ready', terms: answer }),
      (error: unknown) => {
        const message = errorText(error);
        if (message) setTerms({ state: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [language, errorText]);

  return (
    <Modal open onClose={onClose} title={t('settings.terms.dialogTitle')} size="large">
      {terms.state === 'loading' && <p role="status">{t('app.loading')}</p>}
      {terms.state === 'failed' && (
        <p className="notice notice--error" role="alert">
          {terms.message}
        </p>
      )}
      {terms.state === 'ready' && (
        <div className="stack settings-terms">
          <p className="settings-muted">
            {t('settings.terms.versionLine', {
              version: terms.terms.version,
              date: format.date(terms.terms.updatedAt),
            })}
          </p>
          {terms.terms.sections.map((section, index) => (
            <section key={index} className="stack">
              <h3>{section.heading}</h3>
              {section.body
                .split(/\n\s*\n/)
                .filter((paragraph) => paragraph.trim() !== '')
                .map((paragraph, paragraphIndex) => (
                  <p key={paragraphIndex}>{paragraph}</p>
                ))}
            </section>
          ))}
        </div>
      )}
      <div className="cluster settings-dialog-actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}

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
  const [termsOpen, setTermsOpen] = useState(false);
  const { consents } = profile;

  return (
    <div className="stack">
      <p>
        {consents.acceptTerms && consents.acceptedTermsAt
          ? t('settings.terms.acceptedOn', { date: format.date(consents.acceptedTermsAt) })
          : t('settings.terms.notAccepted')}
      </p>
      <div className="cluster">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setTermsOpen(true)}
        >
          {t('settings.terms.read')}
        </button>
      </div>
      {termsOpen && <TermsDialog onClose={() => setTermsOpen(false)} />}

      <ConsentsForm profile={profile} onSaved={onSaved} />
    </div>
  );
}
