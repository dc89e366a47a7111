import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createPath, useLocation, useNavigation } from 'react-router-dom';
import { useConsent } from '@/features/consent/consent-store';
import type { Analytics, PageView } from '@/lib/analytics';
import { getNewerBuildId, reloadIntoNewBuild, startBuildChecks } from '@/lib/build-check';
import { isEmailedLinkLanding } from '@/lib/emailed-link';
import { pageViewUrl } from '@/lib/page-view-url';
import { useRouteHandle } from '../route-handle';

// The tracker's code is fetched with the first consent to statistics: a visitor who never gives
// it never downloads it. Calls run in the order they were made, once the module is in.
let tracker: Promise<Analytics> | null = null;
let trackerFailed = false;

function withTracker(use: (analytics: Analytics) => void): void {
  tracker ??= import('@/lib/analytics').then((module) => module.analytics);
  tracker.then(use, () => {
    // Not loaded (offline, a blocker): never worth an error on the page; the next page tries again.
    tracker = null;
    trackerFailed = true;
  });
}

/** Tests only: the next consent loads the tracker afresh. */
export function resetTrackerForTests(): void {
  tracker = null;
  trackerFailed = false;
}

/**
 * Reports a page view whenever the path changes (search-parameter changes such as
 * typing in the job search or opening an auth view are not new pages), with the route's
 * translated title and an address without secrets (lib/page-view-url); and follows the
 * statistics consent without a reload. The current page is
 * handed over before consent is applied, so the first view after consent is the current page.
 */
export function useConsentGatedAnalytics(): void {
  const { t } = useTranslation();
  const location = useLocation();
  const handle = useRouteHandle();
  const { statistics } = useConsent();
  const currentView = useRef<PageView | null>(null);
  // Read when the tracker is in, not when the call was made: a withdrawal while it was still
  // loading means nothing is sent at all.
  const consent = useRef(statistics);

  const applyConsent = () =>
    withTracker((analytics) => {
      if (!consent.current) {
        analytics.withdrawConsent();
        return;
      }
      if (currentView.current) analytics.pageView(currentView.current);
      analytics.grantConsent();
    });

  useEffect(() => {
    const view: PageView = {
      url: pageViewUrl(location.pathname, location.search, window.location.origin),
      title: handle ? t(handle.title) : document.title,
      ignore: handle?.analyticsIgnore === true || isEmailedLinkLanding(location.pathname),
    };
    currentView.current = view;
    if (tracker) withTracker((analytics) => analytics.pageView(view));
    // Consent is given but the tracker did not load: this page tries again.
    else if (trackerFailed && consent.current) applyConsent();
    // Only a new path is a new page view; the handle and title follow the path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  useEffect(() => {
    consent.current = statistics;
    if (statistics || tracker) applyConsent();
  }, [statistics]);
}

/**
 * Checks for a new build every 60 minutes; once one is known, the next navigation
 * to another path becomes a full document load of its target (unless a form is dirty or the
 * 10-second loop guard says no, in which case the app simply navigates as usual).
 */
export function useNewBuildReload(): void {
  const navigation = useNavigation();
  const { pathname } = useLocation();

  useEffect(() => startBuildChecks(), []);

  useEffect(() => {
    const target = navigation.location;
    if (navigation.state === 'idle' || !target || target.pathname === pathname) return;
    if (getNewerBuildId() === null) return;
    reloadIntoNewBuild(createPath(target));
  }, [navigation.state, navigation.location, pathname]);
}
