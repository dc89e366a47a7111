import { lazy, Suspense, useEffect } from 'react';
import {
  readConsent,
  syncConsentFromCookie,
  useConsent,
  useCookieSettingsOpen,
} from './consent-store';

// A returning visitor has made the choice: the banner's code is fetched only when it is shown.
// import() settles once per module, so loading early and rendering later fetch it once.
const loadBanner = () => import('./cookie-banner');
const CookieBanner = lazy(() => loadBanner().then((module) => ({ default: module.CookieBanner })));

// A first visit needs it with the page: fetched now, beside the route's code and data, so the
// banner is there (first after the skip link) when the page is.
if (!readConsent().handled) void loadBanner();

/** Where the cookie banner goes in the shell: first in the focus order after the skip link. */
export function CookieBannerSlot() {
  const consent = useConsent();
  const settingsOpen = useCookieSettingsOpen();

  // A choice made in another tab applies here when this tab is looked at again.
  useEffect(() => {
    syncConsentFromCookie();
    const onVisible = () => {
      if (document.visibilityState === 'visible') syncConsentFromCookie();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  if (consent.handled && !settingsOpen) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
