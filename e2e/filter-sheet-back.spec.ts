import { expect, test } from './fixtures';
import { ENGLISH, exactly, tr } from './support/languages';
import { openFilterSheet, ready } from './support/screens';
import { openPortal } from './support/session';

/**
 * On a phone the filters are a sheet over the job list, and the phone's Back closes it: what was
 * chosen in it stays chosen, and the next Back leaves the list as it did before the sheet opened.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('Back closes the filter sheet with both filters kept; the next Back goes to the page before', async ({
  page,
}) => {
  // A page before the job search, for the second Back to go to.
  await openPortal(page, '/privacy');
  await page.goto('/');
  await ready(page);

  const sheet = await openFilterSheet(page);
  const employmentType = sheet.getByRole('group', {
    name: tr(ENGLISH, 'jobs.filters.employmentType'),
  });
  await employmentType.getByRole('checkbox', { name: /^Part-time/ }).check();
  await expect(page).toHaveURL(/employmentType=part-time/);
  await employmentType.getByRole('checkbox', { name: /^Internship/ }).check();
  await expect(page).toHaveURL(/employmentType=part-time&employmentType=internship/);
  const show = sheet.getByRole('button', { name: /^Show \d+ jobs?$/ });
  const shown = /\d+/.exec((await show.textContent()) ?? '')![0];

  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/\?employmentType=part-time&employmentType=internship$/);
  await expect(page.getByRole('button', { name: 'Filters (2 selected)' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: /jobs? found$/ })).toHaveText(
    `${shown} ${Number(shown) === 1 ? 'job' : 'jobs'} found`,
  );

  await page.goBack();
  await expect(page).toHaveURL(/\/privacy$/);
});

test('filters chosen in the sheet and shown with its button are one step: Back shows the search before them', async ({
  page,
}) => {
  await openPortal(page, '/?q=utvecklare');

  const sheet = await openFilterSheet(page);
  const employmentType = sheet.getByRole('group', {
    name: tr(ENGLISH, 'jobs.filters.employmentType'),
  });
  await employmentType.getByRole('checkbox', { name: /^Full-time/ }).check();
  await expect(page).toHaveURL(/q=utvecklare&employmentType=full-time/);
  await sheet.getByRole('button', { name: /^Show \d+ jobs?$/ }).click();
  await expect(sheet).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/\/\?q=utvecklare$/);
  await expect(
    page.getByRole('button', { name: exactly(tr(ENGLISH, 'jobs.filters.open')) }),
  ).toBeVisible();
  await expect(sheet).toBeHidden();
});
