import { expect, openPage, test } from './fixtures';

test('the home page renders without console or page errors', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeVisible();
  await expect(page).toHaveTitle(/Open jobs/);
});

test('switching language changes the visible text and writes i18n_redirected', async ({
  page,
  context,
}) => {
  await openPage(page, '/');
  await page.getByLabel('Language').selectOption({ label: 'Svenska' });
  await expect(page.getByRole('heading', { level: 1, name: 'Lediga jobb' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
  const languageCookie = async () =>
    (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  // The page's write reaches the browser's cookie store a moment later.
  await expect.poll(async () => (await languageCookie())?.value).toBe('sv');
  const cookie = await languageCookie();
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lediga jobb' })).toBeVisible();
});

test('an unknown language in the cookie falls back to the browser language', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'da-DK' });
  await context.addCookies([
    {
      name: 'i18n_redirected',
      value: 'xx',
      url: 'http://127.0.0.1:' + (process.env.E2E_PORT ?? 4180),
    },
  ]);
  const page = await context.newPage();
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledige job' })).toBeVisible();
  await context.close();
});

test('a malformed authtoken leaves the visitor anonymous and removes the cookie', async ({
  page,
  context,
}) => {
  await context.addCookies([
    {
      name: 'authtoken',
      value: 'garbage.token',
      url: 'http://127.0.0.1:' + (process.env.E2E_PORT ?? 4180),
    },
  ]);
  await openPage(page, '/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'authtoken')).toBe(false);
});

test('a page opened fresh in the tab starts at the top, not where the last page was scrolled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await openPage(page, '/?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Open jobs' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
