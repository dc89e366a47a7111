import type { BrowserContext, Locator, Page, ViewportSize } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, type AxeOptions } from './support/axe';
import { anOpenJobPath, demoState, EDITABLE_APPLICATION } from './support/demo';
import { findClosedJob, findOpenJob } from './support/jobs';
import { exactly, LANGUAGES, tr, type Language } from './support/languages';
import { aCompanyPath, aJobPath, ready } from './support/screens';
import { DEMO_CANDIDATE, logIn, prepareVisit } from './support/session';

/**
 * axe-core with the WCAG 2.2 AA tags (support/axe.ts) on every screen state of the portal, in
 * each of the four languages, with zero violations, against the demo build.
 *
 * One table: the states, grouped in journeys. A journey starts from a fresh visit (its visitor,
 * viewport and time zone) and reaches its states in order, each from the one before, so that a
 * dialog or an error is scanned where a person meets it; each state is then scanned in the four
 * languages in turn, switched with the header's language menu.
 * Every label is read from the locale files, so the same steps work in all four languages. A
 * state scanned while a dialog is open is scanned as a whole page: the dialog is part of it, and
 * what the dialog makes inert is still checked. e2e/README.md lists the states.
 */

interface Screen {
  page: Page;
  context: BrowserContext;
  language: Language;
  /** A text of this language (support/languages.ts), with `{{name}}` values filled in. */
  t: (key: string, values?: Record<string, string | number>) => string;
}

interface ScreenState {
  /** What is scanned, as the test report names it. */
  name: string;
  /** Opened first (and waited for, support/screens.ts `ready`); otherwise the previous state's page. */
  route?: string;
  /** What a person does there to reach the state, and what shows it has been reached. */
  reach?: (screen: Screen) => Promise<void>;
  /** Only part of the page is the subject (the demo inbox is not the portal's). */
  scan?: Pick<AxeOptions, 'include' | 'exclude'>;
}

interface Journey {
  name: string;
  /** The demo candidate logged in; a visitor otherwise. */
  candidate?: boolean;
  /** The cookie banner not yet handled. */
  firstVisit?: boolean;
  viewport?: ViewportSize;
  /** A phone's touch screen and mobile viewport, beside its size. */
  touch?: boolean;
  timezoneId?: string;
  /** Before the first page: what the journey needs of the browser (a route made to fail). */
  setup?: (context: BrowserContext) => Promise<unknown>;
  /** Failed calls the journey causes on purpose (Chromium logs each one as a console error). */
  expectedErrors?: RegExp;
  states: ScreenState[];
}

const DESKTOP = { width: 1280, height: 720 };
// Tall, so that no control straddles the bottom edge: axe counts the cut-off part of such a
// control as "partially obscured" (target-size), which would depend on each language's breaks.
const PHONE_TALL = { width: 320, height: 1400 };
const PHONE_320 = { width: 320, height: 640 };

const APPLICATION = `/application/${EDITABLE_APPLICATION}`;
/** An address the demo API has no account for. */
const NEW_ADDRESS = 'axe.new@example.com';
const SEEDED_CV = 'Alva Lindqvist CV.pdf';
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
});
const exe = { name: 'virus.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') };

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** The portal's dialog; the demo inbox is a non-modal dialog of its own. */
const modal = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]').last();

async function closeWithEscape({ page }: Screen) {
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
}

/** Opens the demo inbox and returns its newest entry with this subject (to this address). */
async function inboxEntry({ page, t }: Screen, subject: string, to?: string): Promise<Locator> {
  await page.getByRole('button', { name: startsWith(t('demo.inbox.button')) }).click();
  const inbox = page.getByRole('dialog', { name: t('demo.inbox.title') });
  await expect(inbox).toBeVisible();
  return inbox
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: t(`demo.inbox.subject.${subject}`) }) })
    .filter({ hasText: to ?? '' })
    .first();
}

async function openEmailedLink(screen: Screen, subject: string, to?: string) {
  const entry = await inboxEntry(screen, subject, to);
  await entry.getByRole('link', { name: screen.t('demo.inbox.openLink') }).click();
}

async function textedCode(screen: Screen, subject: string, to?: string): Promise<string> {
  const entry = await inboxEntry(screen, subject, to);
  const pattern = new RegExp(`^${screen.t('demo.inbox.code', { code: '(\\d{6})' })}$`);
  const code = pattern.exec((await entry.getByText(pattern).textContent()) ?? '')![1]!;
  await screen.page
    .getByRole('dialog', { name: screen.t('demo.inbox.title') })
    .getByRole('button', { name: screen.t('demo.inbox.close') })
    .press('Escape');
  return code;
}

/** A card of My applications, by the application it opens. */
const card = (page: Page, id = EDITABLE_APPLICATION) =>
  page
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/application/${id}/application"]`) });

const fileRow = ({ page, t }: Screen, name: string) =>
  page
    .getByRole('region', { name: t('files.title') })
    .getByRole('listitem')
    .filter({ hasText: name });

async function openPreview(screen: Screen, name: string) {
  await fileRow(screen, name)
    .getByRole('button', { name: screen.t('files.preview.open') })
    .click();
  await expect(modal(screen.page)).toBeVisible();
  await expect(modal(screen.page).getByText(screen.t('files.preview.loading'))).toHaveCount(0);
}

const goTo = async (page: Page, path: string) => {
  await page.goto(path);
  await ready(page);
};

const JOURNEYS: Journey[] = [
  // In place: each state reached once, then scanned in every language in turn.
  {
    name: 'the job search, a first visit',
    firstVisit: true,
    states: [
      {
        name: 'the job list with a filter chosen, under the cookie banner',
        route: '/?employmentType=full-time',
        reach: async ({ page, t }) => {
          await expect(page.getByRole('region', { name: t('consent.title') })).toBeVisible();
          await expect(
            page
              .getByRole('group', { name: t('jobs.filters.employmentType') })
              .getByRole('checkbox', { checked: true }),
          ).not.toHaveCount(0);
        },
      },
      {
        name: "the cookie banner's detail view",
        reach: async ({ page, t }) => {
          await page.getByRole('button', { name: t('consent.handle') }).click();
          await expect(page.getByRole('heading', { name: t('consent.detailTitle') })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'the job search',
    expectedErrors:
      /Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_FAILED)/,
    states: [
      {
        name: 'a search with no result',
        route: '/?q=zzzqqqxxx',
        reach: async ({ page, t }) => {
          await expect(page.getByText(t('jobs.results.emptyTitle'))).toBeVisible();
        },
      },
      {
        name: 'the way to a saved search, and the saved searches',
        reach: async ({ page, t }) => {
          await page.evaluate(() =>
            localStorage.setItem(
              'portal.savedSearches',
              JSON.stringify([
                {
                  id: 's1',
                  name: 'Engineer',
                  query: '?q=engineer',
                  savedAt: new Date().toISOString(),
                },
              ]),
            ),
          );
          await goTo(page, '/?q=engineer');
          await expect(
            page
              .getByRole('search')
              .getByRole('link', { name: t('jobs.saved.link', { count: 1 }) }),
          ).toBeVisible();
          await expect(page.getByRole('region', { name: t('jobs.saved.heading') })).toBeVisible();
        },
      },
      {
        name: 'only jobs that show pay, the soonest deadline first',
        route: '/?hasPay=true&sort=deadline',
        reach: async ({ page, t }) => {
          await expect(
            page.getByRole('checkbox', { name: t('jobs.filters.hasPay') }),
          ).toBeChecked();
        },
      },
      {
        name: 'no connection while searching (error state)',
        reach: async ({ page }) => {
          // The demo API's own fault switch: its service worker answers even when the browser
          // is offline, so the network failure is made there.
          await page.goto('/?demoFail=GET:/jobs:network');
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await expect(page.locator('[role="alert"]:not(:empty)').first()).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'a job, its company and the ways out of it',
    expectedErrors: /status of (404|503)/,
    states: [
      {
        name: 'a job page with its apply form, empty',
        reach: async ({ page, t }) => {
          await goTo(page, await aJobPath(page));
          await expect(page.getByRole('button', { name: t('apply.submit') })).toBeVisible();
        },
      },
      {
        name: 'the apply form with errors, a refused file and a chosen CV',
        reach: async ({ page, t }) => {
          await page.getByRole('button', { name: t('apply.submit') }).click();
          await expect(
            page.getByRole('region', { name: t('validation.notAllMandatoryFilled') }),
          ).toBeVisible();
          await page.getByLabel(startsWith(t('apply.files.attachments'))).setInputFiles(exe);
          await page.getByLabel(startsWith(t('apply.files.cv'))).setInputFiles(pdf('cv.pdf'));
          await expect(
            page.getByRole('list', {
              name: t('apply.files.chosen', { label: t('apply.files.cv') }),
            }),
          ).toContainText('cv.pdf');
          await expect(page.getByText(/virus\.exe/)).toBeVisible();
        },
      },
      {
        name: 'a company page',
        reach: async ({ page }) => goTo(page, await aCompanyPath(page)),
      },
      {
        name: 'a closed job',
        reach: async ({ page, t }) => {
          await goTo(page, `/job/${(await findClosedJob(page)).slug}`);
          await expect(page.getByText(t('jobs.job.closed'))).toBeVisible();
        },
      },
      {
        name: 'the thank-you page opened directly, by a visitor',
        reach: async ({ page, t }) => {
          await goTo(page, `/job/${(await findOpenJob(page)).slug}/thank-you`);
          await expect(
            page.getByRole('heading', { level: 1, name: t('apply.thankYou.nothingSentHeading') }),
          ).toBeVisible();
        },
      },
      {
        name: 'the thank-you page after applying',
        reach: async ({ page, t }) => {
          // What the apply form leaves in the history entry (react-router keeps it under `usr`),
          // which a reload keeps.
          await page.evaluate(() =>
            window.history.replaceState(
              { usr: { applied: true, linkedToAccount: false }, key: 'axe', idx: 0 },
              '',
            ),
          );
          await page.reload();
          await ready(page);
          await expect(
            page.getByRole('heading', { name: t('apply.thankYou.followHeading') }),
          ).toBeVisible();
        },
      },
      {
        name: 'a job that does not exist (error state)',
        route: '/job/no-such-job-anywhere',
        reach: async ({ page, t }) => {
          await expect(
            page.getByRole('heading', { level: 1, name: t('jobs.job.notFoundTitle') }),
          ).toBeVisible();
        },
      },
      {
        name: 'a job ad that could not be fetched (error state)',
        reach: async ({ page, t }) => {
          await page.goto(`/job/${(await findOpenJob(page)).slug}?demoFail=GET:/jobs/*:503`);
          await expect(page.getByRole('button', { name: t('errors.reload') })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'job alerts, as a visitor',
    expectedErrors: /status of 404/,
    states: [
      {
        name: 'job alerts',
        route: '/subscription',
      },
      {
        name: 'the new-alert form with an error',
        reach: async ({ page, t }) => {
          await page.getByRole('button', { name: t('subscriptions.create') }).click();
          await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
        },
      },
      {
        name: 'a place with no result',
        route: '/subscription',
        reach: async ({ page, t }) => {
          await page
            .getByRole('combobox', { name: t('subscriptions.criteria.location'), exact: true })
            .pressSequentially('Qqqzz');
          await expect(page.getByText(t('subscriptions.city.noResult'))).toBeVisible();
        },
      },
      {
        name: 'the new-alert form filled from a search',
        route: '/subscription?q=utvecklare&region=Stockholm',
        reach: async ({ page, t }) => {
          await expect(page.getByText(t('subscriptions.prefilled'))).toBeVisible();
        },
      },
      {
        name: 'an alert managed through its emailed link',
        route: '/subscription?token=demo-subscription-token-1',
        reach: async ({ page }) => {
          await expect(page.getByRole('article')).toBeVisible();
        },
      },
      {
        name: 'an emailed link that does not work',
        route: '/subscription?token=nope',
        reach: async ({ page, t }) => {
          await expect(
            page.getByRole('heading', { level: 2, name: t('subscriptions.token.invalidTitle') }),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    name: "the candidate's pages",
    candidate: true,
    // Seen from New York, the meetings in Sweden name their time zone.
    timezoneId: 'America/New_York',
    states: [
      {
        name: 'my applications, active and closed, the unread messages counted',
        route: '/application',
        reach: async ({ page, t }) => {
          await expect(
            page.getByRole('heading', {
              level: 2,
              name: t('applications.sections.active', { count: 4 }),
            }),
          ).toBeVisible();
          await expect(
            page.getByRole('heading', {
              level: 2,
              name: t('applications.sections.closed', { count: 1 }),
            }),
          ).toBeVisible();
          await expect(
            page.getByRole('banner').getByRole('link', {
              name: `${t('nav.applications')} (${t('nav.unreadMessages_other', { count: 2 })})`,
            }),
          ).toBeVisible();
        },
      },
      {
        name: 'an application with files and booked meetings, their time zones named',
        route: `${APPLICATION}/application`,
        reach: async ({ page }) => {
          // A zone named after a time, in the page (the header's unread count ends in brackets).
          await expect(
            page
              .getByRole('main')
              .getByText(/\(.+\)$/)
              .first(),
          ).toBeVisible();
        },
      },
      {
        name: 'a refused file chosen for upload',
        reach: async ({ page, t }) => {
          await page.getByLabel(t('files.upload.label')).setInputFiles(exe);
          await expect(page.getByRole('alert').filter({ hasText: 'virus.exe' })).toBeVisible();
        },
      },
      {
        name: 'messages, one thread',
        route: `${APPLICATION}/messages`,
        reach: async ({ page, t }) => {
          await expect(
            page.getByRole('heading', { level: 2, name: t('applications.tabs.messages') }),
          ).toBeVisible();
        },
      },
      {
        name: 'tests, one taken and one to take',
        route: `${APPLICATION}/tests`,
        reach: async ({ page }) => {
          await expect(page.getByRole('table')).toBeVisible();
        },
      },
      {
        name: 'a meeting that is over',
        route: '/application/app-1004/application',
        reach: async ({ page, t }) => {
          await expect(page.getByText(t('meetings.past'))).toBeVisible();
        },
      },
      {
        name: 'a job the candidate has applied for: the notice instead of the form',
        route: '/',
        reach: async ({ page, t }) => {
          const slug = (await demoState(page)).applications.find(
            (application) => application.id === EDITABLE_APPLICATION,
          )!.jobSlug;
          await goTo(page, `/job/${slug}`);
          await expect(
            page.getByRole('region', { name: t('apply.applied.heading') }),
          ).toBeVisible();
        },
      },
      {
        name: 'the thank-you page opened directly, by a candidate',
        reach: async ({ page, t }) => {
          await goTo(page, `${new URL(page.url()).pathname}/thank-you`);
          await expect(
            page.getByRole('heading', { level: 1, name: t('apply.thankYou.nothingSentHeading') }),
          ).toBeVisible();
        },
      },
      {
        name: 'a job not applied for: the form filled from the profile, the latest CV chosen',
        reach: async ({ page, t }) => {
          await goTo(page, await anOpenJobPath(page));
          await expect(page.getByText(t('apply.files.cvStoredHint'))).toBeVisible();
        },
      },
      {
        name: 'settings',
        route: '/user/settings',
      },
      {
        name: 'my information with an error',
        reach: async ({ page, t }) => {
          await page.getByLabel(t('settings.profile.phone')).fill('123');
          await page.getByRole('button', { name: t('settings.profile.save') }).click();
          await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
        },
      },
      {
        name: 'leaving with unsaved input: the question',
        reach: async ({ page, t }) => {
          await page
            .getByRole('banner')
            .getByRole('link', { name: t('nav.applications') })
            .click();
          await expect(page.getByRole('dialog', { name: t('form.unsavedTitle') })).toBeVisible();
        },
      },
      {
        name: 'the terms, followed from settings',
        route: '/user/settings',
        reach: async ({ page, t }) => {
          await page
            .getByRole('region', { name: t('settings.sections.terms') })
            .getByRole('link', { name: t('nav.terms') })
            .click();
          await expect(page).toHaveURL(/\/terms$/);
          await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        },
      },
      {
        name: 'a refused place',
        route: '/subscription',
        reach: async ({ page, t }) => {
          const place = page.getByRole('combobox', {
            name: t('subscriptions.criteria.location'),
            exact: true,
          });
          await place.fill('');
          await place.pressSequentially('Xyzzy');
          await page.getByRole('button', { name: t('subscriptions.create') }).click();
          await expect(place).toHaveAttribute('aria-invalid', 'true');
          await expect(page.getByText(t('subscriptions.city.noResult'))).toBeVisible();
        },
      },
      {
        name: 'my applications while their call hangs: the announced loading state',
        reach: async ({ page, t }) => {
          // The demo API's `hang` fault never answers; the page shows its frame and says so.
          await page.goto('/application?demoFail=GET:/applications:hang');
          await expect(
            page.getByRole('status').filter({ hasText: t('applications.loading') }),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'the texts',
    states: [
      {
        name: 'the accessibility statement',
        route: '/accessibility',
      },
      {
        name: 'a page that does not exist',
        route: '/no/such/page',
        reach: async ({ page, t }) => {
          await expect(
            page.getByRole('heading', { level: 1, name: t('errors.notFound') }),
          ).toBeVisible();
        },
      },
    ],
  },
  // Walked in each language: dialogs (the header behind them is inert) and phones (the
  // language menu is in the side menu there).
  {
    name: 'the job search on a touch phone',
    viewport: { width: 390, height: 844 },
    touch: true,
    states: [
      {
        name: 'the filter sheet on a touch phone',
        route: '/',
        reach: async ({ page, t }) => {
          await page.getByRole('button', { name: exactly(t('jobs.filters.open')) }).click();
          await expect(modal(page)).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'the job search at 320 px',
    viewport: PHONE_320,
    states: [
      {
        name: 'the filter sheet at 320 px',
        route: '/?q=engineer',
        reach: async ({ page, t }) => {
          await page.getByRole('button', { name: exactly(t('jobs.filters.open')) }).click();
          await expect(modal(page)).toBeVisible();
        },
      },
      {
        name: 'the save-search dialog',
        reach: async ({ page, t }) => {
          await page.keyboard.press('Escape');
          await expect(modal(page)).toBeHidden();
          await page.getByRole('button', { name: t('jobs.saved.save') }).click();
          await expect(
            page.getByRole('dialog', { name: t('jobs.saved.dialogTitle') }),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'the generic error page',
    // A route chunk that can never be fetched: its lazy route ends on the generic error page.
    // The context, not the page: the demo's service worker fetches the page's scripts.
    setup: (context) =>
      context.route(/\/assets\/subscription-[^/]*\.js$/, (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
      ),
    expectedErrors: /status of 404|Failed to fetch dynamically imported module/,
    states: [
      {
        name: 'the generic error page',
        route: '/',
        reach: async ({ page, t }) => {
          await page
            .getByRole('banner')
            .getByRole('link', { name: t('nav.subscriptions') })
            .click();
          await expect(
            page.getByRole('heading', { level: 1, name: t('errors.oops') }),
          ).toBeVisible();
          await expect(page).toHaveTitle(`${t('titles.error')} – ${t('app.name')}`);
        },
      },
    ],
  },
  {
    name: 'logging in',
    expectedErrors: /status of 400/,
    states: [
      {
        name: 'the login dialog, empty',
        reach: async ({ page, t }) => {
          await page.goto('/?auth=login');
          await expect(page.getByRole('dialog', { name: t('auth.login.title') })).toBeVisible();
        },
      },
      {
        name: 'the login dialog with errors',
        reach: async ({ page, t }) => {
          await modal(page)
            .getByRole('button', { name: t('auth.login.submit') })
            .click();
          await expect(modal(page).getByText(t('validation.notAllMandatoryFilled'))).toBeVisible();
        },
      },
      {
        name: 'the login dialog with errors, a bottom sheet at 320 px',
        reach: async ({ page }) => {
          await page.setViewportSize(PHONE_320);
          await expect(modal(page)).toHaveClass(/modal--sheet/);
        },
      },
      {
        name: 'the two-factor code with an error',
        reach: async ({ page, t }) => {
          await page.setViewportSize(DESKTOP);
          const dialog = modal(page);
          await dialog.getByLabel(t('auth.fields.email')).fill(DEMO_CANDIDATE.email);
          await dialog
            .getByLabel(t('auth.fields.password'), { exact: true })
            .fill(DEMO_CANDIDATE.password);
          await dialog.getByRole('button', { name: t('auth.login.submit') }).click();
          await dialog.getByLabel(t('auth.tfa.code')).fill('000000');
          await dialog.getByRole('button', { name: t('auth.tfa.submit') }).click();
          await expect(dialog.getByLabel(t('auth.tfa.code'))).toHaveAccessibleDescription(
            new RegExp(t('validation.invalidCode').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
          );
        },
      },
      {
        name: 'a backup code instead, with an error',
        reach: async ({ page, t }) => {
          const dialog = modal(page);
          await dialog.getByRole('button', { name: t('auth.tfa.useBackupCode') }).click();
          await dialog.getByLabel(t('auth.tfa.backupCode')).fill('abc');
          await dialog.getByRole('button', { name: t('auth.tfa.submit') }).click();
          await expect(dialog.getByText(t('validation.backupCode'))).toBeVisible();
        },
      },
      {
        name: 'the demo inbox with the texted login code',
        scan: { include: '#demo-inbox-root' },
        reach: async (screen) => {
          const entry = await inboxEntry(screen, 'login-code', DEMO_CANDIDATE.phone);
          await expect(entry).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'a server error while logging in',
    expectedErrors: /status of 503/,
    states: [
      {
        name: 'the server-error view',
        reach: async ({ page, t }) => {
          await page.goto('/?auth=login&demoFail=POST:/auth/login/email-password/:503');
          const dialog = modal(page);
          await dialog.getByLabel(t('auth.fields.email')).fill(DEMO_CANDIDATE.email);
          await dialog
            .getByLabel(t('auth.fields.password'), { exact: true })
            .fill(DEMO_CANDIDATE.password);
          await dialog.getByRole('button', { name: t('auth.login.submit') }).click();
          await expect(
            page.getByRole('dialog', { name: t('auth.serverError.title') }),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'creating an account',
    states: [
      {
        name: 'create account, empty',
        reach: async ({ page, t }) => {
          await page.goto('/?auth=create-account');
          await expect(
            page.getByRole('dialog', { name: t('auth.createAccount.title') }),
          ).toBeVisible();
        },
      },
      {
        name: 'create account with an address that has an account',
        reach: async ({ page, t }) => {
          await modal(page).getByLabel(t('auth.fields.email')).fill('DEMO@example.com');
          await modal(page)
            .getByRole('button', { name: t('auth.createAccount.submit') })
            .click();
          await expect(
            modal(page).getByRole('link', { name: t('auth.createAccount.existsForgot') }),
          ).toBeVisible();
        },
      },
      {
        name: 'create account: the link is sent',
        reach: async ({ page, t }) => {
          await modal(page).getByLabel(t('auth.fields.email')).fill(NEW_ADDRESS);
          await modal(page)
            .getByRole('button', { name: t('auth.createAccount.submit') })
            .click();
          await expect(
            modal(page).getByRole('heading', { name: t('auth.createAccount.sentHeading') }),
          ).toBeVisible();
        },
      },
      {
        name: 'registration details, empty',
        reach: async (screen) => {
          await openEmailedLink(screen, 'confirm-email', NEW_ADDRESS);
          await expect(
            modal(screen.page).getByLabel(screen.t('auth.fields.givenName')),
          ).toBeVisible();
        },
      },
      {
        name: 'registration details with errors',
        reach: async ({ page, t }) => {
          const register = modal(page);
          await register.getByLabel(t('auth.fields.password'), { exact: true }).fill('weak');
          await register.getByLabel(t('auth.fields.passwordConfirmation')).fill('other');
          await register.getByRole('button', { name: t('auth.register.continue') }).click();
          // Said twice: in the summary of what to correct, and under the field.
          await expect(
            register.getByRole('link', { name: t('validation.passwordsMustMatch') }),
          ).toBeVisible();
        },
      },
      {
        name: 'registration: the two-factor choice, SMS',
        reach: async ({ page, t }) => {
          const register = modal(page);
          await register.getByLabel(t('auth.fields.givenName')).fill('Axel');
          await register.getByLabel(t('auth.fields.familyName')).fill('Berg');
          await register.getByLabel(t('auth.fields.phone')).fill('+46701112233');
          await register
            .getByLabel(t('auth.fields.password'), { exact: true })
            .fill('Strong-pass-1');
          await register.getByLabel(t('auth.fields.passwordConfirmation')).fill('Strong-pass-1');
          await register.getByRole('checkbox', { name: t('auth.register.acceptTerms') }).check();
          await register.getByRole('button', { name: t('auth.register.continue') }).click();
          await expect(
            register.getByRole('radio', { name: t('auth.register.methodSms') }),
          ).toBeChecked();
        },
      },
      {
        name: 'registration: the authenticator app with its QR code',
        reach: async ({ page, t }) => {
          const register = modal(page);
          await register.getByRole('radio', { name: t('auth.register.methodTotp') }).check();
          await expect(
            register.getByRole('img', { name: t('auth.register.qrLabel') }),
          ).toBeVisible();
          await expect(register.getByText(t('auth.register.secret'))).toBeVisible();
        },
      },
      {
        name: 'registration: the SMS code sent',
        reach: async ({ page, t }) => {
          const register = modal(page);
          await register.getByRole('radio', { name: t('auth.register.methodSms') }).check();
          await register.getByRole('button', { name: t('auth.register.sendCode') }).click();
          await expect(
            register.getByRole('button', { name: t('validation.textedCode.resend') }),
          ).toBeVisible();
        },
      },
      {
        name: 'registration: the account created',
        reach: async (screen) => {
          const { page, t } = screen;
          const code = await textedCode(screen, 'phone-code', '+46701112233');
          const register = modal(page);
          await register.getByLabel(t('auth.register.smsCode')).fill(code);
          await register.getByRole('button', { name: t('auth.register.submit') }).click();
          await expect(
            register.getByRole('heading', { name: t('auth.register.successHeading') }),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'a forgotten password',
    expectedErrors: /status of 4\d\d/,
    states: [
      {
        name: 'forgot password, empty',
        reach: async ({ page, t }) => {
          await page.goto('/?auth=forgot-password');
          await expect(
            page.getByRole('dialog', { name: t('auth.forgotPassword.title') }),
          ).toBeVisible();
        },
      },
      {
        name: 'forgot password: the link is sent',
        reach: async ({ page, t }) => {
          await modal(page).getByLabel(t('auth.fields.email')).fill('totp@example.com');
          await modal(page)
            .getByRole('button', { name: t('auth.forgotPassword.submit') })
            .click();
          await expect(
            modal(page).getByRole('heading', { name: t('auth.forgotPassword.sentHeading') }),
          ).toBeVisible();
        },
      },
      {
        name: 'the new-password form, its password shown',
        reach: async (screen) => {
          const { page, t } = screen;
          await openEmailedLink(screen, 'reset-password', 'totp@example.com');
          const reset = page.getByRole('dialog', { name: t('auth.resetPassword.title') });
          const password = reset.getByLabel(t('auth.fields.newPassword'), { exact: true });
          await expect(password).toBeVisible();
          await reset
            .getByRole('button', { name: t('form.showPassword') })
            .first()
            .click();
          await expect(password).toHaveAttribute('type', 'text');
        },
      },
      {
        name: 'the new password saved',
        reach: async ({ page, t }) => {
          const reset = modal(page);
          await reset.getByLabel(t('auth.fields.newPassword'), { exact: true }).fill('Totp-pass-2');
          await reset.getByLabel(t('auth.fields.passwordConfirmation')).fill('Totp-pass-2');
          await reset.getByRole('button', { name: t('auth.resetPassword.submit') }).click();
          await expect(
            reset.getByRole('heading', { name: t('auth.resetPassword.successHeading') }),
          ).toBeVisible();
        },
      },
      {
        name: 'a reset address without its token: open the emailed link again',
        reach: async ({ page, t }) => {
          await page.goto('/?auth=reset-password');
          await expect(
            modal(page).getByRole('heading', { name: t('auth.emailedLink.heading') }),
          ).toBeVisible();
        },
      },
      {
        name: 'a reset link that is no longer valid (error state)',
        reach: async ({ page, t }) => {
          await page.goto('/?auth=reset-password&token=no-longer-valid');
          await expect(modal(page).getByText(t('auth.resetPassword.invalidLink'))).toBeVisible();
        },
      },
    ],
  },
  {
    name: "the candidate's job alerts",
    candidate: true,
    states: [
      {
        name: 'the list of places open',
        route: '/subscription',
        reach: async ({ page, t }) => {
          const place = page.getByRole('combobox', {
            name: t('subscriptions.criteria.location'),
            exact: true,
          });
          await place.pressSequentially('Gö');
          await expect(place).toHaveAttribute('aria-expanded', 'true');
          await place.press('ArrowDown');
        },
      },
      {
        name: 'deleting an alert: the confirmation',
        reach: async ({ page, t }) => {
          await page
            .getByRole('button', { name: t('subscriptions.delete'), exact: false })
            .first()
            .click();
          await expect(
            page.getByRole('dialog', { name: t('subscriptions.deleteTitle') }),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'my applications: editing and deleting',
    candidate: true,
    states: [
      {
        name: 'editing an application',
        route: '/application',
        reach: async ({ page, t }) => {
          await card(page)
            .getByRole('button', { name: t('applications.edit.open') })
            .click();
          await expect(modal(page).getByRole('textbox').first()).toBeVisible();
        },
      },
      {
        name: 'deleting an application: the question',
        reach: async ({ page, t }) => {
          await page.keyboard.press('Escape');
          await expect(modal(page)).toBeHidden();
          await card(page)
            .getByRole('button', { name: t('applications.delete.open') })
            .click();
          await expect(
            page.getByRole('dialog', { name: t('applications.delete.title') }),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'my applications on a phone',
    candidate: true,
    viewport: PHONE_TALL,
    states: [
      {
        name: 'my applications at 320 px',
        route: '/application',
      },
      {
        name: 'editing an application, chosen from the card menu',
        reach: async ({ page, t }) => {
          await card(page)
            .getByRole('button', { name: t('applications.moreActions') })
            .click();
          await page.getByRole('menuitem', { name: t('applications.edit.open') }).click();
          await expect(modal(page).getByRole('textbox').first()).toBeVisible();
        },
      },
      {
        name: 'deleting an application, chosen from the card menu',
        reach: async ({ page, t }) => {
          await page.keyboard.press('Escape');
          await expect(modal(page)).toBeHidden();
          await card(page)
            .getByRole('button', { name: t('applications.moreActions') })
            .click();
          await page.getByRole('menuitem', { name: t('applications.delete.open') }).click();
          await expect(
            page.getByRole('dialog', { name: t('applications.delete.title') }),
          ).toBeVisible();
        },
      },
      {
        name: "a card's menu open at 390 px",
        reach: async ({ page, t }) => {
          await page.keyboard.press('Escape');
          await expect(modal(page)).toBeHidden();
          await page.setViewportSize({ width: 390, height: 844 });
          await card(page)
            .getByRole('button', { name: t('applications.moreActions') })
            .click();
          await expect(page.getByRole('menu')).toBeVisible();
        },
      },
      {
        name: 'the side menu at 390 px, the unread messages counted on its button',
        reach: async ({ page, t }) => {
          await page.keyboard.press('Escape');
          await page
            .getByRole('banner')
            .getByRole('button', {
              name: `${t('shell.menu')} (${t('nav.unreadMessages_other', { count: 2 })})`,
            })
            .click();
          await expect(modal(page)).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'one application: its dialogs',
    candidate: true,
    states: [
      {
        name: 'replacing the CV: the question',
        route: `${APPLICATION}/application`,
        reach: async ({ page, t }) => {
          await page.getByLabel(t('files.upload.label')).setInputFiles(pdf('New CV.pdf'));
          await page
            .getByLabel(t('files.upload.kindLabel'))
            .selectOption({ label: t('files.kind.cv') });
          await page.getByRole('button', { name: t('files.upload.submit') }).click();
          const question = page.getByRole('dialog', { name: t('files.replaceCv.title') });
          await expect(question).toContainText('New CV.pdf');
        },
      },
      {
        name: 'a PDF previewed',
        reach: async (screen) => {
          await screen.page.keyboard.press('Escape');
          await expect(modal(screen.page)).toBeHidden();
          await openPreview(screen, SEEDED_CV);
          await expect(modal(screen.page).getByText('Curriculum vitae')).toBeVisible();
        },
      },
      {
        name: 'an image previewed',
        reach: async (screen) => {
          await closeWithEscape(screen);
          await openPreview(screen, 'Portfolio screenshot.png');
          const image = modal(screen.page).getByRole('img', { name: 'Portfolio screenshot.png' });
          await expect
            .poll(() =>
              image.evaluate(
                (element: HTMLImageElement) => element.complete && element.naturalWidth,
              ),
            )
            .toBeGreaterThan(0);
        },
      },
      {
        name: 'a video previewed',
        reach: async (screen) => {
          await closeWithEscape(screen);
          await openPreview(screen, 'Video presentation.mp4');
          await expect(modal(screen.page).locator('video[controls][src^="blob:"]')).toBeVisible();
        },
      },
      {
        name: 'deleting a file: the question',
        reach: async (screen) => {
          await closeWithEscape(screen);
          await fileRow(screen, SEEDED_CV)
            .getByRole('button', { name: screen.t('files.delete.open') })
            .click();
          await expect(
            screen.page.getByRole('dialog', { name: screen.t('files.delete.title') }),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'one application on a phone',
    candidate: true,
    viewport: PHONE_TALL,
    states: [
      {
        name: 'an application at 320 px',
        route: `${APPLICATION}/application`,
      },
      {
        name: 'a PDF previewed, a bottom sheet',
        reach: async (screen) => {
          await openPreview(screen, SEEDED_CV);
          await expect(modal(screen.page).getByText('Curriculum vitae')).toBeVisible();
        },
      },
      {
        name: 'deleting a file: the question, at 320 px',
        reach: async (screen) => {
          await closeWithEscape(screen);
          await fileRow(screen, SEEDED_CV)
            .getByRole('button', { name: screen.t('files.delete.open') })
            .click();
          await expect(modal(screen.page)).toBeVisible();
        },
      },
      {
        name: 'messages at 320 px',
        route: `${APPLICATION}/messages`,
      },
      {
        name: 'tests at 320 px, the sections counted on one line',
        route: `${APPLICATION}/tests`,
        reach: async ({ page }) => {
          await expect(page.getByRole('table')).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'settings: its dialogs',
    candidate: true,
    expectedErrors: /status of 400/,
    states: [
      {
        name: 'setting up an authenticator app, with a wrong code',
        route: '/user/settings',
        reach: async ({ page, t }) => {
          await page.getByRole('button', { name: t('settings.tfa.switchToTotp') }).click();
          const dialog = page.getByRole('dialog', { name: t('settings.tfa.setupAppTitle') });
          await expect(dialog.getByRole('img')).toBeVisible();
          await dialog.getByLabel(t('settings.tfa.codeFromApp')).fill('000000');
          await dialog.getByRole('button', { name: t('settings.tfa.confirm') }).click();
          await expect(dialog.getByText(t('validation.invalidCode'))).toBeVisible();
        },
      },
      {
        name: 'deleting the login: the confirmation with an error',
        route: '/user/settings',
        reach: async ({ page, t }) => {
          await page.getByRole('button', { name: t('privacy.delete.open') }).click();
          const dialog = page.getByRole('dialog', { name: t('privacy.delete.dialogTitle') });
          await dialog.getByRole('button', { name: t('privacy.delete.confirm') }).click();
          await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(1);
        },
      },
    ],
  },
  {
    name: 'a session that ends',
    candidate: true,
    expectedErrors: /Failed to load resource: the server responded with a status of 401/,
    states: [
      {
        name: 'the session ended, back on the home page (error state)',
        reach: async ({ page, t }) => {
          // The demo API's fault switch answers the first call as an expired session would.
          await page.goto('/application?demoFail=GET:/applications:jwt-expired:once');
          await expect(page.getByText(t('auth.login.sessionEnded'))).toBeVisible();
          await ready(page);
        },
      },
    ],
  },
  {
    name: 'the texts at 320 px',
    viewport: PHONE_320,
    states: [
      {
        name: 'the privacy notice at 320 px',
        route: '/privacy',
        reach: async ({ page }) => {
          await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        },
      },
      {
        name: 'the terms of use at 320 px',
        route: '/terms',
        reach: async ({ page }) => {
          await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        },
      },
    ],
  },
];

/** `{{name}}` and `{{name, format}}` in a text, filled in (small numbers read the same in all four). */
const filled = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)(, \w+)?\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** A visit of the journey's visitor (the candidate or not) in this language. */
async function startVisit(journey: Journey, context: BrowserContext, language: Language) {
  const visit = { language, consent: !journey.firstVisit };
  if (journey.candidate) await logIn(context, visit);
  else await prepareVisit(context, visit);
}

/**
 * The header's language menu, as a person changes the language of what is shown: the state on
 * screen, errors and typed text included, stays and is translated again. A dialog makes the
 * header inert, and a phone keeps the menu behind its menu button; there the same menu is
 * chosen from directly. A page without the header (the generic error page) is opened again
 * with the new language's cookie, as a returning visitor who chose it would open it.
 */
async function switchLanguage(screen: Screen, language: Language) {
  const { page, context } = screen;
  const menu = page.getByRole('banner').getByRole('combobox', { name: screen.t('language.label') });
  const hidden = page.locator('.site-header__tools select[name="language"]');
  if (await menu.isVisible()) await menu.selectOption(language.locale);
  else if (await hidden.count()) await hidden.selectOption(language.locale, { force: true });
  else {
    await prepareVisit(context, { language, consent: false });
    await page.reload();
    await ready(page);
  }
  screen.language = language;
}

/** The four languages in the menu's order, starting with this one. */
const from = (language: Language) => {
  const at = LANGUAGES.indexOf(language);
  return [...LANGUAGES.slice(at), ...LANGUAGES.slice(0, at)];
};

for (const journey of JOURNEYS) {
  test.describe(journey.name, () => {
    test.use({
      viewport: journey.viewport ?? DESKTOP,
      ...(journey.touch ? { hasTouch: true, isMobile: true } : {}),
      ...(journey.timezoneId ? { timezoneId: journey.timezoneId } : {}),
    });
    test.beforeEach(({ problems }) => {
      if (journey.expectedErrors) problems.allow(journey.expectedErrors);
      // msw's start() calls registration.update() without handling its rejection, and Chromium
      // now and then rejects that update check when a page has just been opened again. Demo
      // build only, no portal code.
      problems.allow(/Failed to update a ServiceWorker .*mockServiceWorker\.js/);
    });

    test('every state in every language', async ({ page, context }) => {
      test.setTimeout(30_000 + journey.states.length * 20_000);
      const screen: Screen = {
        page,
        context,
        language: LANGUAGES[0],
        t: (key, values) => filled(tr(screen.language, key), values),
      };
      await startVisit(journey, context, screen.language);
      await journey.setup?.(context);
      for (const state of journey.states) {
        await test.step(state.name, async () => {
          if (state.route) await goTo(page, state.route);
          await state.reach?.(screen);
          for (const [index, language] of from(screen.language).entries()) {
            if (index > 0) await switchLanguage(screen, language);
            await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
            // Soft: every language and every state is scanned even when one fails. Colour
            // contrast is checked in the state's first language, which moves from state to state.
            await expectNoAxeViolations(page, {
              ...state.scan,
              soft: true,
              label: `${state.name}, ${language.locale}`,
              contrastChecked: index > 0,
            });
          }
        });
      }
    });
  });
}
