import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LANGUAGES, prepare, ready } from './support/screens';
import { DEMO_ORIGIN, portalStorage } from './support/demo';

/** Job alerts on the demo build, for the demo candidate and for anonymous visitors. */
const english = LANGUAGES.find((language) => language.code === 'en')!;

async function openAlerts(page: Page, url = '/subscription') {
  await page.goto(url);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
}

test.describe('as the demo candidate', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await prepare({ context, language: english, origin: baseURL! }, { loggedIn: true });
  });

  test("changes a subscription's frequency, and it stays changed", async ({ page }) => {
    await openAlerts(page);
    const alert = page
      .getByRole('region', { name: 'Your job alerts' })
      .getByRole('article')
      .filter({ hasText: 'utvecklare' });
    const frequency = alert.getByLabel('How often to email');
    await expect(frequency).toHaveValue('daily');
    await frequency.selectOption({ label: 'Monthly' });
    await expect(page.getByText('Your changes were saved')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Your job alerts' })
        .getByRole('article')
        .filter({ hasText: 'utvecklare' })
        .getByLabel('How often to email'),
    ).toHaveValue('monthly');
  });

  test('creates an alert by keyboard, with a place from the city list, then deletes it after confirming', async ({
    page,
  }) => {
    await openAlerts(page);
    const form = page.getByRole('region', { name: 'New job alert' });
    await form.getByLabel('Keywords').fill('nurse');
    const place = form.getByRole('combobox', { name: 'Place' });
    await place.pressSequentially('Göt');
    await expect(place).toHaveAttribute('aria-expanded', 'true');
    await place.press('ArrowDown');
    const active = await place.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await place.press('Enter');
    await expect(place).toHaveValue('Göteborg');
    await expect(place).toHaveAttribute('aria-expanded', 'false');
    await form.getByLabel('How often to email').selectOption({ label: 'Daily' });
    await form.getByRole('button', { name: 'Create job alert' }).click();
    await expect(page.getByText('Job alert created')).toBeVisible();

    const list = page.getByRole('region', { name: 'Your job alerts' });
    const created = list
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'nurse' }) });
    await expect(created).toContainText('Göteborg');
    await expect(created).toContainText(/\d+ matching jobs? open now/);
    await created.getByRole('button', { name: 'Delete job alert: nurse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this job alert?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Delete job alert' }).click();
    await expect(page.getByText('The job alert has been deleted')).toBeVisible();
    await expect(created).toHaveCount(0);
  });

  test("a place that does not exist says 'No result found, try typing the full name'", async ({
    page,
  }) => {
    await openAlerts(page);
    await page.getByRole('combobox', { name: 'Place' }).pressSequentially('Qqqzz');
    await expect(page.getByText('No result found, try typing the full name')).toBeVisible();
  });

  test('a saved search link prefills the criteria', async ({ page }) => {
    await openAlerts(
      page,
      '/subscription?q=chef&category=hospitality&employmentType=part-time&employmentType=summer',
    );
    const form = page.getByRole('region', { name: 'New job alert' });
    await expect(form.getByLabel('Keywords')).toHaveValue('chef');
    // The link carries the category's key; the form names it in the visitor's language.
    await expect(form.getByRole('checkbox', { name: 'Hotels & Restaurants' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Healthcare' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Part-time' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Summer job' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Full-time' })).not.toBeChecked();
  });
});

test.describe('as an anonymous visitor', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await prepare({ context, language: english, origin: baseURL! });
  });

  test('subscribes with an email address, confirms through the inbox link, changes and cancels it', async ({
    page,
    problems,
  }) => {
    // After cancelling, the link no longer finds the alert: that 404 is the last check.
    problems.allow(/status of 404/);
    await openAlerts(page);
    await expect(page.getByRole('region', { name: 'Your job alerts' })).toHaveCount(0);
    const form = page.getByRole('region', { name: 'New job alert' });
    await form.getByLabel('Keywords').fill('barista');
    await form.getByLabel('Email', { exact: true }).fill('visitor@example.com');
    await form.getByRole('button', { name: 'Create job alert' }).click();
    await expect(page.getByText('Job alert created')).toBeVisible();
    await expect(
      form.getByText(
        'We have sent an email to visitor@example.com. Open the link in it to confirm your job alert.',
      ),
    ).toBeVisible();

    await page.getByRole('button', { name: /Demo inbox/ }).click();
    const emailedLink = page.getByRole('link', { name: 'Open link' }).last();
    const link = (await emailedLink.getAttribute('href'))!;
    const token = new URL(link, DEMO_ORIGIN).searchParams.get('token')!;
    await emailedLink.click();
    await expect(
      page.getByText('Your job alert is confirmed. We will email you when new jobs match.'),
    ).toBeVisible();
    // Read once: the token is in neither the address nor the tab's storage.
    await expect(page).toHaveURL(/\/subscription$/);
    expect(await portalStorage(page)).not.toContain(token);
    const alert = page.getByRole('article');
    await expect(alert.getByRole('heading', { level: 2, name: 'barista' })).toBeVisible();
    await alert.getByLabel('How often to email').selectOption({ label: 'Monthly' });
    await expect(page.getByText('Your changes were saved')).toBeVisible();

    // A reload keeps the page, not the token: the alert is managed through its emailed link.
    await page.reload();
    await expect(page.getByRole('region', { name: 'New job alert' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.goto(link);
    await expect(
      page.getByText('Here you can change how often we email you, or cancel the job alert.'),
    ).toBeVisible();
    await expect(page.getByRole('article').getByLabel('How often to email')).toHaveValue('monthly');
    await page.getByRole('button', { name: 'Delete job alert: barista' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete job alert' }).click();
    await expect(
      page.getByText('Your job alert has been cancelled. You will get no more emails about it.'),
    ).toBeVisible();
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 2, name: 'This link does not work' }),
    ).toBeVisible();
  });

  test('an invalid link says so', async ({ page, problems }) => {
    problems.allow(/status of 404/);
    await openAlerts(page, '/subscription?token=not-a-real-token');
    await expect(
      page.getByRole('heading', { level: 2, name: 'This link does not work' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a new job alert' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  test('an email is required, and the error is announced on the field', async ({ page }) => {
    await openAlerts(page);
    const form = page.getByRole('region', { name: 'New job alert' });
    await form.getByRole('button', { name: 'Create job alert' }).click();
    await expect(form.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(form.getByText('Email is required')).toBeVisible();
  });
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('job alerts reflow without sideways scrolling', async ({ page, context, baseURL }) => {
    await prepare({ context, language: english, origin: baseURL! }, { loggedIn: true });
    await openAlerts(page);
    await page.locator('summary', { hasText: 'Category' }).click();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
