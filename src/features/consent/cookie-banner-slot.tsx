import { lazy, Suspense, useEffect } from 'react';
import { syncConsentFromCookie, useConsent, useCookieSettingsOpen } from './consent-store';

// A returning visitor has made the choice: the banner's code is fetched only when it is shown.
const CookieBanner = lazy(() =>
  import('./cookie-banner').then((module) => ({ default: module.CookieBanner })),
);

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
