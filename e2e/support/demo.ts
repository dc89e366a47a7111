import { expect, type BrowserContext, type Page } from '@playwright/test';
import { candidateToken } from './session';

/** The demo build's own origin (playwright.config.ts). */
export const DEMO_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4180}`;

/** The seeded demo candidate (src/mocks/data/seed.ts) and the details a shared computer must forget. */
export const DEMO_CANDIDATE = {
  id: 'cand-1',
  name: 'Alva Lindqvist',
  email: 'demo@example.com',
  phone: '+46701234567',
  password: 'Demo-pass-1',
} as const;

/** One of the demo candidate's applications, open for edits (its job's deadline is ahead). */
export const EDITABLE_APPLICATION = 'app-1001';

/** Consent handled and English: the cookie banner and the language are other tests' subjects. */
export async function prepareVisit(context: BrowserContext): Promise<void> {
  await context.addCookies([
    { name: 'i18n_redirected', value: 'en', url: DEMO_ORIGIN, sameSite: 'Lax' },
    {
      name: 'cookie-consent',
      value: encodeURIComponent(
        JSON.stringify({ handled: true, statistics: false, marketing: false }),
      ),
      url: DEMO_ORIGIN,
      sameSite: 'Strict',
    },
  ]);
}

/** The cookie POST /auth/tfa sets for the demo candidate (the demo accepts its unsigned tokens). */
export async function logInAsDemoCandidate(context: BrowserContext): Promise<void> {
  await prepareVisit(context);
  await context.addCookies([
    {
      name: 'authtoken',
      value: candidateToken({ id: DEMO_CANDIDATE.id, name: DEMO_CANDIDATE.name }),
      url: DEMO_ORIGIN,
      sameSite: 'Lax',
    },
  ]);
}

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

/** The demo candidate's password, then the texted code, in a login dialog that is open. */
export async function logInInOpenDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Log in', exact: true });
  await dialog.getByLabel('Email').fill(DEMO_CANDIDATE.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_CANDIDATE.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByLabel('Two-factor code')).toBeVisible();
  await dialog.getByLabel('Two-factor code').fill(await readInboxCode(page, 'Your login code'));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
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
    answers: { email: string; coverLetter: string };
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

/**
 * An open job of the demo catalogue that no seeded application is for (one application per job
 * and candidate), asked of the demo API inside the page.
 */
export async function anOpenJobPath(page: Page): Promise<string> {
  const slug = await page.evaluate(async () => {
    const response = await fetch('/jobs?pageSize=20', { credentials: 'include' });
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
  });
  if (!slug) throw new Error('The demo catalogue has no open job');
  return `/job/${slug}`;
}
