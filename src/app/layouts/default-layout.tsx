import { useNavigationPending } from '../shell/navigation-pending';
import { PageOutlet, type SkeletonAt } from './page-fallback';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';

export function DefaultLayout({ skeletonAt }: { skeletonAt?: SkeletonAt }) {
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
        <PageOutlet skeletonAt={skeletonAt} />
      </main>
      <SiteFooter />
    </div>
  );
}
