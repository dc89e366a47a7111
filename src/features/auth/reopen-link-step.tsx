import { useTranslation } from 'react-i18next';
import type { AuthView } from './auth-url';
import { AuthViewButton } from './auth-view-button';
import { OutcomeStep } from './outcome-step';

interface ReopenLinkStepProps {
  /** The view that sends a new link. */
  newLinkView: AuthView;
  newLinkText: string;
}

/**
 * An emailed-link view without its token: the link was cut short, or the page was reloaded after
 * the token left the address (lib/emailed-link). Either way the email's link opens it again.
 */
export function ReopenLinkStep({ newLinkView, newLinkText }: ReopenLinkStepProps) {
  const { t } = useTranslation();
  return (
    <OutcomeStep
      heading={t('auth.emailedLink.heading')}
      tone="info"
      message={t('auth.emailedLink.reopen')}
      actions={<AuthViewButton view={newLinkView}>{newLinkText}</AuthViewButton>}
    />
  );
}
