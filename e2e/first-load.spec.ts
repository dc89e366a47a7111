import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { appliedJobPath, EDITABLE_APPLICATION } from './support/demo';
import { ENGLISH, tr } from './support/languages';
import { openPortal, prepareVisit } from './support/session';

// What a first visit downloads before its page is usable: what a page does not show then (a
// form's strings, a logged-in candidate's list, another page's strings) comes later or never.

/** In the page, from its first script on: when its main heading is first painted. */
function watchContentPaint() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main h1')) return;
    observer.disconnect();
    // A frame's callbacks run just before it paints.
    requestAnimationFrame(() => {
      (window as unknown as { contentPaint: number }).contentPaint = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The scripts of the portal's own origin the page asked for before its heading painted. */
async function scriptsBeforeContentPaint(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const painted = (window as unknown as { contentPaint?: number }).contentPaint ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.startTime < painted)
      .map((entry) => new URL(entry.name).pathname);
  });
}

test("a visitor's job page paints its ad before the form's strings and without a candidate's list", async ({
  page,
}) => {
  await prepareVisit(page.context());
  await page.addInitScript(watchContentPaint);
  await openPage(page, '/');
  const job = page.locator('.job-list').getByRole('link').first();
  const title = (await job.textContent())!;
  await openPage(page, (await job.getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The page's own strings came with it, and the form with its own afterwards.
  await expect(page.getByRole('link', { name: tr(ENGLISH, 'jobs.job.applyNow') })).toBeVisible();
  await expect(
    page.getByRole('button', { name: tr(ENGLISH, 'apply.submit'), exact: true }),
  ).toBeVisible();

  const before = await scriptsBeforeContentPaint(page);
  expect(before.filter((path) => /\/en-US-apply-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(before.filter((path) => /\/streamed-data-[\w-]+\.js$/.test(path))).toEqual([]);
});

test('a candidate who has applied is shown the application, in the hero and in the form’s place', async ({
  page,
}) => {
  await openPortal(page, '/', { loggedIn: true });
  await openPage(page, await appliedJobPath(page));
  await expect(
    page.getByRole('region', { name: tr(ENGLISH, 'apply.applied.heading') }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', {
      name: `${tr(ENGLISH, 'jobs.job.applied')} ${tr(ENGLISH, 'jobs.job.seeApplication')}`,
    }),
  ).toHaveAttribute('href', `/application/${EDITABLE_APPLICATION}/application`);
  await expect(page.getByRole('button', { name: tr(ENGLISH, 'apply.submit') })).toHaveCount(0);
});

test("the home page's first download holds no other page's strings", async ({ page }) => {
  await prepareVisit(page.context());
  const responses: Array<Promise<{ path: string; body: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    responses.push(response.text().then((body) => ({ path, body })));
  });
  await openPage(page, '/');
  await expect(page.locator('.job-list').getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const scripts = await Promise.all(responses);
  const jobPageString = tr(ENGLISH, 'jobs.job.applyNeedsScript');
  const holding = (text: string) =>
    scripts.filter(({ body }) => body.includes(text)).map(({ path }) => path);
  expect(holding(jobPageString)).toEqual([]);
  // The strings the home page shows are there.
  const homePageString = tr(ENGLISH, 'jobs.results.emptyHint');
  expect(holding(homePageString)).not.toEqual([]);
});
