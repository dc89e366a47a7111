import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CookieSettingsButton } from '@/features/consent/cookie-settings-button';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav className="container" aria-label={t('app.footerNavigation')}>
        <ul className="site-footer__links">
          <li>
            <Link to={paths.accessibility()}>{t('nav.accessibility')}</Link>
          </li>
          <li>
            <CookieSettingsButton className="button button--link site-footer__button" />
          </li>
        </ul>
      </nav>
    </footer>
  );
}
