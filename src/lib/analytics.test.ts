import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  BLOCKED_SCRIPT_MESSAGE,
  createAnalytics,
  requestWithoutSecrets,
  TrackerMissingError,
} from './analytics';

const BASE = 'https://stats.example.test';

const commands = () => (window._paq as unknown[] | undefined) ?? [];
const trackerScripts = () => document.head.querySelectorAll(`script[src="${BASE}/matomo.js"]`);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  delete window._paq;
  delete window.Matomo;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const home = { url: 'http://portal.test/', title: 'Open jobs' };
const alerts = { url: 'http://portal.test/subscription', title: 'Job alerts' };

describe('analytics', () => {
  test('does nothing without consent: no script, no commands, even with page views', () => {
    const analytics = createAnalytics({ baseUrl: BASE, siteId: '4' });
    analytics.pageView(home);
    analytics.withdrawConsent();
    analytics.pageView(alerts);
    expect(window._paq).toBeUndefined();
    expect(trackerScripts()).toHaveLength(0);
  });

  test('does nothing when no analytics address is configured, even with consent', () => {
    const analytics = createAnalytics({ baseUrl: '', siteId: '4' });
    analytics.pageView(home);
    analytics.grantConsent();
    expect(window._paq).toBeUndefined();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  test('consent adds the script once and queues setup, consent and the first page view', () => {
    const analytics = createAnalytics({ baseUrl: BASE, siteId: '4' });
    analytics.pageView(home);
    analytics.grantConsent();
    analytics.grantConsent();
    expect(trackerScripts()).toHaveLength(1);
    expect(commands()).toEqual([
      ['requireConsent'],
      ['requireCookieConsent'],
      ['setTrackerUrl', `${BASE}/matomo.php`],
      ['setSiteId', '4'],
      ['setCustomRequestProcessing', requestWithoutSecrets],
      ['enableLinkTracking'],
      ['setConsentGiven'],
      ['setCookieConsentGiven'],
      // The first view names its own address too: the address bar may hold a token.
      ['setCustomUrl', home.url],
      ['setDocumentTitle', 'Open jobs'],
      ['trackPageView'],
    ]);
    expect(commands().flat()).not.toContain('enableHeartBeatTimer');
  });

  test('later route changes push setCustomUrl, setDocumentTitle and trackPageView, except ignored routes', () => {
    const analytics = createAnalytics({ baseUrl: BASE, siteId: '7' });
    analytics.pageView(home);
    analytics.grantConsent();
    const before = commands().length;
    analytics.pageView(alerts);
    analytics.pageView({ url: 'http://portal.test/secret', title: 'Hidden', ignore: true });
    analytics.pageView(home);
    expect(commands().slice(before)).toEqual([
      ['setCustomUrl', alerts.url],
      ['setDocumentTitle', 'Job alerts'],
      ['trackPageView'],
      ['setCustomUrl', home.url],
      ['setDocumentTitle', 'Open jobs'],
      ['trackPageView'],
    ]);
  });

  test('withdrawal tells the tracker to forget consent and nothing is pushed afterwards', () => {
    const analytics = createAnalytics({ baseUrl: BASE, siteId: '4' });
    analytics.pageView(home);
    analytics.grantConsent();
    analytics.withdrawConsent();
    const afterWithdrawal = commands().length;
    expect(commands().slice(-2)).toEqual([['forgetCookieConsentGiven'], ['forgetConsentGiven']]);
    analytics.pageView(alerts);
    analytics.withdrawConsent();
    expect(commands()).toHaveLength(afterWithdrawal);
  });

  test('consent given again resumes without a second script and reports the current page', () => {
    const analytics = createAnalytics({ baseUrl: BASE, siteId: '4' });
    analytics.pageView(home);
    analytics.grantConsent();
    analytics.withdrawConsent();
    analytics.pageView(alerts);
    const before = commands().length;
    analytics.grantConsent();
    expect(trackerScripts()).toHaveLength(1);
    expect(commands().slice(before)).toEqual([
      ['setConsentGiven'],
      ['setCookieConsentGiven'],
      ['setCustomUrl', alerts.url],
      ['setDocumentTitle', 'Job alerts'],
      ['trackPageView'],
    ]);
  });

  test('a script that fails to load leads to a console message about blockers', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const analytics = createAnalytics({ baseUrl: BASE, siteId: '4' });
    analytics.grantConsent();
    trackerScripts()[0]!.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith(BLOCKED_SCRIPT_MESSAGE);
    expect(BLOCKED_SCRIPT_MESSAGE).toMatch(/ad or tracking blocker may be the cause/);
  });

  test('a tracker that never appears raises an error after 3000 ms, not before', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const analytics = createAnalytics({ baseUrl: BASE, siteId: '4' });
    analytics.grantConsent();
    const outcome = vi.fn();
    analytics.trackerReady()!.then(
      () => outcome('ready'),
      (error: unknown) => outcome(error),
    );
    await vi.advanceTimersByTimeAsync(2950);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(outcome).toHaveBeenCalledWith(expect.any(TrackerMissingError));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('window.Matomo is still missing 3000 ms'),
    );
  });

  test('a tracker that appears in time is found by the 50 ms poll', async () => {
    const analytics = createAnalytics({ baseUrl: BASE, siteId: '4' });
    analytics.grantConsent();
    const outcome = vi.fn();
    analytics.trackerReady()!.then(() => outcome('ready'), outcome);
    await vi.advanceTimersByTimeAsync(1000);
    window.Matomo = {};
    await vi.advanceTimersByTimeAsync(49);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith('ready');
  });

  test('every request passes a hook that strips addresses, queued before link tracking', () => {
    const analytics = createAnalytics({ baseUrl: BASE, siteId: '4' });
    analytics.grantConsent();
    const names = commands().map((command) => (command as unknown[])[0]);
    expect(names.indexOf('setCustomRequestProcessing')).toBeLessThan(
      names.indexOf('enableLinkTracking'),
    );
  });
});

describe('requestWithoutSecrets: what a tracker request may carry', () => {
  const param = (request: string, name: string) => new URLSearchParams(request).get(name);

  test("an outlink's query and fragment are dropped, the rest of the hit is kept", () => {
    const hit = new URLSearchParams({
      idsite: '4',
      rec: '1',
      link: 'https://tests.example.com/take/t-1?candidateToken=secret&lang=sv#x',
      url: 'https://jobs.example.com/application/app-1/tests',
      action_name: 'My tests',
    }).toString();
    const sent = requestWithoutSecrets(hit);
    expect(param(sent, 'link')).toBe('https://tests.example.com/take/t-1');
    expect(param(sent, 'url')).toBe('https://jobs.example.com/application/app-1/tests');
    expect(param(sent, 'idsite')).toBe('4');
    expect(param(sent, 'action_name')).toBe('My tests');
    expect(sent).not.toMatch(/candidateToken|secret|%3F|%23/);
  });

  test('a download and the referrer lose query and fragment; a fragment alone goes too', () => {
    const sent = requestWithoutSecrets(
      `download=${encodeURIComponent('https://files.example.com/a.pdf#sig=1')}&urlref=${encodeURIComponent('https://mail.example.com/open?token=abc')}`,
    );
    expect(param(sent, 'download')).toBe('https://files.example.com/a.pdf');
    expect(param(sent, 'urlref')).toBe('https://mail.example.com/open');
  });

  test("the page's own address keeps only the page view's allowed parameters, or goes", () => {
    const own = (url: string) =>
      param(requestWithoutSecrets(`url=${encodeURIComponent(url)}&rec=1`), 'url');
    expect(own('https://jobs.example.com/?token=abc&category=IT#top')).toBe(
      'https://jobs.example.com/?category=IT',
    );
    expect(own('not an address')).toBeNull();
  });
});
