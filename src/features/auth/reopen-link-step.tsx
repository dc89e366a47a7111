import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button/button';
import { useAuthFlow } from './auth-flow';
import { AuthStep } from './auth-step';
import type { AuthView } from './auth-url';

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
  const flow = useAuthFlow();
  return (
    <AuthStep heading={t('auth.emailedLink.heading')} focus="heading">
      <p className="notice notice--info">{t('auth.emailedLink.reopen')}</p>
      <div>
        <Link className={buttonClass()} {...flow.linkTo(newLinkView)}>
          {newLinkText}
        </Link>
      </div>
    </AuthStep>
  );
}
