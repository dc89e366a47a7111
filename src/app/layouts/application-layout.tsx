import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { useNavigationPending } from '../shell/navigation-pending';
import { paths } from '@/config/paths';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';

/** The logged-in candidate's area: the site header plus the area's own navigation. */
export function ApplicationLayout() {
  const pending = useNavigationPending();
  const { t } = useTranslation();
  return (
    <div className="layout layout--application">
      <SiteHeader />
      <div className="container layout__area">
        <nav className="area-nav" aria-label={t('nav.applications')}>
          <ul className="area-nav__list">
            <li>
              <NavLink to={paths.applications()}>{t('nav.applications')}</NavLink>
            </li>
            <li>
              <NavLink to={paths.subscriptions()}>{t('nav.subscriptions')}</NavLink>
            </li>
            <li>
              <NavLink to={paths.settings()}>{t('nav.settings')}</NavLink>
            </li>
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="layout__main" aria-busy={pending || undefined}>
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
