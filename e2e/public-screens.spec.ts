import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAnOpenJobPage, resultsHeading } from './support/jobs';
import { openFilterSheet } from './support/screens';
import { openPortal, storedConsent } from './support/session';

/**
 * The public screens' finish: the way to the saved searches, the phone sheet's
 * button, the cookie banner's detail view, the error pages, the job's heading and the focus ring.
 * Demo build, English unless a test says otherwise. (Copying and sharing a job and the company
 * page's headings: the job and company pages' unit tests.)
 */

/** The demo build's floating inbox button is not the portal's (production builds have none). */
const hideDemoInbox = (page: Page) =>
  page.evaluate(() => {
    const inbox = document.querySelector<HTMLElement>('#demo-inbox-root');
    if (inbox) inbox.style.display = 'none';
  });

/** A route chunk that can never be fetched: its lazy route ends on the generic error page. */
const breakJobAlertsChunk = (context: BrowserContext) =>
  // The context, not the page: the demo's service worker fetches the page's scripts.
  context.route(/\/assets\/subscription-[^/]*\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );

async function openGenericErrorPage(page: Page) {
  await openPortal(page, '/');
  // The header's link to the job alerts, in whichever language.
  await page.locator('nav a[href="/subscription"]').first().click();
  await expect(page.locator('.error-page')).toBeVisible();
}

test.describe('the job search', () => {
  test('saved searches are reachable from the search bar: their count, as a link that takes the focus to them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openPortal(page, '/?q=engineer');
    const search = page.getByRole('search');
    await expect(search.getByRole('link', { name: /Saved searches/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/');

    const link = search.getByRole('link', { name: 'Saved searches (1)' });
    await expect(link).toBeInViewport();
    // The list itself is below all the results and the page numbers.
    const heading = page.getByRole('heading', { name: 'Saved searches', exact: true });
    await expect(heading).toBeAttached();
    await expect(heading).not.toBeInViewport();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(
      page
        .getByRole('region', { name: 'Saved searches' })
        .getByRole('link', { name: 'engineer', exact: true }),
    ).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('on a phone, "Show N jobs" stays at the bottom of the filter sheet, and Tab never hides a filter under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await openPortal(page, '/');
    await expect(resultsHeading(page)).toHaveText(/jobs found/);
    await hideDemoInbox(page);
    const sheet = await openFilterSheet(page);
    const show = sheet.getByRole('button', { name: /^Show \d+ jobs?$/ });
    await expect(show).toBeVisible();

    const barOnScreen = async () => {
      const box = (await show.boundingBox())!;
      const onTop = await show.evaluate((button) => {
        const rect = button.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return hit !== null && button.contains(hit);
      });
      return { onScreen: box.y >= 0 && box.y + box.height <= 700, onTop };
    };
    // Polled: the sheet slides in.
    await expect.poll(barOnScreen).toEqual({ onScreen: true, onTop: true });
    await sheet.evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight / 2));
    // Polled: the sheet slides in.
    await expect.poll(barOnScreen).toEqual({ onScreen: true, onTop: true });

    // Tab from the top through the filters: each focused one is clear of the bar.
    await sheet.evaluate((dialog) => dialog.scrollTo(0, 0));
    await sheet.getByRole('button', { name: 'Close' }).focus();
    const covered: string[] = [];
    for (let stop = 0; stop < 30; stop += 1) {
      await page.keyboard.press('Tab');
      const clash = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const bar = document.querySelector('.job-search__sheet-actions');
        if (!focused || !bar || bar.contains(focused)) return null;
        const box = focused.getBoundingClientRect();
        const barTop = bar.getBoundingClientRect().top;
        return box.bottom > barTop
          ? `${focused.getAttribute('aria-label') ?? focused.textContent ?? focused.tagName}`
          : null;
      });
      if (clash) covered.push(clash);
    }
    expect(covered).toEqual([]);
  });
});

test.describe("the cookie banner's detail view", () => {
  test('Reject all stores both off; the switches there start off', async ({ page, context }) => {
    await openPortal(page, '/', { consent: false });
    await page.getByRole('button', { name: 'Handle cookies' }).click();
    const details = page.getByRole('region', { name: 'Cookie settings' });
    await expect(details.getByRole('switch', { name: 'Statistics' })).not.toBeChecked();
    await expect(details.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await details.getByRole('switch', { name: 'Statistics' }).check();
    await details.getByRole('button', { name: 'Reject all' }).click();
    await expect(details).toBeHidden();
    await expect
      .poll(() => storedConsent(context))
      .toEqual({
        handled: true,
        statistics: false,
        marketing: false,
      });
  });

  test('Back returns to the first view as it was left, with the focus on Handle cookies', async ({
    page,
    context,
  }) => {
    await openPortal(page, '/', { consent: false });
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.getByRole('switch', { name: 'Marketing' }).uncheck();
    await banner.getByRole('button', { name: 'Handle cookies' }).click();
    const details = page.getByRole('region', { name: 'Cookie settings' });
    await details.getByRole('button', { name: 'Back' }).click();
    await expect(banner.getByRole('switch', { name: 'Statistics' })).toBeChecked();
    await expect(banner.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await expect(banner.getByRole('button', { name: 'Handle cookies' })).toBeFocused();
    expect((await context.cookies()).some((entry) => entry.name === 'cookie-consent')).toBe(false);
  });
});

test.describe('error pages', () => {
  test('a job ad that could not be fetched offers Try again, which brings the ad', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 503/);
    const job = await openAnOpenJobPage(page, '?demoFail=GET:/jobs/*:503:once');
    await expect(
      page.getByRole('heading', { level: 1, name: 'The job ad cannot be shown' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeHidden();
  });

  test('the generic error page names itself in the tab and shows its logo, with a light focus ring on the band', async ({
    page,
    context,
    problems,
  }) => {
    problems.allow(/status of 404|Failed to fetch dynamically imported module/);
    await breakJobAlertsChunk(context);
    await openGenericErrorPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    await expect(page).toHaveTitle('Error – Jobs portal');
    const logo = page.getByRole('link', { name: 'Jobs portal – to the home page' });
    await expect(logo).toBeVisible();
    // The mark is a tile with a bag drawn on it: the bag must stand out from the tile.
    const [tile, bag] = await logo.evaluate((link) => [
      getComputedStyle(link.querySelector('rect')!).fill,
      getComputedStyle(link.querySelector('path')!).stroke,
    ]);
    expect(contrast(tile!, bag!)).toBeGreaterThanOrEqual(3);

    // Its focus ring is light on the blue band, 3:1 at least at both ends of the gradient.
    await page.keyboard.press('Tab');
    await expect(logo).toBeFocused();
    const focus = await logo.evaluate((link) => ({
      color: getComputedStyle(link).outlineColor,
      visible: link.matches(':focus-visible'),
    }));
    expect(focus.visible).toBe(true);
    for (const band of ['rgb(8, 63, 122)', 'rgb(10, 88, 168)'])
      expect(contrast(focus.color, band)).toBeGreaterThanOrEqual(3);
  });
});

test.describe('the job page', () => {
  test("the company's logo and name are with the title, and the tab names the company", async ({
    page,
  }) => {
    const job = await openAnOpenJobPage(page);
    const title = page.getByRole('heading', { level: 1, name: job.title });
    await expect(title).toBeVisible();
    const heading = page.locator('.job-page__heading');
    await expect(heading.getByRole('link', { name: job.company.name })).toBeVisible();
    const logo = heading.locator('.company-logo');
    await expect(logo).toBeVisible();
    const [logoBox, titleBox] = [(await logo.boundingBox())!, (await title.boundingBox())!];
    // Beside the title on a desktop, not somewhere down the page.
    expect(logoBox.y).toBeLessThan(titleBox.y + titleBox.height);
    await expect(page).toHaveTitle(`${job.title} – ${job.company.name} – Jobs portal`);
  });
});

/* Colours as computed styles give them: rgb(r, g, b). */
const channels = (color: string) =>
  color
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);
function luminance(color: string): number {
  const [r, g, b] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
function hue(color: string): number {
  const [r, g, b] = channels(color).map((value) => value / 255);
  const max = Math.max(r!, g!, b!);
  const min = Math.min(r!, g!, b!);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g! - b!) / d) % 6 : max === g ? (b! - r!) / d + 2 : (r! - g!) / d + 4;
  return (h * 60 + 360) % 360;
}
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** The focused element's ring and what it is drawn on (the nearest opaque background). */
async function ring(target: Locator) {
  await target.focus();
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    let ground: Element | null = element.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (ground) {
      const color = getComputedStyle(ground).backgroundColor;
      if (!/rgba\(.*, 0\)|transparent/.test(color)) {
        background = color;
        break;
      }
      ground = ground.parentElement;
    }
    return {
      visible: element.matches(':focus-visible'),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      background,
    };
  });
}

test('the focus ring cannot be taken for an error: its own hue, at least 3:1 on what it sits on', async ({
  page,
}) => {
  const job = await openAnOpenJobPage(page);
  // By keyboard throughout: the ring is for keyboard focus (:focus-visible).
  await page.getByRole('button', { name: 'Send application' }).focus();
  await page.keyboard.press('Enter');
  const invalid = page.getByRole('textbox', { name: /First name/ });
  await expect(invalid).toBeFocused();
  const errorRed = await invalid.evaluate((field) => getComputedStyle(field).borderTopColor);

  const checks = [
    invalid,
    page.getByRole('button', { name: 'Send application' }),
    page.getByRole('link', { name: /Share on LinkedIn/ }),
    page.locator('.job-page__heading').getByRole('link', { name: job.company.name }),
  ];
  for (const target of checks) {
    const focus = await ring(target);
    expect(focus.visible).toBe(true);
    expect(focus.style).toBe('solid');
    expect(focus.width).toBeGreaterThanOrEqual(2);
    expect(contrast(focus.color, focus.background)).toBeGreaterThanOrEqual(3);
    expect(hueDistance(hue(focus.color), hue(errorRed))).toBeGreaterThan(60);
  }

  // On dark ground (a toast) the ring is light, still 3:1.
  await page.getByRole('button', { name: 'Copy link' }).focus();
  await page.keyboard.press('Enter');
  const close = page.locator('.toast').first().getByRole('button');
  const onToast = await ring(close);
  expect(contrast(onToast.color, onToast.background)).toBeGreaterThanOrEqual(3);
});
