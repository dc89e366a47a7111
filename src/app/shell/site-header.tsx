import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import type { ApplicationSummary } from '@/api/contract/applications';
import { logout } from '@/api/logout';
import { useSession } from '@/api/session';
import { Button, buttonClass } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { useToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import { authViewLink } from '@/features/auth/auth-url';
import { emitAppEvent } from '@/lib/events';
import { usePublishedHeight } from '@/lib/use-published-height';
import { LEAVING_ON_PURPOSE } from '@/lib/unsaved-changes';
import { useCandidateApplications } from '../root-data';
import { LanguageSwitcher } from './language-switcher';
import { SiteLogo } from './site-logo';

/**
 * The sticky header's real height, as a CSS variable on the root: the page's
 * `scroll-padding-top` follows it (shell.css), so the browser scrolls a focused element or a
 * `#fragment` target below the header, whatever its height in this language, width and text size
 * (WCAG 2.4.11).
 */
const HEADER_HEIGHT_VAR = '--site-header-height';

/**
 * From this width on the header shows its links; below it they fold into the menu button and the
 * side nav. Kept equal to the media query in shell.css, where the measurements behind it are.
 */
const WIDE_QUERY = '(min-width: 48em)';

/**
 * The count as a number, said in words as the section tabs say theirs: the link's name is
 * "My applications (2 unread messages)".
 */
function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <>
      <span className="count-badge" aria-hidden="true">
        {count}
      </span>{' '}
      <span className="visually-hidden">({t('nav.unreadMessages', { count })})</span>
    </>
  );
}

type Applications = Promise<ApplicationSummary[]> | null;

/**
 * The sum of `unreadMessages` over the candidate's applications (the root's data), once they are
 * here; none while they load or when they cannot be read. Read again, it keeps the last count on
 * screen until the new one is here.
 */
function UnreadBadge({ applications }: { applications: Applications }) {
  if (!applications) return null;
  return (
    <Suspense fallback={null}>
      <Await resolve={applications} errorElement={<UnreadCount count={0} />}>
        {(list: ApplicationSummary[]) => (
          <UnreadCount
            count={list.reduce((sum, application) => sum + application.unreadMessages, 0)}
          />
        )}
      </Await>
    </Suspense>
  );
}

function MainLinks({ onFollow, unread }: { onFollow?: () => void; unread: Applications }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <ul className="site-nav__list">
      <li>
        <NavLink to={paths.home()} end onClick={onFollow}>
          {t('nav.jobs')}
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.subscriptions()} onClick={onFollow}>
          {t('nav.subscriptions')}
        </NavLink>
      </li>
      {session.authenticated && (
        <>
          <li>
            <NavLink to={paths.applications()} onClick={onFollow}>
              {t('nav.applications')}
              <UnreadBadge applications={unread} />
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.settings()} onClick={onFollow}>
              {t('nav.settings')}
            </NavLink>
          </li>
        </>
      )}
    </ul>
  );
}

/** Log in (opens the login view over this page) or, for a candidate, who is logged in and Log out. */
function SessionActions({ onAction }: { onAction?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const location = useLocation();
  if (!session.authenticated) {
    return (
      <Link className={buttonClass()} {...authViewLink(location, 'login')} onClick={onAction}>
        {t('nav.login')}
      </Link>
    );
  }
  return (
    <>
      <span className="site-header__user">{t('nav.loggedInAs', { name: session.name })}</span>
      <Button
        variant="secondary"
        onClick={() => {
          onAction?.();
          // The logout endpoint, then the cookie and state are cleared (in logout()),
          // also when the service cannot be reached: logged out here either way, and told so.
          const leave = () => {
            showToast(t('nav.loggedOut'), 'success');
            void navigate(paths.home(), { state: LEAVING_ON_PURPOSE });
          };
          void logout().then(leave, leave);
        }}
      >
        {t('nav.logout')}
      </Button>
    </>
  );
}

/** Closes the side nav when the viewport grows past the phone layout. */
function useCloseWhenWide(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (list.matches) close();
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [open, close]);
}

export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const unread = useCandidateApplications();
  const { authenticated } = useSession();
  const headerRef = usePublishedHeight(HEADER_HEIGHT_VAR);
  useCloseWhenWide(menuOpen, closeMenu);

  useEffect(() => {
    if (!menuOpen) return;
    emitAppEvent('side-nav-open');
    return () => emitAppEvent('side-nav-close');
  }, [menuOpen]);

  // A candidate's links take a row of their own under the logo and the tools (shell.css).
  const links = (
    <nav className="site-nav site-header__wide" aria-label={t('app.mainNavigation')}>
      <MainLinks unread={unread} />
    </nav>
  );

  return (
    <header
      ref={headerRef}
      className={authenticated ? 'site-header site-header--candidate' : 'site-header'}
    >
      <div className="container site-header__inner">
        <SiteLogo />
        {!authenticated && links}
        <div className="site-header__tools site-header__wide">
          <LanguageSwitcher />
          <SessionActions />
        </div>
        {authenticated && links}
        <Button
          variant="secondary"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M3 6h18M3 12h18M3 18h18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {t('shell.menu')}
          {/* On a phone the links are behind this button: the count shows on it too. */}
          <UnreadBadge applications={unread} />
        </Button>
      </div>
      <Modal
        open={menuOpen}
        onClose={closeMenu}
        title={t('shell.menu')}
        presentation="side-panel"
        id={panelId}
        size="small"
      >
        <div className="side-nav">
          <nav className="site-nav side-nav__nav" aria-label={t('app.mainNavigation')}>
            <MainLinks onFollow={closeMenu} unread={unread} />
          </nav>
          <LanguageSwitcher />
          <div className="side-nav__session">
            <SessionActions onAction={closeMenu} />
          </div>
        </div>
      </Modal>
    </header>
  );
}
