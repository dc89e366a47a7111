import { expect, type Page } from '@playwright/test';
import { tr, type Language } from './languages';

/**
 * Ways to the demo build's screens that work in any of the four languages: every label is read
 * from the locale files.
 */

/** The page has rendered its first heading, its calls are done and no part of it is loading. */
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
