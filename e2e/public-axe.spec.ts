import { expect, openPage, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { findClosedJob, findOpenJob, handleConsent, useLanguage } from './public-support';

/** Every public screen state, in each of the four languages, with zero WCAG 2.2 AA violations. */
const LANGUAGES = [
  { code: 'sv', locale: 'sv-SE' },
  { code: 'en', locale: 'en-US' },
  { code: 'no', locale: 'nb-NO' },
  { code: 'dk', locale: 'da-DK' },
] as const;

for (const { code, locale } of LANGUAGES) {
  test.describe(`in ${locale}`, () => {
    test.beforeEach(async ({ context }) => {
      await handleConsent(context);
      await useLanguage(context, code);
    });

    test('the job list with filters, and an empty result', async ({ page }) => {
      await openPage(page, '/?employmentType=full-time');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('.job-list > li').first()).toBeVisible();
      await expect(page.locator('.facet').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await openPage(page, '/?q=zzzqqqxxx');
      await expect(page.locator('.job-search__empty')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the filter bottom sheet and the save-search dialog on a phone', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 320, height: 640 }, locale });
      await handleConsent(context);
      await useLanguage(context, code);
      const page = await context.newPage();
      await openPage(page, '/?q=engineer');
      await expect(page.locator('.job-list > li').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await page.locator('.job-search__toolbar button[aria-haspopup="dialog"]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.locator('.job-search__toolbar button:not([aria-haspopup])').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    });

    test('a job page, and its apply form with errors', async ({ page }) => {
      await openPage(page, '/');
      const job = await findOpenJob(page);
      await openPage(page, `/job/${job.slug}`);
      const submit = page.locator('.apply-form button[type="submit"]');
      await expect(submit).toBeVisible();
      await expectNoAxeViolations(page);
      await submit.click();
      await expect(page.locator('.apply-form input[name="firstName"]')).toBeFocused();
      await expect(page.locator('.form-summary')).toBeVisible();
      await page.locator('.apply-form input[name="attachments"]').setInputFiles({
        name: 'virus.exe',
        mimeType: 'application/x-msdownload',
        buffer: Buffer.from('MZ'),
      });
      await page.locator('.apply-form input[name="cv"]').setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await expect(page.locator('.file-picker__file')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });

    test('a closed job, the thank-you page and a company page', async ({ page }) => {
      await openPage(page, '/');
      const closed = await findClosedJob(page);
      await openPage(page, `/job/${closed.slug}`);
      await expect(page.locator('.job-page__closed')).toBeVisible();
      await expectNoAxeViolations(page);

      const open = await findOpenJob(page);
      // Opened directly it thanks nobody; with the apply form's history state (which a reload
      // keeps) it is the confirmation.
      await openPage(page, `/job/${open.slug}/thank-you`);
      await expect(page.locator('.thank-you__links .button')).toHaveCount(2);
      await expectNoAxeViolations(page);
      await page.evaluate(() =>
        window.history.replaceState(
          { usr: { applied: true, linkedToAccount: false }, key: 'axe', idx: 0 },
          '',
        ),
      );
      await page.reload();
      await expect(page.locator('.thank-you__follow')).toBeVisible();
      await expectNoAxeViolations(page);

      await openPage(page, `/company/${open.company.id}/${open.company.pageSlug}`);
      await expect(page.locator('.company-jobs__item').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('an unknown job', async ({ page, problems }) => {
      problems.allow(/status of 404/);
      await openPage(page, '/job/no-such-job-anywhere');
      await expect(page.locator('.job-status')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
