import { expect, type Locator, type Page } from '@playwright/test';
import { ENGLISH, exactly, LANGUAGES, tr, type Language } from './languages';

/**
 * Ways to the demo build's screens that work in any of the four languages: every label is read
 * from the locale files.
 */

/**
 * The page has rendered its first heading, no part of it is loading, and what its last calls
 * bring is on screen: a scan or a measurement then sees the finished screen. Each wait is for
 * what the screen shows, never for the network to fall quiet (Playwright's `networkidle` waits
 * out a quiet spell after every page). A job ad waits for its similar jobs.
 */
export async function ready(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Skeletons and loading states (a streamed part's status, before its words come after the
  // loading delay) give way to the content.
  await expect(page.locator('[aria-busy="true"], .loading-status, .page-loading')).toHaveCount(0);
  // Words are measured and wrapped in the portal's own font.
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const language = await pageLanguage(page);
  const { pathname, searchParams } = new URL(page.url());
  // An auth view in the address opens over the page once its code is in.
  if (searchParams.has('auth')) await expect(page.getByRole('dialog').first()).toBeVisible();
  if (await page.getByRole('complementary', { name: tr(language, 'jobs.job.facts') }).count())
    await similarJobsShown(page, language);
  if (/^\/application\/[^/]+\/messages$/.test(pathname)) await readMarksCounted(page, language);
  await unreadCountShown(page);
}

async function pageLanguage(page: Page): Promise<Language> {
  const locale = await page.locator('html').getAttribute('lang');
  return LANGUAGES.find((language) => language.locale === locale) ?? ENGLISH;
}

/** A job ad asks for jobs like it once it is shown; they come after the ad. */
async function similarJobsShown(page: Page, language: Language): Promise<void> {
  await expect(
    page
      .getByRole('region', { name: tr(language, 'jobs.job.similarHeading') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
}

/**
 * The thread's unread messages, shown, are marked read, and the application is read again: its
 * Messages tab then counts none.
 */
async function readMarksCounted(page: Page, language: Language): Promise<void> {
  await expect(
    page
      .getByRole('navigation', { name: tr(language, 'applications.tabs.label') })
      .getByRole('link', { name: exactly(tr(language, 'applications.tabs.messages')) }),
  ).toBeVisible();
}

/**
 * A candidate's site header counts the unread messages of their applications once the list is
 * in: the count the demo API holds for the logged-in candidate (none shows no count). The logo
 * bar of a job or company page has no count, and a build without the demo nothing to compare
 * with.
 */
async function unreadCountShown(page: Page): Promise<void> {
  const header = page.locator('.site-header');
  if (!(await header.count())) return;
  const unread = await page.evaluate(() => {
    const token = /(?:^|; )authtoken=([^;]*)/.exec(document.cookie)?.[1];
    const stored = localStorage.getItem('demo-api:state');
    if (!token || !stored) return null;
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const { user } = JSON.parse(atob(payload)) as { user: { id: string } };
    const state = JSON.parse(stored) as {
      applications: Array<{ id: string; userId: string | null }>;
      messages: Array<{ applicationId: string; from: string; read: boolean }>;
    };
    const own = new Set(
      state.applications.filter((item) => item.userId === user.id).map((item) => item.id),
    );
    return state.messages.filter(
      (message) => own.has(message.applicationId) && message.from === 'recruiter' && !message.read,
    ).length;
  });
  if (unread === null) return;
  // The count is drawn for the eye (screen readers read it in the link's name), on the link and
  // on the menu button that stands for the links on a narrow screen.
  const counts = header.locator('.count-badge');
  if (unread === 0) await expect(counts).toHaveCount(0);
  else {
    await expect(counts.first()).toHaveText(String(unread));
    await expect(counts.last()).toHaveText(String(unread));
  }
}

/** Opens the job search's filters (a sheet on a phone) with their button; gives back the sheet. */
export async function openFilterSheet(page: Page, language: Language = ENGLISH): Promise<Locator> {
  await page.getByRole('button', { name: exactly(tr(language, 'jobs.filters.open')) }).click();
  const sheet = page.getByRole('dialog', { name: tr(language, 'jobs.filters.heading') });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function firstHref(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await link.waitFor();
  return (await link.getAttribute('href'))!;
}

// Found once per worker: the demo data is the same for every test.
const found = new Map<string, string>();

export async function aJobPath(page: Page): Promise<string> {
  if (!found.has('job')) {
    await page.goto('/');
    await ready(page);
    found.set('job', await firstHref(page, '/job/'));
  }
  return found.get('job')!;
}

export async function aCompanyPath(page: Page): Promise<string> {
  if (!found.has('company')) {
    await page.goto(await aJobPath(page));
    await ready(page);
    found.set('company', await firstHref(page, '/company/'));
  }
  return found.get('company')!;
}

/**
 * Applies to a job as a visitor and waits for the thank-you page's confirmation, which only the
 * person who just applied sees (it comes with the submission, not the address). Gives back the
 * email the application went to.
 */
export async function applyToAJob(page: Page, language: Language): Promise<string> {
  await page.goto(await aJobPath(page));
  return sendApplication(page, language);
}

/** What a visitor types into the apply form; the cover letter is left empty unless given. */
interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  coverLetter?: string;
}

const MAJA = { firstName: 'Maja', lastName: 'Berg', phone: '+46709998877' };

/**
 * Fills in the apply form of the job page shown and accepts the terms, as Maja Berg unless other
 * answers are given; sends nothing.
 */
export async function fillApplyForm(
  page: Page,
  answers: Partial<Applicant> & Pick<Applicant, 'email'>,
  language: Language = ENGLISH,
): Promise<void> {
  const applicant: Applicant = { ...MAJA, ...answers };
  const field = (key: string) =>
    page.getByRole('textbox', { name: new RegExp(`^${tr(language, key)}`) });
  await field('apply.firstName').fill(applicant.firstName);
  await field('apply.lastName').fill(applicant.lastName);
  await field('apply.email').fill(applicant.email);
  await field('apply.phone').fill(applicant.phone);
  if (applicant.coverLetter) await field('apply.coverLetter').fill(applicant.coverLetter);
  await page
    .getByRole('checkbox', { name: new RegExp(`^${tr(language, 'apply.consents.acceptTerms')}`) })
    .check();
}

/**
 * Fills in and sends the apply form of the job page shown, as Maja Berg, and waits for the
 * thank-you page; gives back the email it used.
 */
export async function sendApplication(
  page: Page,
  language: Language,
  email = `maja.berg.${language.code}@example.com`,
): Promise<string> {
  await fillApplyForm(page, { email }, language);
  await page.getByRole('button', { name: tr(language, 'apply.submit') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: tr(language, 'apply.thankYou.heading') }),
  ).toBeVisible();
  return email;
}
