import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { portalStorage } from './support/demo';
import { ready } from './support/screens';
import { DEMO_ORIGIN, logIn, prepareVisit } from './support/session';

/**
 * Job alerts on the demo build, for the demo candidate and for anonymous visitors. (A saved
 * search's criteria filled in, the email required, a place with no result and a link that does not
 * work: the job alerts page's unit tests.)
 */
async function openAlerts(page: Page, url = '/subscription') {
  await page.goto(url);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
}

test.describe('as the demo candidate', () => {
  test.beforeEach(async ({ context }) => {
    await logIn(context);
  });

  test("changes a subscription's frequency, and it stays changed", async ({ page }) => {
    await openAlerts(page);
    const alert = page
      .getByRole('region', { name: 'Your job alerts' })
      .getByRole('article')
      .filter({ hasText: 'utvecklare' });
    // A part of a word matches: Backendutvecklare is one of the jobs it finds.
    await expect(alert).toContainText(/[1-9]\d* matching jobs? open now/);
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
});

test.describe('as an anonymous visitor', () => {
  test.beforeEach(async ({ context }) => {
    await prepareVisit(context);
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
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('job alerts reflow without sideways scrolling', async ({ page, context }) => {
    await logIn(context);
    await openAlerts(page);
    await page.locator('summary', { hasText: 'Category' }).click();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
