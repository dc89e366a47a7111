import type { Page } from '@playwright/test';
import type { Job } from '../src/api/contract/jobs';
import { expect, openPage, test } from './fixtures';
import { SWEDISH as swedish, tr } from './support/languages';
import { openPortal } from './support/session';

/**
 * Categories come from the API with a key and a name in each language (docs/api.md, "Categories"):
 * a visitor reads them in the portal's language wherever they show, the URL carries the key, and
 * each ad is marked with the language its employer wrote it in. Against the demo build, whose
 * employers write Swedish, Norwegian, Danish or English.
 */

/** The job the demo API answers for a slug, asked inside the page (its service worker answers). */
const fetchJob = (page: Page, slug: string) =>
  page.evaluate(async (path) => (await (await fetch(path)).json()) as Job, `/jobs/${slug}`);

test.describe('a Swedish visitor', () => {
  test('reads categories in Swedish in the filters, on the cards and in the facts; the ad keeps its language', async ({
    page,
  }) => {
    await openPortal(page, '/', { language: swedish });
    const filters = page.getByRole('complementary', { name: tr(swedish, 'jobs.filters.heading') });
    const categories = filters.getByRole('group', { name: tr(swedish, 'jobs.filters.category') });
    await categories.getByRole('button', { name: /^Visa alla/ }).click();
    await expect(categories.getByRole('checkbox', { name: /^Kundtjänst \(\d+\)$/ })).toBeVisible();
    await expect(
      categories.getByRole('checkbox', { name: /^Hälso- och sjukvård \(\d+\)$/ }),
    ).toBeVisible();
    await expect(categories.getByText(/Customer Service|Healthcare|IT & Software/)).toHaveCount(0);

    await categories.getByRole('checkbox', { name: /^Kundtjänst/ }).check();
    // The key travels, not the name: the same link works in every language.
    await expect(page).toHaveURL(/[?&]category=customer-service(&|$)/);
    const cards = page.locator('.job-list > .job-card');
    await expect(cards.first()).toBeVisible();
    const details = tr(swedish, 'jobs.card.details');
    for (const card of await cards.all())
      await expect(
        card.getByRole('list', { name: details }).getByRole('listitem').first(),
      ).toHaveText('Kundtjänst');

    const link = cards.first().getByRole('heading', { level: 3 }).getByRole('link');
    const slug = (await link.getAttribute('href'))!.replace('/job/', '');
    const job = await fetchJob(page, slug);
    expect(job.language).toMatch(/^(sv|nb|da|en)$/);
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveAttribute(
      'lang',
      job.language!,
    );
    await link.click();

    const title = page.getByRole('heading', { level: 1, name: job.title });
    await expect(title).toHaveAttribute('lang', job.language!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
    const facts = page.getByRole('complementary', { name: tr(swedish, 'jobs.job.facts') });
    await expect(facts.getByRole('definition').filter({ hasText: 'Kundtjänst' })).toHaveCount(1);
    await expect(facts).not.toHaveAttribute('lang');
    const ad = page.getByRole('region', { name: tr(swedish, 'jobs.job.aboutJob') });
    await expect(ad.locator('.rich-text')).toHaveAttribute('lang', job.language!);
  });

  test('a Swedish employer’s ad is in Swedish and marked so; an English one says "an" where it should', async ({
    page,
  }) => {
    await openPortal(page, '/', { language: swedish });
    const jobs: Job[] = [];
    for (let number = 1; number <= 4; number += 1)
      jobs.push(
        ...(await page.evaluate(
          async (q) => ((await (await fetch(`/jobs?${q}`)).json()) as { items: Job[] }).items,
          `includeClosed=true&pageSize=100&page=${number}`,
        )),
      );
    const sv = jobs.find((job) => job.company.id === 'nordvik-logistics')!;
    await openPage(page, `/job/${sv.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('heading', { level: 2, name: 'Om tjänsten' })).toBeVisible();
    await expect(page.getByText(/^Nordvik Logistics söker en /)).toBeVisible();

    // An English ad whose title starts with a vowel sound ("an automation engineer").
    const en = jobs.find(
      (job) => job.language === 'en' && /^([AEIO][a-z]|IT |HR )/.test(job.title),
    )!;
    await openPage(page, `/job/${en.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    const role = en.title.replace(
      /\b([A-Z])([a-z]+)/g,
      (_, first: string, rest: string) => `${first.toLowerCase()}${rest}`,
    );
    await expect(page.getByText(`${en.company.name} is looking for an ${role} in `)).toBeVisible();
  });

  test('reads the categories of job alerts in Swedish, as the demo candidate', async ({ page }) => {
    await openPortal(page, '/subscription', { loggedIn: true, language: swedish });
    const alerts = page.getByRole('region', { name: tr(swedish, 'subscriptions.ownHeading') });
    // The seeded alert stores the key `healthcare`.
    const alert = alerts.getByRole('article').filter({ hasText: 'Hälso- och sjukvård' });
    await expect(alert).toHaveCount(1);
    await expect(alert.getByRole('definition').first()).toHaveText('Hälso- och sjukvård');
    await expect(alerts.getByText('Healthcare')).toHaveCount(0);
  });
});
