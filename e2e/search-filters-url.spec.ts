import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { prepareVisit } from './support/session';
import { StubApi } from './support/stub-api';
import { serveThroughEdge, test as stubTest } from './support/stub-portal';

/**
 * The job search's filters as a link gives them: a value in another case is the option it names,
 * a value the API does not have leaves the search and the address. And the pages the edge worker
 * renders keep their layout when the browser hydrates them.
 */

test('a link’s filter values: another case is the option, once; an unknown one is dropped', async ({
  context,
  page,
}) => {
  await prepareVisit(context);
  const searches: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/jobs') searches.push(url.searchParams);
  });
  await openPage(page, '/?category=nope&region=stockholm');
  await expect(page).toHaveURL(/\/\?region=Stockholm$/);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const stockholm = filters
    .getByRole('group', { name: 'Region' })
    .getByRole('checkbox', { name: /^Stockholm \(/i });
  await expect(stockholm).toHaveCount(1);
  await expect(stockholm).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: /nope/i })).toHaveCount(0);
  // The list is the known option's: its count is the option's.
  const label = await filters.getByText(/^Stockholm \(\d+\)$/).textContent();
  const count = /\((\d+)\)/.exec(label ?? '')?.[1];
  await expect(page.locator('#job-results-heading')).toHaveText(`${count} jobs found`);
  expect(searches.at(-1)?.getAll('region')).toEqual(['Stockholm']);
  expect(searches.at(-1)?.has('category')).toBe(false);
});

stubTest.describe('through the edge worker', () => {
  let site: { origin: string; close: () => void };

  stubTest.beforeAll(async ({ stubPortal }) => {
    site = await serveThroughEdge(stubPortal.dist, new StubApi(stubPortal.origin));
  });

  stubTest.afterAll(() => site?.close());

  stubTest(
    'the rendered page and its hydration agree on a link’s filters, cleaned on the server',
    async ({ page }) => {
      await new StubApi(site.origin).install(page.context());
      const response = await page.goto(
        `${site.origin}/?category=nope&region=v%C3%A4stra%20g%C3%B6taland`,
      );
      // The worker answered the old address with the clean one, and rendered that.
      expect(response?.request().redirectedFrom()).not.toBeNull();
      expect(await response?.text()).toContain('router-hydration-data');
      const params = new URL(page.url()).searchParams;
      expect([...params]).toEqual([['region', 'Västra Götaland']]);
      const region = page
        .getByRole('group', { name: 'Region' })
        .getByRole('checkbox', { name: /^Västra Götaland/i });
      await expect(region).toHaveCount(1);
      await expect(region).toBeChecked();
      await expect(page.getByRole('checkbox', { name: /nope/i })).toHaveCount(0);
      // Hydrated (a mismatch would be a console error, which fails the test): unticking searches.
      await region.uncheck();
      await expect(page).toHaveURL(`${site.origin}/`);
    },
  );

  /** Every layout shift from the start of the page, as the browser reports them. */
  const recordShifts = () => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  };

  /**
   * The shifts so far, once React has hydrated the server's dates (it keeps its fiber on each
   * element it owns) and two more frames are drawn: what changes after hydration is drawn by then,
   * and a shift is reported after its frame.
   */
  async function layoutShiftOnceHydrated(page: Page): Promise<number> {
    await expect
      .poll(() =>
        page.evaluate(() => {
          const dates = [...document.querySelectorAll('#root time')];
          return (
            dates.length > 0 &&
            dates.every((date) => Object.keys(date).some((key) => key.startsWith('__reactFiber')))
          );
        }),
      )
      .toBe(true);
    return page.evaluate(async () => {
      for (let frame = 0; frame < 2; frame += 1)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      const shifts = (window as unknown as { layoutShifts: number[] }).layoutShifts;
      return shifts.reduce((sum, value) => sum + value, 0);
    });
  }

  for (const path of ['/', '/company/nordvik/about'])
    stubTest(`nothing moves on ${path} on a phone as it hydrates`, async ({ page }) => {
      await new StubApi(site.origin).install(page.context());
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(recordShifts);
      await page.goto(`${site.origin}${path}`);
      await expect(page.getByText(/^Published /).first()).toBeVisible();
      expect(await layoutShiftOnceHydrated(page)).toBe(0);
    });
});
