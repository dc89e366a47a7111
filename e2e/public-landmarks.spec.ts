import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { ENGLISH as english, LANGUAGES, tr } from './support/languages';
import { aCompanyPath, aJobPath } from './support/screens';
import { openPortal } from './support/session';

/**
 * Landmarks on the bare layout, a skip link to the job search's results, and
 * the page number said when paging.
 */

test('on the job and company pages everything is inside a landmark, the logo bar a banner', async ({
  page,
}) => {
  for (const path of [await aJobPath(page), await aCompanyPath(page)]) {
    await openPortal(page, path);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: tr(english, 'app.homeLink') })).toBeVisible();
    await expect(
      banner.getByRole('combobox', { name: tr(english, 'language.label') }),
    ).toBeVisible();
    // axe's "region" rule: no content outside a landmark (the demo's own dock is not the portal's).
    const { violations } = await new AxeBuilder({ page })
      .withRules(['region'])
      .exclude('#demo-inbox-root')
      .analyze();
    expect(
      violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
      path,
    ).toEqual([]);
  }
});

test('a skip link takes the keyboard past the search and the filters to the list: its order, then the first job', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPortal(page, '/');
  const skip = page.getByRole('link', { name: tr(english, 'jobs.results.skipTo') });
  let presses = 0;
  do {
    await page.keyboard.press('Tab');
    presses += 1;
  } while (presses < 40 && !(await skip.evaluate((link) => link === document.activeElement)));
  // The skip link to the page's content, the header's five controls, then this one.
  expect(presses).toBeLessThanOrEqual(7);
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#job-results-heading')).toBeFocused();
  // The list's own control, its order, then the jobs.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('.job-list a').first()).toBeFocused();
});

test('paging says the page number, in each language', async ({ page }) => {
  for (const language of LANGUAGES) {
    await openPortal(page, '/', { language });
    await page
      .getByRole('navigation', { name: tr(language, 'jobs.pagination.label') })
      .getByRole('link', { name: tr(language, 'jobs.pagination.next') })
      .click();
    await expect(page).toHaveURL(/page=2/);
    const said = tr(language, 'jobs.pagination.current')
      .replace('{{page, number}}', '2')
      .replace(/\{\{total, number\}\}/, '\\d+');
    await expect(page.locator('.job-search [role="status"]')).toHaveText(new RegExp(`, ${said}$`));
  }
});
