import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PrivacyNoticeLink, TermsLink } from '@/components/legal-links';
import { paths } from '@/config/paths';
import { CookieSettingsButton } from '@/features/consent/cookie-settings-button';

/**
 * The portal's own texts, on every page. The privacy notice here is always the portal's: an
 * employer's own notice covers its applications and is linked where one applies (the apply form).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav className="container" aria-label={t('app.footerNavigation')}>
        <ul className="site-footer__links">
          <li>
            <PrivacyNoticeLink />
          </li>
          <li>
            <TermsLink />
          </li>
          <li>
            <Link to={paths.accessibility()}>{t('nav.accessibility')}</Link>
          </li>
          <li>
            <CookieSettingsButton className="site-footer__button" />
          </li>
        </ul>
      </nav>
    </footer>
  );
}
