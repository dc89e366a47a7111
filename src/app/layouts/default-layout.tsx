import { Outlet } from 'react-router-dom';
import { useNavigationPending } from '../shell/navigation-pending';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';

export function DefaultLayout() {
  const pending = useNavigationPending();
  return (
    <div className="layout layout--default">
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className="layout__main container"
        aria-busy={pending || undefined}
      >
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
