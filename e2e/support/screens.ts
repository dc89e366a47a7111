import { readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { candidateToken } from './session';

/**
 * The screen states the accessibility checks cover, reachable in any of the four languages
 * against the demo build: every label is read from the locale files, so the same steps work in
 * Swedish, English, Norwegian and Danish.
 */
export const LANGUAGES = [
  { code: 'sv', locale: 'sv-SE' },
  { code: 'en', locale: 'en-US' },
  { code: 'no', locale: 'nb-NO' },
  { code: 'dk', locale: 'da-DK' },
] as const;
export type Language = (typeof LANGUAGES)[number];

const messages = new Map<string, Record<string, unknown>>();
function catalogue(locale: string): Record<string, unknown> {
  if (!messages.has(locale))
    messages.set(locale, JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')));
  return messages.get(locale)!;
}

/** A translation as the portal shows it (no interpolation), for finding a control by its name. */
export function tr(language: Language, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue(language.locale),
    );
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${language.locale}`);
  return value;
}
const exactly = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** The demo API's seeded candidate (src/mocks/data/seed.ts). */
export const DEMO_CANDIDATE = {
  id: 'cand-1',
  name: 'Alva Lindqvist',
  email: 'demo@example.com',
  password: 'Demo-pass-1',
};

export interface ScreenContext {
  page: Page;
  context: BrowserContext;
  language: Language;
  origin: string;
}

export async function prepare(
  { context, language, origin }: Omit<ScreenContext, 'page'>,
  { consent = true, loggedIn = false }: { consent?: boolean; loggedIn?: boolean } = {},
): Promise<void> {
  const cookies: Array<{ name: string; value: string; url: string; sameSite: 'Lax' }> = [
    { name: 'i18n_redirected', value: language.code, url: origin, sameSite: 'Lax' },
  ];
  if (consent) {
    cookies.push({
      name: 'cookie-consent',
      value: encodeURIComponent(
        JSON.stringify({ handled: true, statistics: false, marketing: false }),
      ),
      url: origin,
      sameSite: 'Lax',
    });
  }
  if (loggedIn)
    cookies.push({
      name: 'authtoken',
      value: candidateToken(DEMO_CANDIDATE),
      url: origin,
      sameSite: 'Lax',
    });
  await context.addCookies(cookies);
}

export async function ready(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Skeletons and "loading" states give way to the content before a scan.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
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
 * person who just applied sees (it comes with the submission, not the address).
 */
export async function applyToAJob(page: Page, language: Language): Promise<void> {
  await page.goto(await aJobPath(page));
  const field = (key: string) =>
    page.getByRole('textbox', { name: new RegExp(`^${tr(language, key)}`) });
  await field('apply.firstName').fill('Maja');
  await field('apply.lastName').fill('Berg');
  await field('apply.email').fill(`maja.berg.${language.code}@example.com`);
  await field('apply.phone').fill('+46709998877');
  await page
    .getByRole('checkbox', { name: new RegExp(`^${tr(language, 'apply.consents.acceptTerms')}`) })
    .check();
  await page.getByRole('button', { name: tr(language, 'apply.submit') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: tr(language, 'apply.thankYou.heading') }),
  ).toBeVisible();
}

/** An application whose deadline has not passed, so its files can still be changed. */
export async function anApplicationId(page: Page, language: Language): Promise<string> {
  if (!found.has('application')) {
    await page.goto('/application');
    await ready(page);
    const hrefs = await page
      .locator('main a[href^="/application/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    for (const id of [...new Set(hrefs.map((href) => href.split('/')[2]))]) {
      await page.goto(`/application/${id}/application`);
      await ready(page);
      if (await page.getByLabel(tr(language, 'files.upload.label')).count()) {
        found.set('application', id);
        break;
      }
    }
  }
  const id = found.get('application');
  if (!id) throw new Error('The demo data has no application that can still be edited');
  return id;
}

export interface ScreenState {
  name: string;
  /** Opens the state; returns the element to scan when it is a dialog (the rest is inert). */
  open: (screen: ScreenContext) => Promise<Locator | void>;
  loggedIn?: boolean;
  consent?: boolean;
  mobile?: boolean;
  /**
   * Each language opens the state afresh: a dialog makes the header inert, and the bare layout
   * (job and company pages) has no language menu.
   */
  reopen?: boolean;
}

const dialog = (page: Page) => page.getByRole('dialog').last();

export const SCREEN_STATES: ScreenState[] = [
  {
    name: 'job list with filters, and the cookie banner',
    consent: false,
    open: async ({ page, language }) => {
      await page.goto('/');
      await ready(page);
      await expect(page.getByRole('region', { name: tr(language, 'consent.title') })).toBeVisible();
    },
  },
  {
    name: 'cookie banner, detail view',
    consent: false,
    open: async ({ page, language }) => {
      await page.goto('/');
      await ready(page);
      await page.getByRole('button', { name: tr(language, 'consent.handle') }).click();
      await expect(
        page.getByRole('heading', { name: tr(language, 'consent.detailTitle') }),
      ).toBeVisible();
    },
  },
  {
    name: 'job list searched with no result',
    open: async ({ page }) => {
      await page.goto('/?q=zzzxqqnothing');
      await ready(page);
    },
  },
  {
    name: 'the filter bottom sheet on a phone',
    reopen: true,
    mobile: true,
    open: async ({ page, language }) => {
      await page.goto('/');
      await ready(page);
      await page.getByRole('button', { name: exactly(tr(language, 'jobs.filters.open')) }).click();
      await expect(dialog(page)).toBeVisible();
      return dialog(page);
    },
  },
  {
    name: 'job page with the apply form, empty',
    reopen: true,
    open: async ({ page }) => {
      await page.goto(await aJobPath(page));
      await ready(page);
      await page
        .locator('form')
        .filter({ has: page.locator('button[type="submit"]') })
        .last()
        .waitFor();
    },
  },
  {
    name: 'apply form with errors',
    reopen: true,
    open: async ({ page, language }) => {
      await page.goto(await aJobPath(page));
      await ready(page);
      await page.getByRole('button', { name: tr(language, 'apply.submit') }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  {
    name: 'company page',
    reopen: true,
    open: async ({ page }) => {
      await page.goto(await aCompanyPath(page));
      await ready(page);
    },
  },
  {
    name: 'login',
    reopen: true,
    open: async ({ page }) => {
      await page.goto('/?auth=login');
      await expect(dialog(page)).toBeVisible();
      return dialog(page);
    },
  },
  {
    name: 'two-factor code with an error',
    reopen: true,
    open: async ({ page, language }) => {
      await page.goto('/?auth=login');
      const form = dialog(page);
      await form.getByLabel(tr(language, 'auth.fields.email')).fill(DEMO_CANDIDATE.email);
      await form
        .getByLabel(tr(language, 'auth.fields.password'), { exact: true })
        .fill(DEMO_CANDIDATE.password);
      await form.getByRole('button', { name: tr(language, 'auth.login.submit') }).click();
      await form.getByLabel(tr(language, 'auth.tfa.code')).fill('000000');
      await form.getByRole('button', { name: tr(language, 'auth.tfa.submit') }).click();
      await expect(
        form.locator('[aria-invalid="true"], [role="alert"]:not(:empty)').first(),
      ).toBeVisible();
      return form;
    },
  },
  {
    name: 'forgot password',
    reopen: true,
    open: async ({ page }) => {
      await page.goto('/?auth=forgot-password');
      await expect(dialog(page)).toBeVisible();
      return dialog(page);
    },
  },
  {
    name: 'a reset link that is no longer valid (error state)',
    reopen: true,
    open: async ({ page, language }) => {
      await page.goto('/?auth=reset-password&token=no-longer-valid');
      await expect(
        dialog(page).getByText(tr(language, 'auth.resetPassword.invalidLink')),
      ).toBeVisible();
      return dialog(page);
    },
  },
  {
    name: 'registration: the two-factor choice',
    reopen: true,
    open: async ({ page, language }) => {
      const email = `axe.${language.code}.${Date.now()}@example.com`;
      await page.goto('/?auth=create-account');
      await dialog(page).getByLabel(tr(language, 'auth.fields.email')).fill(email);
      await dialog(page)
        .getByRole('button', { name: tr(language, 'auth.createAccount.submit') })
        .click();
      await expect(
        dialog(page).getByRole('heading', { name: tr(language, 'auth.createAccount.sentHeading') }),
      ).toBeVisible();
      // The demo inbox holds the emailed link (README, "Demo inbox").
      await page.getByRole('button', { name: tr(language, 'demo.inbox.button') }).click();
      await page
        .getByRole('dialog', { name: tr(language, 'demo.inbox.title') })
        .getByRole('listitem')
        .filter({ hasText: email })
        .first()
        .getByRole('link', { name: tr(language, 'demo.inbox.openLink') })
        .click();
      const register = dialog(page);
      await register.getByLabel(tr(language, 'auth.fields.givenName')).fill('Axel');
      await register.getByLabel(tr(language, 'auth.fields.familyName')).fill('Berg');
      await register.getByLabel(tr(language, 'auth.fields.phone')).fill('+46701112233');
      await register
        .getByLabel(tr(language, 'auth.fields.password'), { exact: true })
        .fill('Strong-pass-1');
      await register
        .getByLabel(tr(language, 'auth.fields.passwordConfirmation'))
        .fill('Strong-pass-1');
      await register
        .getByRole('checkbox', { name: tr(language, 'auth.register.acceptTerms') })
        .check();
      await register.getByRole('button', { name: tr(language, 'auth.register.continue') }).click();
      await expect(
        register.getByRole('radio', { name: tr(language, 'auth.register.methodSms') }),
      ).toBeChecked();
      return register;
    },
  },
  {
    name: 'my applications',
    loggedIn: true,
    open: async ({ page }) => {
      await page.goto('/application');
      await ready(page);
    },
  },
  {
    name: 'one application, with files',
    loggedIn: true,
    open: async ({ page, language }) => {
      await page.goto(`/application/${await anApplicationId(page, language)}/application`);
      await ready(page);
    },
  },
  {
    name: 'upload with files and an error',
    loggedIn: true,
    open: async ({ page, language }) => {
      await page.goto(`/application/${await anApplicationId(page, language)}/application`);
      await ready(page);
      await page.getByLabel(tr(language, 'files.upload.label')).setInputFiles({
        name: 'virus.exe',
        mimeType: 'application/x-msdownload',
        buffer: Buffer.from('MZ'),
      });
      await expect(page.locator('[role="alert"]:not(:empty)').first()).toBeVisible();
    },
  },
  {
    name: 'file preview',
    reopen: true,
    loggedIn: true,
    open: async ({ page, language }) => {
      await page.goto(`/application/${await anApplicationId(page, language)}/application`);
      await ready(page);
      const preview = page.getByRole('button', { name: tr(language, 'files.preview.open') });
      // The editable application of the seed may hold no file yet: upload one to preview.
      if ((await preview.count()) === 0) {
        await page.getByLabel(tr(language, 'files.upload.label')).setInputFiles({
          name: 'Intyg.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
        });
        await page.getByRole('button', { name: tr(language, 'files.upload.submit') }).click();
        await expect(page.getByText(tr(language, 'files.upload.success'))).toBeVisible();
      }
      await preview.first().click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByText(tr(language, 'files.preview.loading'))).toHaveCount(0);
      return dialog(page);
    },
  },
  {
    name: 'messages, one thread',
    loggedIn: true,
    open: async ({ page, language }) => {
      await page.goto(`/application/${await anApplicationId(page, language)}/messages`);
      await ready(page);
    },
  },
  {
    name: 'tests',
    loggedIn: true,
    open: async ({ page, language }) => {
      await page.goto(`/application/${await anApplicationId(page, language)}/tests`);
      await ready(page);
    },
  },
  {
    name: 'settings',
    loggedIn: true,
    open: async ({ page }) => {
      await page.goto('/user/settings');
      await ready(page);
    },
  },
  {
    name: 'job alerts',
    open: async ({ page }) => {
      await page.goto('/subscription');
      await ready(page);
    },
  },
  {
    name: 'accessibility statement',
    open: async ({ page }) => {
      await page.goto('/accessibility');
      await ready(page);
    },
  },
  {
    name: 'page not found',
    open: async ({ page }) => {
      await page.goto('/no/such/page');
      await ready(page);
    },
  },
  {
    name: 'job that does not exist (error state)',
    reopen: true,
    open: async ({ page }) => {
      await page.goto('/job/no-such-job-anywhere');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    },
  },
  {
    name: 'session ended, back on the home page (error state)',
    loggedIn: true,
    reopen: true,
    open: async ({ page, language }) => {
      // The demo API's fault switch answers the first call as an expired session would.
      await page.goto('/application?demoFail=GET:/applications:jwt-expired:once');
      await expect(page.getByText(tr(language, 'auth.login.sessionEnded'))).toBeVisible();
      await ready(page);
    },
  },
  {
    name: 'no connection while searching (error state)',
    open: async ({ page }) => {
      // The demo API's own fault switch (src/mocks/faults.ts): its service worker answers even
      // when the browser is offline, so the network failure is made there.
      await page.goto('/?demoFail=GET:/jobs:network');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect(page.locator('[role="alert"]:not(:empty)').first()).toBeVisible();
    },
  },
];
