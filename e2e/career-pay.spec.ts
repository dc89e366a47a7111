import type { Locator, Page } from '@playwright/test';
import type { JobSummary } from '../src/api/contract/jobs';
import { expect, openPage, test } from './fixtures';
import { fetchJobs, findClosedJob, openJobSearch, resultsHeading } from './support/jobs';
import { ENGLISH, SWEDISH, tr } from './support/languages';
import { setTextSize } from './support/layout';
import { openPortal, prepareVisit } from './support/session';
import { makeJob, StubApi } from './support/stub-api';
import { serveThroughEdge, test as stubTest } from './support/stub-portal';

/** A job of the demo's open list that `wanted` picks, from its first pages. */
async function findJob(page: Page, wanted: (job: JobSummary) => boolean): Promise<JobSummary> {
  for (let pageNumber = 1; pageNumber <= 4; pageNumber += 1) {
    const { items } = await fetchJobs(page, `pageSize=100&page=${pageNumber}`);
    const job = items.find(wanted);
    if (job) return job;
  }
  throw new Error('The demo catalogue has no such job');
}

/** The card of a job in the list: the list item whose link goes to its page. */
const cardOf = (page: Page, job: JobSummary) =>
  page.getByRole('listitem').filter({ has: page.locator(`a[href="/job/${job.slug}"]`) });

const factsOf = (page: Page, language = ENGLISH) =>
  page.getByRole('complementary', { name: tr(language, 'jobs.job.facts') });

/** The value a fact's term names, in the job page's facts. */
const fact = (page: Page, term: string, language = ENGLISH) =>
  factsOf(page, language)
    .getByRole('definition')
    .filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${term}"]`) });

/** Text as a person reads it: spaces as spaces, and no word joiners (they only hold a line). */
const asRead = async (locator: Locator) =>
  (await locator.textContent())!.replace(/\u2060/g, '').replace(/\s/g, ' ');

async function jobPosting(page: Page): Promise<Record<string, unknown>> {
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  return JSON.parse((await script.textContent())!) as Record<string, unknown>;
}

test('a Swedish visitor reads a monthly range in kronor on the card and in the facts; JobPosting carries it as baseSalary', async ({
  page,
}) => {
  await openPortal(page, '/', { language: SWEDISH });
  const { items } = await fetchJobs(page, 'pageSize=20');
  const job = items.find(
    (item) =>
      item.pay?.kind === 'range' && item.pay.period === 'month' && item.pay.currency === 'SEK',
  )!;
  const pay = job.pay as { min: number; max: number };
  const amount = await page.evaluate(
    ({ min, max }) =>
      new Intl.NumberFormat('sv-SE', {
        style: 'currency',
        currency: 'SEK',
        maximumFractionDigits: 0,
      }).formatRange(min, max),
    pay,
  );
  const text = tr(SWEDISH, 'jobs.pay.per.month').replace('{{amount}}', amount).replace(/\s/g, ' ');
  // "38 000–45 000 kr per månad": the span once, the currency once, spaces between thousands.
  expect(text).toMatch(/^\d{2} \d{3}–\d{2} \d{3} kr per månad$/);
  const onCard = cardOf(page, job).getByText(/per månad$/);
  await expect(onCard).toBeVisible();
  expect(await asRead(onCard)).toBe(text);

  await cardOf(page, job).getByRole('link', { name: job.title }).click();
  const inFacts = fact(page, tr(SWEDISH, 'jobs.job.pay'), SWEDISH);
  await expect(inFacts).toBeVisible();
  expect(await asRead(inFacts)).toBe(text);
  expect((await jobPosting(page)).baseSalary).toEqual({
    '@type': 'MonetaryAmount',
    currency: 'SEK',
    value: {
      '@type': 'QuantitativeValue',
      minValue: pay.min,
      maxValue: pay.max,
      unitText: 'MONTH',
    },
  });
});

test('pay set by a collective agreement names it, and gives search engines no figure', async ({
  page,
}) => {
  await openPortal(page, '/');
  const job = await findJob(page, (item) => item.pay?.kind === 'agreement');
  const { agreement } = job.pay as { agreement: string };
  await openPage(page, `/job/${job.slug}`);
  await expect(fact(page, 'Pay')).toHaveText(`Pay by collective agreement: ${agreement}`);
  expect(await jobPosting(page)).not.toHaveProperty('baseSalary');
});

test('"Only jobs that show pay" narrows the list to jobs with pay, in the URL like the other filters', async ({
  page,
}) => {
  const all = await openJobSearch(page);
  const heading = resultsHeading(page);
  const payOnly = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('group', { name: 'Pay' })
    .getByRole('checkbox', { name: 'Only jobs that show pay' });
  await payOnly.check();
  await expect(page).toHaveURL(/[?&]hasPay=true/);
  const withPay = (await fetchJobs(page, 'hasPay=true')).total;
  expect(withPay).toBeLessThan(all);
  await expect(heading).toHaveText(`${withPay} jobs found`);
  // Every card says what the job pays.
  const cards = page.locator('.job-list > li');
  await expect(cards.filter({ hasText: /per (hour|month|year)|collective agreement/ })).toHaveCount(
    await cards.count(),
  );

  await page.reload();
  await expect(payOnly).toBeChecked();
  await payOnly.uncheck();
  await expect(heading).toHaveText(`${all} jobs found`);
  expect(new URL(page.url()).searchParams.has('hasPay')).toBe(false);
});

test('cards and the job page say when a job was published; a place named as its region is said once', async ({
  page,
}) => {
  await openPortal(page, '/?region=Stockholm');
  const { items } = await fetchJobs(page, 'region=Stockholm');
  const job = items.find((item) => item.location === 'Stockholm')!;
  const card = cardOf(page, job);
  const published = card.getByText(/^Published (today|yesterday|\d+ (days|weeks) ago)$/);
  await expect(published).toBeVisible();
  await expect(published).toHaveAttribute('datetime', job.publishedAt);
  await expect(card.getByText('Stockholm', { exact: true })).toBeVisible();
  await expect(page.getByText(/Stockholm, Stockholm/)).toHaveCount(0);

  await card.getByRole('link', { name: job.title }).click();
  await expect(fact(page, 'Published')).toHaveText(/^(today|yesterday|\d+ (days|weeks) ago)$/);
  await expect(fact(page, 'Location')).toHaveText('Stockholm');
  await expect(factsOf(page).getByRole('term')).not.toContainText(['Region']);
  await expect(page.getByText(/Stockholm, Stockholm/)).toHaveCount(0);
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /**
   * What the first screen shows of the list, as the page opens: each card counted by the share
   * of its height between the list's start and the foot of the window.
   */
  test('the first screen holds at least 2.5 cards, each with its logo; at 320 px and 200 % text nothing scrolls sideways', async ({
    page,
  }) => {
    await openPortal(page, '/');
    const cards = page.locator('.job-list > li');
    await expect(cards.first()).toBeVisible();
    // The logo is beside the company's name, which says it: it says nothing itself.
    await expect(cards.first().getByRole('img')).toHaveCount(0);
    await expect(cards.first().locator('.company-logo')).toHaveCount(1);
    const cardsOnScreen = await cards.evaluateAll((items) =>
      items.reduce((sum, card) => {
        const box = card.getBoundingClientRect();
        const shown = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
        return sum + Math.max(0, shown) / box.height;
      }, 0),
    );
    expect(cardsOnScreen).toBeGreaterThanOrEqual(2.5);

    await page.setViewportSize({ width: 320, height: 640 });
    await setTextSize(page, 2);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBe(0);
  });
});

test('a closed job’s page leads on to similar open jobs', async ({ page }) => {
  await openPortal(page, '/');
  const closed = await findClosedJob(page);
  await openPage(page, `/job/${closed.slug}`);
  await expect(page.getByText('Applications closed')).toBeVisible();
  const similar = page.getByRole('region', { name: 'Similar open jobs' });
  const links = similar.getByRole('listitem').getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeLessThanOrEqual(3);
  const sameKind = closed.category
    ? `/?category=${closed.category.key}`
    : `/?region=${encodeURIComponent(closed.region)}`;
  await expect(similar.getByRole('link', { name: 'See all similar jobs' })).toHaveAttribute(
    'href',
    sameKind.replace(/ /g, '+'),
  );
  // The way on leads to a job that is open.
  await links.first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Apply for this job' })).toBeVisible();
  await expect(page.getByText('Applications closed')).toHaveCount(0);
});

stubTest.describe('before the script, from the edge', () => {
  let site: Awaited<ReturnType<typeof serveThroughEdge>>;

  stubTest.beforeAll(async ({ stubPortal }) => {
    const api = new StubApi(stubPortal.origin);
    api.jobs.push(
      makeJob(4, {
        title: 'Warehouse lead with pay',
        pay: { kind: 'range', min: 32000, max: 36000, currency: 'SEK', period: 'month' },
      }),
    );
    site = await serveThroughEdge(stubPortal.dist, api);
  });

  stubTest.afterAll(() => site?.close());

  stubTest(
    'with JavaScript off, "Only jobs that show pay" is a box of the filters’ form',
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await prepareVisit(context, { origin: site.origin });
      const page = await context.newPage();
      await page.goto(`${site.origin}/`);
      const heading = resultsHeading(page);
      await expect(heading).toHaveText('4 jobs found');
      const payOnly = page.getByRole('checkbox', { name: 'Only jobs that show pay' });
      await payOnly.check();
      await page.getByRole('button', { name: 'Show jobs' }).click();
      await expect(page).toHaveURL(/[?&]hasPay=true/);
      await expect(heading).toHaveText('1 job found');
      await expect(payOnly).toBeChecked();
      expect(await asRead(page.getByText(/per month$/))).toBe('SEK 32,000–36,000 per month');
      await context.close();
    },
  );
});
