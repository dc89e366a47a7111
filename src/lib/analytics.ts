import { env } from '@/config/env';
import { pageViewUrl } from './page-view-url';
import { trackerScriptUrl } from './trusted-types';

/**
 * A Matomo-compatible tracker that does nothing until consent to statistics.
 * Before consent no script is added and no command is queued, so not a single request reaches
 * the analytics host. After a withdrawal the tracker is told to forget the consent and nothing
 * further is pushed.
 */
type TrackerCommand = [string, ...unknown[]];

declare global {
  interface Window {
    _paq?: TrackerCommand[] | { push: (...commands: TrackerCommand[]) => unknown };
    Matomo?: unknown;
  }
}

export interface PageView {
  /** The page's address as it may be reported: no secrets in its query (lib/page-view-url). */
  url: string;
  /** The route's translated title, reported as the page title. */
  title: string;
  /** Routes marked ignored are not reported. */
  ignore?: boolean;
}

export interface AnalyticsOptions {
  /** Base address of the analytics host; empty turns analytics off. */
  baseUrl: string;
  siteId: string;
  /** How long to wait for the tracker global (3000 ms), polling every 50 ms, before an error. */
  trackerWaitMs?: number;
  trackerPollMs?: number;
}

const TRACKER_WAIT_MS = 3000;
const TRACKER_POLL_MS = 50;

export const BLOCKED_SCRIPT_MESSAGE =
  'Analytics: the tracker script could not be loaded. An ad or tracking blocker may be the cause.';

/** Raised when `window.Matomo` has not appeared in time after the script was added. */
export class TrackerMissingError extends Error {
  constructor(waitedMs: number) {
    super(
      `Analytics: window.Matomo is still missing ${waitedMs} ms after the tracker script was added.`,
    );
    this.name = 'TrackerMissingError';
  }
}

export interface Analytics {
  /** Consent to statistics given (at start-up from the stored choice, or later). */
  grantConsent: () => void;
  /** Consent withdrawn: the tracker forgets it and nothing more is sent. */
  withdrawConsent: () => void;
  /** The page now shown (each route change once the tracker is loaded); reported only while consent is given. */
  pageView: (view: PageView) => void;
  /**
   * Settles once the tracker global exists; rejects with TrackerMissingError after the wait.
   * Null until the script has been added.
   */
  trackerReady: () => Promise<void> | null;
}

/** Parameters of a tracker request that name an address other than the page's own. */
const OTHER_ADDRESSES = ['link', 'download', 'urlref'];

/**
 * A tracker request as it may leave the page. Matomo passes every request, also the outlinks and
 * downloads that `enableLinkTracking` reports on a click, through the `setCustomRequestProcessing`
 * hook as its query string, and sends what the hook returns. A clicked link, a download and the
 * referrer lose their query and fragment, where another host's tokens travel (a test link's
 * `candidateToken`); the page's own address keeps only what a page view may carry
 * (lib/page-view-url), also before the first page view has named it.
 */
export function requestWithoutSecrets(request: string): string {
  const params = new URLSearchParams(request);
  for (const name of OTHER_ADDRESSES) {
    const address = params.get(name);
    if (address !== null) params.set(name, address.split(/[?#]/, 1)[0]!);
  }
  const page = params.get('url');
  if (page !== null) {
    try {
      const { pathname, search, origin } = new URL(page);
      params.set('url', pageViewUrl(pathname, search, origin));
    } catch {
      params.delete('url');
    }
  }
  return params.toString();
}

export function createAnalytics({
  baseUrl,
  siteId,
  trackerWaitMs = TRACKER_WAIT_MS,
  trackerPollMs = TRACKER_POLL_MS,
}: AnalyticsOptions): Analytics {
  let consented = false;
  let scriptAdded = false;
  let ready: Promise<void> | null = null;
  let currentView: PageView | null = null;
  let lastReportedUrl: string | null = null;

  const push = (...commands: TrackerCommand[]) => {
    window._paq ??= [];
    window._paq.push(...commands);
  };

  const report = (view: PageView) => {
    if (view.ignore || view.url === lastReportedUrl) return;
    lastReportedUrl = view.url;
    // The first view too: without a URL of ours the tracker reports the address bar, query and all.
    push(['setCustomUrl', view.url], ['setDocumentTitle', view.title], ['trackPageView']);
  };

  const waitForTracker = () =>
    new Promise<void>((resolve, reject) => {
      const startedAt = Date.now();
      const timer = window.setInterval(() => {
        if (window.Matomo !== undefined) {
          window.clearInterval(timer);
          resolve();
        } else if (Date.now() - startedAt >= trackerWaitMs) {
          window.clearInterval(timer);
          reject(new TrackerMissingError(trackerWaitMs));
        }
      }, trackerPollMs);
    });

  const addScript = () => {
    scriptAdded = true;
    const script = document.createElement('script');
    script.async = true;
    script.src = trackerScriptUrl(`${baseUrl}/matomo.js`);
    // A console message, not an error: a blocked tracker is the visitor's choice, not a fault.
    script.addEventListener('error', () => console.warn(BLOCKED_SCRIPT_MESSAGE));
    document.head.append(script);
    ready = waitForTracker();
    // The error is raised as the rejection of trackerReady(); reported here so it never becomes
    // an uncaught error on the page: a down or blocked analytics host is no fault of the page.
    ready.catch((error: unknown) => console.warn(error instanceof Error ? error.message : error));
  };

  return {
    grantConsent() {
      if (!baseUrl || consented) return;
      consented = true;
      if (!scriptAdded) {
        push(
          ['requireConsent'],
          ['requireCookieConsent'],
          ['setTrackerUrl', `${baseUrl}/matomo.php`],
          ['setSiteId', siteId],
          // Before link tracking, so that no hit is ever sent without it.
          ['setCustomRequestProcessing', requestWithoutSecrets],
          // Outlinks and downloads stay tracked; the hook above strips their addresses.
          ['enableLinkTracking'],
          ['setConsentGiven'],
          ['setCookieConsentGiven'],
        );
        lastReportedUrl = null;
        // The first view is reported when the page names it: never the bare address bar.
        if (currentView) report(currentView);
        addScript();
      } else {
        push(['setConsentGiven'], ['setCookieConsentGiven']);
        lastReportedUrl = null;
        if (currentView) report(currentView);
      }
    },
    withdrawConsent() {
      if (!consented) return;
      consented = false;
      push(['forgetCookieConsentGiven'], ['forgetConsentGiven']);
    },
    pageView(view) {
      currentView = view;
      if (consented) report(view);
    },
    trackerReady: () => ready,
  };
}

/** The portal's one tracker, configured by VITE_ANALYTICS_URL and VITE_ANALYTICS_SITE_ID. */
export const analytics = createAnalytics({
  baseUrl: env.analyticsUrl,
  siteId: env.analyticsSiteId,
});
