import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { useSession } from '@/api/session';
import { AppLoading, useNavigationPending } from '../shell/navigation-pending';
import { paths } from '@/config/paths';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';

/**
 * The logged-in candidate's area: the site header plus the area's own navigation. It renders
 * before its pages' guards have answered (router.tsx), so it asks the session they read itself:
 * anyone else sees the loading bar until the guard's redirect arrives, and a candidate whose
 * session ends no longer sees the page, except under the login that the end opened over it, where
 * it waits as the candidate left it (an open dialog, what was typed).
 */
export function ApplicationLayout() {
  const pending = useNavigationPending();
  const { t } = useTranslation();
  const { authenticated, endedByItself } = useSession();
  if (!authenticated && !endedByItself) return <AppLoading />;
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
