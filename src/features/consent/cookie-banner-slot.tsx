import { useEffect, useState, type ComponentType } from 'react';
import { checkForNewBuild } from '@/lib/build-check';
import {
  readConsent,
  syncConsentFromCookie,
  useConsent,
  useCookieSettingsOpen,
} from './consent-store';
import './cookie-banner.css';

// A returning visitor has made the choice: the banner's code is fetched only when it is shown.
// It is rendered as soon as it is here, without suspending: a suspended banner would be revealed
// only when React next reveals suspended content (up to 300 ms after the page), and a first
// visit's largest paint is the banner's text. Its styles come with the shell: the edge paints
// the banner from HTML before any of the app's code (src/edge/pages.ts).
let loadedBanner: ComponentType | undefined;
const loadBanner = () =>
  import('./cookie-banner').then((module) => (loadedBanner = module.CookieBanner));

// A first visit needs it with the page: fetched now, beside the route's code and data, so the
// banner is there (first after the skip link) when the page is. The slot handles a failure.
const firstBanner: Promise<void> = readConsent().handled
  ? Promise.resolve()
  : loadBanner().then(
      () => {},
      () => {},
    );

/**
 * Settles when the first render can show the banner that is due (or the banner failed to load).
 * An edge-rendered page already shows it: the app's first render must too, or it would blink.
 */
export const consentBannerSettled = (): Promise<void> => firstBanner;

/** Where the cookie banner goes in the shell: first in the focus order after the skip link. */
export function CookieBannerSlot() {
  const consent = useConsent();
  const settingsOpen = useCookieSettingsOpen();
  const shown = !consent.handled || settingsOpen;
  const [CookieBanner, setCookieBanner] = useState(() => loadedBanner);

  // A choice made in another tab applies here when this tab is looked at again.
  useEffect(() => {
    syncConsentFromCookie();
    const onVisible = () => {
      if (document.visibilityState === 'visible') syncConsentFromCookie();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  // import() settles once per module, so the fetch at start and this one are the same. If it
  // fails (offline, or a deploy removed the chunk) the page goes on without the banner, nothing is
  // tracked without consent, and the next time the banner is due it is fetched again.
  useEffect(() => {
    if (!shown || CookieBanner) return;
    let current = true;
    loadBanner().then(
      (banner) => current && setCookieBanner(() => banner),
      () => void checkForNewBuild(),
    );
    return () => {
      current = false;
    };
  }, [shown, CookieBanner]);

  if (!shown || !CookieBanner) return null;
  return <CookieBanner />;
}
