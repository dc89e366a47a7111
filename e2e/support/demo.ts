import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_CANDIDATE } from './session';

/** One of the demo candidate's applications, open for edits (its job's deadline is ahead). */
export const EDITABLE_APPLICATION = 'app-1001';

/** The newest demo-inbox entry with this subject (to this address or number, if given). */
export async function inboxEntry(page: Page, subject: string, to?: string) {
  await page.getByRole('button', { name: 'Demo inbox' }).click();
  const inbox = page.getByRole('dialog', { name: 'Demo inbox' });
  await expect(inbox).toBeVisible();
  return inbox
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .filter({ hasText: to ? `To: ${to}` : '' })
    .first();
}

/** Closes the demo inbox with Escape, as a keyboard user would, wherever its panel is scrolled. */
export async function closeInbox(page: Page): Promise<void> {
  const inbox = page.getByRole('dialog', { name: 'Demo inbox' });
  await inbox.getByRole('button', { name: 'Close' }).press('Escape');
  await expect(inbox).toBeHidden();
}

/** The code of the newest texted message with this subject, read from the demo inbox. */
export async function readInboxCode(page: Page, subject: string, to?: string): Promise<string> {
  const entry = await inboxEntry(page, subject, to);
  const text = (await entry.getByText(/^Code: \d{6}$/).textContent()) ?? '';
  await closeInbox(page);
  return text.replace('Code: ', '');
}

/** After a reload, the settings still name this two-factor method: the server stored it. */
export async function expectTwoFactorMethodAfterReload(page: Page, method: string): Promise<void> {
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Two-factor authentication' })
      .getByText(method, { exact: true }),
  ).toBeVisible();
}

/**
 * Logs in through the login dialog, which must be open: email and password, then the texted code
 * read from the demo inbox. With `stopAt: 'code'` it stops at the code step and returns the
 * dialog there. The demo candidate unless other credentials are given.
 */
export async function logInInDialog(
  page: Page,
  {
    email = DEMO_CANDIDATE.email,
    password = DEMO_CANDIDATE.password,
    stopAt,
  }: { email?: string; password?: string; stopAt?: 'code' } = {},
): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Log in', exact: true });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByLabel('Two-factor code')).toBeVisible();
  if (stopAt === 'code') return dialog;
  await enterLoginCode(page, dialog);
  return dialog;
}

/** At the login dialog's code step: the texted code, read from the demo inbox, logs in. */
export async function enterLoginCode(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByLabel('Two-factor code').fill(await readInboxCode(page, 'Your login code'));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Fills in the details step of the registration dialog (the emailed link opens it): the names,
 * the mobile number, the password `Strong-pass-1` twice, and the terms accepted. What comes next
 * is the caller's.
 */
export async function fillAccountDetails(
  dialog: Locator,
  { firstName, lastName, phone }: { firstName: string; lastName: string; phone: string },
): Promise<void> {
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByLabel('Password', { exact: true }).fill('Strong-pass-1');
  await dialog.getByLabel('Confirm password').fill('Strong-pass-1');
  await dialog.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
}

/**
 * Everything this browser keeps for the portal, as one text: local and session storage, the
 * names of IndexedDB databases and the cookies, except consent and language (allowed to stay) and
 * the demo API's own machinery, which a build without the demo does not have: its store
 * (`demo-api:*`, the demo's "server", which lives in the page) and msw's copy of the cookies the
 * demo "server" set (`__msw-cookie-store__`).
 */
export async function portalStorage(page: Page): Promise<string> {
  const web = await page.evaluate(async () => {
    const dump = (storage: Storage) =>
      Object.keys(storage)
        .filter((key) => !key.startsWith('demo-api:') && key !== '__msw-cookie-store__')
        .map((key) => `${key}=${storage.getItem(key) ?? ''}`);
    const databases = (await indexedDB.databases()).map((database) => database.name ?? '');
    return [...dump(localStorage), ...dump(sessionStorage), ...databases].join('\n');
  });
  const cookies = (await page.context().cookies())
    .filter((cookie) => cookie.name !== 'cookie-consent' && cookie.name !== 'i18n_redirected')
    .map((cookie) => `${cookie.name}=${decodeURIComponent(cookie.value)}`);
  return [web, ...cookies].join('\n');
}

interface DemoState {
  applications: Array<{
    id: string;
    jobSlug: string;
    answers: { email: string; coverLetter: string; phone: string };
  }>;
  messages: Array<{ applicationId: string; body: string }>;
  subscriptions: Array<{ criteria: { q?: string } }>;
  files: Array<{ applicationId: string; name: string }>;
  inbox: Array<{ to: string; subject: string }>;
}

/** What the demo API holds: its "server" lives in this page's storage. */
export function demoState(page: Page): Promise<DemoState> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('demo-api:state') ?? '{}') as DemoState,
  );
}

/** The page of the job EDITABLE_APPLICATION is for, read from the demo API's data in this page. */
export async function appliedJobPath(page: Page): Promise<string> {
  const { applications } = await demoState(page);
  const applied = applications.find((application) => application.id === EDITABLE_APPLICATION);
  return `/job/${applied!.jobSlug}`;
}

/**
 * An open job of the demo catalogue that no seeded application is for (one application per job
 * and candidate), in `country` when one is named, asked of the demo API inside the page.
 */
export async function anOpenJobPath(page: Page, country?: 'SE' | 'NO' | 'DK'): Promise<string> {
  const slug = await page.evaluate(async (inCountry) => {
    const query = inCountry ? `pageSize=20&country=${inCountry}` : 'pageSize=20';
    const response = await fetch(`/jobs?${query}`, { credentials: 'include' });
    const result = (await response.json()) as {
      items: Array<{ slug: string; finalApplyDate: string }>;
    };
    const applied = new Set(
      (
        JSON.parse(localStorage.getItem('demo-api:state') ?? '{}') as {
          applications?: Array<{ jobSlug: string }>;
        }
      ).applications?.map((application) => application.jobSlug) ?? [],
    );
    return result.items.find(
      (job) => Date.parse(job.finalApplyDate) > Date.now() + 86_400_000 && !applied.has(job.slug),
    )?.slug;
  }, country);
  if (!slug) throw new Error('The demo catalogue has no open job');
  return `/job/${slug}`;
}
