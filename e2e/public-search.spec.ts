import { expect, test } from './fixtures';
import { countShown, openJobSearch, resultsHeading } from './support/jobs';
import { openFilterSheet } from './support/screens';
import { openPortal } from './support/session';

test('a search narrows the count, the URL holds it, and reset restores the full count', async ({
  page,
}) => {
  const all = await openJobSearch(page);
  const heading = resultsHeading(page);
  await expect(heading).toHaveText(/^\d+ jobs found$/);

  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('developer');
  await expect(heading).toHaveText(/jobs? found for “developer”$/);
  const narrowed = await countShown(page);
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(all);
  expect(new URL(page.url()).searchParams.get('q')).toBe('developer');

  // The URL is the state: a reload lands on the same search.
  await page.reload();
  await expect(heading).toHaveText(
    `${narrowed} ${narrowed === 1 ? 'job' : 'jobs'} found for “developer”`,
  );

  await page.getByRole('button', { name: 'Reset search' }).click();
  await expect(heading).toHaveText(`${all} jobs found`);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
  expect(new URL(page.url()).search).toBe('');
});

test('a filter on a wide screen narrows the list; back and forward walk the searches', async ({
  page,
}) => {
  const all = await openJobSearch(page);
  const heading = resultsHeading(page);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const partTime = filters
    .getByRole('group', { name: 'Employment type' })
    .getByRole('checkbox', { name: /^Part-time/ });
  const expected = Number(
    /\((\d+)\)/.exec(
      (await partTime.textContent()) ?? (await partTime.getAttribute('aria-label')) ?? '',
    )?.[1] ?? NaN,
  );
  await partTime.check();
  await expect(page).toHaveURL(/employmentType=part-time/);
  await expect.poll(() => countShown(page)).toBeLessThan(all);
  if (!Number.isNaN(expected)) expect(await countShown(page)).toBe(expected);

  await page.goBack();
  await expect(heading).toHaveText(`${all} jobs found`);
  await expect(partTime).not.toBeChecked();
  await page.goForward();
  await expect(partTime).toBeChecked();
});

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('on a phone the filters are a bottom sheet; a filter chosen there narrows the list', async ({
    page,
  }) => {
    const all = await openJobSearch(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    const sheet = await openFilterSheet(page);
    const box = await sheet.boundingBox();
    // On the bottom edge: in the demo build, the edge of the demo's dock, which nothing covers.
    const dock = await page.locator('#demo-inbox-root .demo-inbox').boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan((dock?.y ?? 740) - 10);
    await sheet
      .getByRole('group', { name: 'Employment type' })
      .getByRole('checkbox', { name: /^Internship/ })
      .check();
    await expect(page).toHaveURL(/employmentType=internship/);
    const show = sheet.getByRole('button', { name: /^Show \d+ jobs?$/ });
    await expect(show).toBeVisible();
    // By keyboard.
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1 selected)' })).toBeFocused();
    await expect.poll(() => countShown(page)).toBeLessThan(all);
  });
});

test('a saved search is listed after a reload and becomes a job alert link', async ({ page }) => {
  await openPortal(page, '/?q=nurse');
  await expect(resultsHeading(page)).toHaveText(/for “nurse”/);
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Nurse jobs');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/');
  const saved = page.getByRole('region', { name: 'Saved searches' });
  await expect(saved.getByRole('link', { name: 'Nurse jobs', exact: true })).toBeVisible();
  await expect(
    saved.getByRole('link', { name: /^Get these jobs by email\s?: Nurse jobs$/ }),
  ).toHaveAttribute('href', '/subscription?q=nurse');
  await saved.getByRole('link', { name: 'Nurse jobs', exact: true }).click();
  await expect(page).toHaveURL(/\?q=nurse$/);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('nurse');
});

test('a 1,000-character search with markup and emoji is handled and echoed as text', async ({
  page,
}) => {
  await openPortal(page, '/');
  const words = `<img src=x onerror=alert(1)> 🚀 ${'lång '.repeat(200)}`;
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(words);
  await expect(resultsHeading(page)).toHaveText(
    /0 jobs found for “<img src=x onerror=alert\(1\)> 🚀 lång/,
  );
  await expect(page.getByText('No jobs match your search')).toBeVisible();
  expect(await page.locator('#root img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});
