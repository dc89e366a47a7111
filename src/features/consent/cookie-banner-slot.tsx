import { useEffect } from 'react';
import { syncConsentFromCookie, useConsent, useCookieSettingsOpen } from './consent-store';
import { CookieBanner } from './cookie-banner';

/**
 * Where the cookie banner goes in the shell: first in the focus order after the skip link. The
 * banner comes with the shell, not as a chunk of its own: it is a first visit's largest paint,
 * and a chunk fetched once the app runs put a round trip before it (decision 006).
 */
export function CookieBannerSlot() {
  const consent = useConsent();
  const settingsOpen = useCookieSettingsOpen();
  const shown = !consent.handled || settingsOpen;

  // A choice made in another tab applies here when this tab is looked at again.
  useEffect(() => {
    syncConsentFromCookie();
    const onVisible = () => {
      if (document.visibilityState === 'visible') syncConsentFromCookie();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  if (!shown) return null;
  return <CookieBanner />;
}
