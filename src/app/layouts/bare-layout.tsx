import { useNavigationPending } from '../shell/navigation-pending';
import { PageOutlet, type SkeletonAt } from './page-fallback';
import { LanguageSwitcher } from '../shell/language-switcher';
import { SiteFooter } from '../shell/site-footer';
import { SiteLogo } from '../shell/site-logo';

/**
 * The bare layout (no site header): job and company pages, where visitors arrive from an employer's
 * career site. The page owns its own heading area; only the logo and language stay, in a banner
 * landmark of their own (everything on the page is in a landmark).
 */
export function BareLayout({ skeletonAt }: { skeletonAt?: SkeletonAt }) {
  const pending = useNavigationPending();
  return (
    <div className="layout layout--bare">
      <header className="bare-bar">
        <div className="container bare-bar__inner">
          <SiteLogo />
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="layout__main" aria-busy={pending || undefined}>
        <PageOutlet skeletonAt={skeletonAt} contained />
      </main>
      <SiteFooter />
    </div>
  );
}
