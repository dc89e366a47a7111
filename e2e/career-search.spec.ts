import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPortal } from './support/session';

/**
 * What candidates expect of a Nordic career site: a search that finds parts of compound titles,
 * a list they can sort, and a way from a search to a job alert.
 */

/** The results, named by their count: "12 jobs found for “ingenjör”". */
const results = (page: Page) => page.getByRole('region', { name: /jobs? found/ });
const heading = (page: Page) => page.locator('#job-results-heading');

test.describe('as a visitor', () => {
  test('a part of a compound finds the titles it sits in: ingenjör, utvecklare', async ({
    page,
  }) => {
    await openPortal(page, '/');
    const box = page.getByRole('searchbox', { name: 'Search jobs' });
    for (const word of ['ingenjör', 'utvecklare']) {
      await box.fill(word);
      await expect(heading(page)).toHaveText(new RegExp(`^[1-9]\\d* jobs? found for “${word}”$`));
      // A title with the word inside it, not at its start: Dataingenjör, Backendutvecklare.
      await expect(
        results(page)
          .getByRole('heading', { level: 3, name: new RegExp(`\\p{L}${word}`, 'iu') })
          .first(),
      ).toBeVisible();
    }
  });

  test('sorting by closing date lists the soonest first and keeps the filters', async ({
    page,
  }) => {
    await openPortal(page, '/?employmentType=full-time');
    await expect(heading(page)).toHaveText(/jobs? found$/);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('newest');
    await sort.selectOption({ label: 'Final apply date' });
    await expect(page).toHaveURL(/\?employmentType=full-time&sort=deadline$/);
    await expect(sort).toHaveValue('deadline');
    const closing = results(page).getByText(/^Apply by /);
    await expect(closing.first()).toBeVisible();
    const dates = (await closing.allTextContents()).map((text) =>
      Date.parse(text.replace(/^Apply by /, '')),
    );
    expect(dates.length).toBeGreaterThan(1);
    expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    await expect(
      page
        .getByRole('group', { name: 'Employment type' })
        .getByRole('checkbox', { name: /^Full-time/ }),
    ).toBeChecked();
  });

  test('“Get these jobs by email” fills the alert form with the search; the email confirms it', async ({
    page,
  }) => {
    await openPortal(page, '/?q=nurse&employmentType=part-time&sort=deadline');
    await expect(heading(page)).toHaveText(/found for “nurse”$/);
    await page.getByRole('link', { name: 'Get these jobs by email' }).click();
    await expect(page).toHaveURL(/\/subscription\?q=nurse&employmentType=part-time$/);
    const form = page.getByRole('region', { name: 'New job alert' });
    await expect(form.getByLabel('Keywords')).toHaveValue('nurse');
    await expect(form.getByRole('checkbox', { name: 'Part-time' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Full-time' })).not.toBeChecked();
    await form.getByLabel('Email', { exact: true }).fill('visitor@example.com');
    await form.getByRole('button', { name: 'Create job alert' }).click();
    await expect(
      form.getByText(
        'We have sent an email to visitor@example.com. Open the link in it to confirm your job alert.',
      ),
    ).toBeVisible();
  });
});

test('a candidate gets the search as a job alert at once, listed with their alerts', async ({
  page,
}) => {
  await openPortal(page, '/?q=ingenj%C3%B6r', { loggedIn: true });
  await expect(heading(page)).toHaveText(/found for “ingenjör”$/);
  await page.getByRole('link', { name: 'Get these jobs by email' }).click();
  const form = page.getByRole('region', { name: 'New job alert' });
  await expect(form.getByLabel('Keywords')).toHaveValue('ingenjör');
  await form.getByRole('button', { name: 'Create job alert' }).click();
  const created = page
    .getByRole('region', { name: 'Your job alerts' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'ingenjör' }) });
  // Counted with the same rule as the list: the compounds are there.
  await expect(created).toContainText(/[1-9]\d* matching jobs? open now/);
});
