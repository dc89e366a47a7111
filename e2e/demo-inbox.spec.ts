import { expect, openPage, test } from './fixtures';
import { logInInDialog } from './support/demo';
import { expectEscapeToClose } from './support/keyboard';
import { openFilterSheet } from './support/screens';
import { DEMO_CANDIDATE, openPortal } from './support/session';

/** Calls the demo API from the page, as the portal's own code would (the service worker answers). */
async function callFromPage(
  page: import('@playwright/test').Page,
  method: string,
  path: string,
  json?: unknown,
) {
  return page.evaluate(
    async ({ method, path, json }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: json === undefined ? {} : { 'Content-Type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await response.text();
      return { status: response.status, type: response.headers.get('content-type'), text };
    },
    { method, path, json },
  );
}

test('the inbox opens as a dialog, shows the SMS login code, and closes with Escape', async ({
  page,
}) => {
  await openPage(page, '/');
  const toggle = page.getByRole('button', { name: 'Demo inbox' });
  await expect(toggle).toBeVisible();

  const login = await callFromPage(page, 'POST', '/auth/login/email-password/', {
    email: 'demo@example.com',
    password: 'Demo-pass-1',
  });
  expect(JSON.parse(login.text)).toEqual({
    userId: 'cand-1',
    tfaMethod: 'sms',
    retryAfter: 30,
    maskedPhone: '+46 70 ••• •• 67',
  });

  await toggle.click();
  const inbox = page.getByRole('dialog', { name: 'Demo inbox' });
  await expect(inbox).toBeVisible();
  const entry = inbox
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Your login code' }) });
  await expect(entry).toContainText('+46701234567');
  const codeText = await entry.getByText(/^Code: \d{6}$/).textContent();
  await expect(inbox.getByText(/^Authenticator code for totp@example\.com: \d{6}$/)).toBeVisible();

  await expectEscapeToClose(page, inbox, toggle);

  const tfa = await callFromPage(page, 'POST', '/auth/tfa', {
    userId: 'cand-1',
    code: codeText!.replace('Code: ', ''),
  });
  expect(tfa.status).toBe(200);
  expect(await page.evaluate(() => document.cookie)).toMatch(/authtoken=[\w-]+\.[\w-]+\./);
  const applications = await callFromPage(page, 'GET', '/applications');
  expect(applications.status).toBe(200);
  expect(JSON.parse(applications.text).length).toBeGreaterThanOrEqual(5);
});

test('emailed links are same-origin links named "Open link"; a reload keeps them; reset clears them', async ({
  page,
}) => {
  await openPage(page, '/');
  await callFromPage(page, 'POST', '/auth/reset-password-request', { email: 'demo@example.com' });
  await page.reload();
  await page.getByRole('button', { name: 'Demo inbox' }).click();
  const entry = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Reset your password' }) });
  const link = entry.getByRole('link', { name: 'Open link' });
  await expect(link).toHaveAttribute('href', /^\/\?auth=reset-password&token=[\w-]+$/);

  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await page.getByRole('button', { name: 'Demo inbox' }).click();
  await expect(page.getByText('Nothing has been sent yet.')).toBeVisible();
});

test('files are served with their bytes and type through the service worker', async ({ page }) => {
  await openPage(page, '/');
  const result = await page.evaluate(async () => {
    const token = (part: unknown) => btoa(JSON.stringify(part)).replace(/=+$/, '');
    document.cookie = `authtoken=${token({ alg: 'none' })}.${token({ user: { id: 'cand-1', name: 'A', type: 'candidate' }, exp: Date.now() / 1000 + 600 })}.; Path=/`;
    const application = await (
      await fetch('/applications/app-1001', { credentials: 'include' })
    ).json();
    const out: Array<{ type: string | null; size: number; expected: number }> = [];
    for (const file of application.files) {
      const response = await fetch(file.contentUrl, { credentials: 'include' });
      const blob = await response.blob();
      out.push({
        type: response.headers.get('content-type'),
        size: blob.size,
        expected: file.size,
      });
    }
    return out;
  });
  expect(result.map((file) => file.type).sort()).toEqual([
    'application/pdf',
    'image/png',
    'video/mp4',
  ]);
  for (const file of result) expect(file.size).toBe(file.expected);
});

test('?demoFail= makes a call fail on purpose until the fault is removed in the inbox', async ({
  page,
  problems,
}) => {
  problems.allow(/503|Failed to load resource/);
  await page.goto('/?demoFail=GET:/jobs:503');
  await page.getByRole('button', { name: 'Demo inbox' }).waitFor();
  expect((await callFromPage(page, 'GET', '/jobs?pageSize=1')).status).toBe(503);
  await page.getByRole('button', { name: 'Demo inbox' }).click();
  await expect(page.getByText('GET:/jobs:503', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove GET:/jobs:503' }).click();
  await expect(page.getByText('No faults are active.')).toBeVisible();
  expect((await callFromPage(page, 'GET', '/jobs?pageSize=1')).status).toBe(200);
});

test('the inbox button stays small and reachable at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openPage(page, '/');
  const box = await page.getByRole('button', { name: 'Demo inbox' }).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(24);
  expect(box!.width).toBeLessThan(200);
  await page.getByRole('button', { name: 'Demo inbox' }).click();
  const panel = await page.getByRole('dialog', { name: 'Demo inbox' }).boundingBox();
  expect(panel!.x).toBeGreaterThanOrEqual(0);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('the demo candidate logs in through the portal with the SMS code from the inbox, then opens settings', async ({
  page,
}) => {
  await openPortal(page, '/?auth=login');
  const login = await logInInDialog(page, { stopAt: 'code' });
  const codeField = login.getByLabel('Two-factor code');

  await page.getByRole('button', { name: 'Demo inbox' }).click();
  const code = (await page
    .getByRole('dialog', { name: 'Demo inbox' })
    .getByText(/^Code: \d{6}$/)
    .first()
    .textContent())!.slice(6);
  // Moving focus back to the page closes the inbox, so it never covers the form.
  await codeField.fill(code);
  await expect(page.getByRole('dialog', { name: 'Demo inbox' })).toBeHidden();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();

  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'My information' }).getByLabel('Email'),
  ).toHaveValue(DEMO_CANDIDATE.email);
  await page.goto('/application');
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
});

/**
 * The demo's dock never covers the portal. The portal's layers that sit on the
 * bottom edge or fill the window end above it, and the page's end scrolls clear of it.
 */
async function underTheDock(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const dock = document.querySelector('#demo-inbox-root .demo-inbox')!.getBoundingClientRect();
    const found: string[] = [];
    const layers = document.querySelectorAll('.modal, .consent-banner, .toast');
    for (const layer of layers) {
      const shown = layer.getBoundingClientRect();
      const parts = [layer, ...layer.querySelectorAll('a, button, input, select, textarea')];
      for (const part of parts) {
        const box = part.getBoundingClientRect();
        // What a layer scrolls out of sight is not on the screen at all.
        const top = Math.max(box.top, shown.top);
        const bottom = Math.min(box.bottom, shown.bottom);
        if (box.width === 0 || bottom <= top) continue;
        if (
          bottom > dock.top + 0.5 &&
          top < dock.bottom &&
          box.right > dock.left &&
          box.left < dock.right
        )
          found.push(
            `${part.tagName.toLowerCase()}.${String(part.className)} "${(part.textContent ?? '').trim().slice(0, 30)}"`,
          );
      }
    }
    return found;
  });
}

test("the dock covers none of the portal's layers, from 320 to 1366 px", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const covered: string[] = [];
  for (const width of [320, 390, 768, 1366]) {
    await context.clearCookies();
    const check = async (state: string) => {
      // A sheet slides in: where it ends up is what counts.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      covered.push(...(await underTheDock(page)).map((part) => `${width} px, ${state}: ${part}`));
    };
    await page.setViewportSize({ width, height: 700 });

    // The cookie banner, before a choice is made.
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
    await check('cookie banner');

    await openPortal(page, '/?auth=login');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await check('login dialog');

    if (width < 768) {
      await page.goto('/');
      await openFilterSheet(page);
      await check('filter sheet');
    }

    await openPortal(page, '/application', { loggedIn: true });
    await page.getByRole('heading', { level: 1, name: 'My applications' }).waitFor();
    await page.getByRole('link', { name: 'Open application' }).first().waitFor();
    // On a phone the card's other actions are behind "More actions".
    const more = page.getByRole('button', { name: 'More actions' }).first();
    if (await more.isVisible()) {
      await more.click();
      await page.getByRole('menuitem', { name: /^Delete application/ }).click();
    } else {
      await page
        .getByRole('button', { name: /^Delete application/ })
        .first()
        .click();
    }
    await expect(page.getByRole('dialog', { name: 'Delete application?' })).toBeVisible();
    await check('delete question');
    await page.keyboard.press('Escape');

    if (width < 768) {
      await page.getByRole('button', { name: /^Menu/ }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await check('side nav');
      await menu.getByRole('button', { name: 'Log out' }).click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    }
    await expect(page.getByText('You are logged out')).toBeVisible();
    await check('toast');

    // The end of the page scrolls clear of the dock.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const end = await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const footer = document.querySelector('.site-footer')!.getBoundingClientRect();
      const dock = document.querySelector('#demo-inbox-root .demo-inbox')!.getBoundingClientRect();
      return { footer: footer.bottom, dock: dock.top };
    });
    if (end.footer > end.dock + 0.5)
      covered.push(
        `${width} px, page end: the footer ends at ${end.footer}, the dock begins at ${end.dock}`,
      );
  }
  expect(covered).toEqual([]);
});
