import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ENGLISH as en, tr } from './support/languages';
import { aCompanyPath, aJobPath, anApplicationId, ready } from './support/screens';
import { logIn, prepareVisit } from './support/session';

/**
 * What axe cannot see: reflow at 320 px, target sizes, focus that is never hidden
 * under the cookie banner or a sticky bar, focus kept in dialogs and returned, and the apply flow
 * by keyboard alone. English, demo build.
 */
async function pages(page: Page): Promise<Array<{ url: string; loggedIn: boolean }>> {
  const job = await aJobPath(page);
  const company = await aCompanyPath(page);
  return [
    { url: '/', loggedIn: false },
    { url: job, loggedIn: false },
    { url: company, loggedIn: false },
    { url: '/subscription', loggedIn: false },
    { url: '/accessibility', loggedIn: false },
    { url: '/privacy', loggedIn: false },
    { url: '/terms', loggedIn: false },
    { url: '/no/such/page', loggedIn: false },
    { url: '/?auth=login', loggedIn: false },
    { url: '/application', loggedIn: true },
    { url: 'APPLICATION/application', loggedIn: true },
    { url: 'APPLICATION/messages', loggedIn: true },
    { url: 'APPLICATION/tests', loggedIn: true },
    { url: '/user/settings', loggedIn: true },
  ];
}

async function eachPage(
  page: Page,
  context: import('@playwright/test').BrowserContext,
  check: (url: string) => Promise<void>,
) {
  await prepareVisit(context);
  const list = await pages(page);
  for (const { url, loggedIn } of list) {
    if (loggedIn) await logIn(context);
    else await context.clearCookies({ name: 'authtoken' });
    const target = url.startsWith('APPLICATION')
      ? url.replace('APPLICATION', `/application/${await anApplicationId(page, en)}`)
      : url;
    await page.goto(target);
    await ready(page);
    await check(target);
  }
}

test('no horizontal scrolling at 320 px wide, on every screen', async ({
  page,
  context,
  problems,
}) => {
  test.setTimeout(120_000);
  problems.allow(/status of 404/);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflowing: string[] = [];
  await eachPage(page, context, async (url) => {
    const width = await page.evaluate(() =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    );
    if (width > 320) {
      const culprits = await page.evaluate(() =>
        Array.from(document.querySelectorAll('body *'))
          .filter((element) => element.getBoundingClientRect().right > 321)
          .slice(0, 3)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      );
      overflowing.push(`${url}: ${width}px (${culprits.join(', ')})`);
    }
  });
  expect(overflowing).toEqual([]);
});

test('every interactive target is at least 24 × 24 px, on every screen', async ({
  page,
  context,
  problems,
}) => {
  test.setTimeout(120_000);
  problems.allow(/status of 404/);
  const small: string[] = [];
  const viewports = [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ];
  // Each screen loaded once, measured on a desktop, then in a phone's window.
  await eachPage(page, context, async (url) => {
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      const found = await page.evaluate(() => {
        const selector =
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="switch"], [role="checkbox"], [tabindex]:not([tabindex="-1"])';
        const problems: string[] = [];
        for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
          const style = getComputedStyle(element);
          if (
            style.visibility === 'hidden' ||
            style.display === 'none' ||
            element.closest('[inert], [aria-hidden="true"]')
          )
            continue;
          let box = element.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue;
          // A visually hidden native control is operated through its label: measure that.
          if (box.width <= 2 || box.height <= 2) {
            const label = (element as HTMLInputElement).labels?.[0];
            if (!label) continue;
            box = label.getBoundingClientRect();
          }
          // WCAG 2.5.8 exception: a link inside a sentence is sized by the line of text.
          const inSentence =
            element.tagName === 'A' &&
            style.display === 'inline' &&
            element.parentElement?.closest('p, li, dd, td') !== null;
          if (inSentence) continue;
          if (box.width < 24 || box.height < 24) {
            const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
              .trim()
              .slice(0, 30);
            problems.push(
              `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
            );
          }
        }
        return problems;
      });
      small.push(...found.map((problem) => `${viewport.width}px ${url}: ${problem}`));
    }
    await page.setViewportSize(viewports[0]!);
  });
  expect(small).toEqual([]);
});

/** Whether the focused element can be seen: some of it is the topmost thing at its own position. */
async function focusVisibility(
  page: Page,
): Promise<{ description: string; visible: boolean; where?: string } | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    let target: Element = element;
    let box = element.getBoundingClientRect();
    // A visually hidden native control (a styled checkbox or switch) is seen through its label.
    if ((box.width <= 2 || box.height <= 2) && (element as HTMLInputElement).labels?.[0]) {
      target = (element as HTMLInputElement).labels![0];
      box = target.getBoundingClientRect();
    }
    const description = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    if (box.width === 0 || box.height === 0) return { description, visible: true, where: '' };
    const points: Array<[number, number]> = [];
    for (const fx of [0.1, 0.5, 0.9])
      for (const fy of [0.1, 0.5, 0.9])
        points.push([box.left + box.width * fx, box.top + box.height * fy]);
    const visible = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      const label = (element as HTMLInputElement).labels?.[0];
      return (
        top !== null &&
        (top === target ||
          target.contains(top) ||
          top.contains(target) ||
          element.contains(top) ||
          label?.contains(top) === true)
      );
    });
    const centre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const where = `at ${Math.round(box.left)},${Math.round(box.top)} under ${centre ? `${centre.tagName.toLowerCase()}.${String(centre.className)}` : 'nothing (off screen)'}`;
    return { description, visible, where };
  });
}

for (const [where, path] of [
  ['the job list', async (_page: Page) => '/'],
  ['a job page with its form', aJobPath],
] as const) {
  test(`tabbing through ${where}: focus is never hidden under the cookie banner or a sticky bar`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const url = await path(page);
    await context.clearCookies();
    await prepareVisit(context, { consent: false });
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 390, height: 700 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await ready(page);
      await expect(page.getByRole('region', { name: tr(en, 'consent.title') })).toBeVisible();
      const hidden: string[] = [];
      for (let stop = 0; stop < 80; stop += 1) {
        await page.keyboard.press('Tab');
        const focus = await focusVisibility(page);
        if (focus && !focus.visible)
          hidden.push(`${viewport.width}px stop ${stop}: ${focus.description} ${focus.where}`);
      }
      expect(hidden).toEqual([]);
    }
  });
}

test('the login dialog keeps focus inside, closes with Escape and returns focus to its opener', async ({
  page,
  context,
}) => {
  await prepareVisit(context);
  await page.goto('/');
  await ready(page);
  const opener = page.getByRole('link', { name: 'Log in' }).first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
    .toBe(true);
  for (let stop = 0; stop < 25; stop += 1) {
    await page.keyboard.press(stop % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(
      await dialog.evaluate((node) => node.contains(document.activeElement)),
      `focus left the dialog at stop ${stop}`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the filter sheet on a phone keeps focus inside and returns it to its button', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await prepareVisit(context);
  await page.goto('/');
  await ready(page);
  const opener = page.getByRole('button', { name: /^Filters/ });
  await opener.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  for (let stop = 0; stop < 40; stop += 1) {
    await page.keyboard.press('Tab');
    expect(
      await sheet.evaluate((node) => node.contains(document.activeElement)),
      `focus left the sheet at stop ${stop}`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the apply flow by keyboard alone, from the job ad to the thank-you page', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await prepareVisit(context);
  await page.goto(await aJobPath(page));
  await ready(page);
  await page.getByRole('button', { name: 'Send application' }).waitFor();

  /** Tabs forward until the focused element has this accessible label (no mouse, no .focus()). */
  async function tabTo(label: RegExp) {
    for (let stop = 0; stop < 150; stop += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        if (!element) return '';
        const labelled =
          element.labels?.[0]?.textContent ??
          element.getAttribute('aria-label') ??
          element.textContent ??
          '';
        return labelled.trim();
      });
      if (label.test(name)) return;
    }
    throw new Error(`Tab never reached ${label}`);
  }

  await tabTo(/^First name/);
  await page.keyboard.type('Alva');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lind');
  await tabTo(/^Email/);
  await page.keyboard.type('alva.keyboard@example.com');
  await tabTo(/^Mobile number/);
  await page.keyboard.type('+46701234567');
  await tabTo(/^Cover letter/);
  await page.keyboard.type('Written without a mouse.');
  await tabTo(/^I accept the terms/);
  await page.keyboard.press('Space');
  await tabTo(/^Send application$/);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your application' }),
  ).toBeVisible();
});
