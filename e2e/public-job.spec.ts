import { expect, openPage, test } from './fixtures';
import { findOpenJob, openAnOpenJobPage } from './support/jobs';
import { openPortal } from './support/session';

test('apply from a job page, with a CV, to the thank-you page', async ({ page }) => {
  await openPortal(page, '/');
  const firstJob = page.locator('.job-list').getByRole('link').first();
  const title = (await firstJob.textContent())!;
  await firstJob.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  // An empty submit first: the summary lists the errors, the first invalid field takes the focus
  // (its error is its description) and the title says "Error:".
  await page.getByRole('button', { name: 'Send application' }).click();
  const summary = page.getByRole('region', { name: 'Not all mandatory fields are filled' });
  await expect(summary).toBeVisible();
  await expect(page.getByRole('textbox', { name: /First name/ })).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);

  await page.getByRole('textbox', { name: /First name/ }).fill('Astrid');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Lindqvist');
  await page.getByRole('textbox', { name: /Email/ }).fill('astrid.lindqvist@example.com');
  await page.getByRole('textbox', { name: /Mobile number/ }).fill('+46701234567');
  await page.getByLabel(/^CV/).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%demo\n'),
  });
  await expect(
    page.getByRole('list', { name: 'Chosen files: CV' }).getByRole('listitem'),
  ).toContainText('cv.pdf');
  await page.getByRole('textbox', { name: /Cover letter/ }).fill('I would like to work with you.');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await expect(summary).toBeHidden();
  await page.getByRole('button', { name: 'Send application' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your application' }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/job\/[^/]+\/thank-you$/);
  await expect(page.getByText(`Your application for ${title}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    /\?auth=create-account$/,
  );
});

test('the company page opens from a job page and lists the job', async ({ page }) => {
  const job = await openAnOpenJobPage(page);
  await page
    .getByRole('banner')
    .getByRole('link', { name: job.company.name })
    .or(page.locator('.job-page__company').getByRole('link', { name: job.company.name }))
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: job.company.name })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/company/${job.company.id}/${job.company.pageSlug}`);
  const jobs = page.getByRole('region', { name: /open jobs?$/ });
  await jobs.getByRole('link', { name: job.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
});

test.describe('at 320 × 640', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('job, company and thank-you pages reflow at 320 px without sideways scrolling', async ({
    page,
  }) => {
    await openPortal(page, '/');
    const job = await findOpenJob(page);
    for (const url of [
      `/job/${job.slug}`,
      `/job/${job.slug}/thank-you`,
      `/company/${job.company.id}/${job.company.pageSlug}`,
    ]) {
      await openPage(page, url);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        url,
      ).toBeLessThanOrEqual(320);
    }
  });
});

test('the whole apply flow works by keyboard alone', async ({ page }) => {
  await openAnOpenJobPage(page);
  await page.getByRole('textbox', { name: /First name/ }).waitFor();
  await page.getByRole('link', { name: 'Apply now' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /First name/ })).toBeFocused();
  await page.keyboard.type('Astrid');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lindqvist');
  await page.keyboard.press('Tab');
  await page.keyboard.type('astrid@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+46701234567');
  // Past the two file inputs (files are optional) to the cover letter.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^CV/)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /Cover letter/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toBeFocused();
  await page.keyboard.press('Space');
  // The terms and the privacy notice beside the box, then the two optional consents.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Terms of use (opens in a new tab)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send application' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your application' }),
  ).toBeVisible();
});
