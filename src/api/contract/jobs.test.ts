import { describe, expect, test } from 'vitest';
import { toJob } from '@/mocks/data/jobs';
import { catalog } from '@/mocks/store';
import { call, without } from '@/mocks/test-client';
import {
  isCityList,
  isCompanyPage,
  isJob,
  isJobSearchResult,
  isJobSummary,
  type Job,
} from './jobs';

const summary = {
  id: 'job-1',
  slug: 'sjukskoterska-uppsala',
  title: 'Sjuksköterska',
  company: { id: 'ljusdal-vard', name: 'Ljusdal Vård', pageSlug: 'about-us', logoUrl: null },
  location: 'Uppsala',
  region: 'Uppsala',
  country: 'SE',
  category: {
    key: 'healthcare',
    labels: { 'sv-SE': 'Hälso- och sjukvård', 'en-US': 'Healthcare' },
  },
  language: 'sv',
  employmentType: 'full-time',
  publishedAt: '2025-06-01T08:00:00.000Z',
  finalApplyDate: '2025-06-30T21:59:00.000Z',
  excerpt: 'Ljusdal Vård söker en sjuksköterska.',
};
const facets = {
  category: [
    {
      value: 'healthcare',
      label: 'Healthcare',
      labels: { 'sv-SE': 'Hälso- och sjukvård' },
      count: 1,
    },
  ],
  region: [{ value: 'Uppsala', label: 'Uppsala', count: 1 }],
  company: [{ value: 'ljusdal-vard', label: 'Ljusdal Vård', count: 1 }],
  employmentType: [{ value: 'full-time', label: 'full-time', count: 1 }],
};

describe('a job’s category and language', () => {
  test('a category is a key with labels by language; no category and no language are null', () => {
    expect(isJobSummary(summary)).toBe(true);
    expect(isJobSummary({ ...summary, category: null, language: null })).toBe(true);
    expect(isJobSummary({ ...summary, category: { key: 'healthcare', labels: {} } })).toBe(true);
  });

  test('the older shape, a display name for a category, is a wrong answer', () => {
    expect(isJobSummary({ ...summary, category: 'Healthcare' })).toBe(false);
    expect(isJobSummary({ ...summary, category: undefined })).toBe(false);
    expect(isJobSummary({ ...summary, category: { labels: {} } })).toBe(false);
    expect(isJobSummary({ ...summary, category: { key: '', labels: {} } })).toBe(false);
    expect(isJobSummary({ ...summary, category: { key: 'healthcare' } })).toBe(false);
    expect(
      isJobSummary({ ...summary, category: { key: 'healthcare', labels: { 'sv-SE': 3 } } }),
    ).toBe(false);
    expect(
      isJobSummary({ ...summary, category: { key: 'healthcare', labels: { 'not a tag': 'x' } } }),
    ).toBe(false);
  });

  test('the ad’s language is a well-formed language tag, and must be given', () => {
    for (const language of ['sv', 'nb-NO', 'da-DK', 'en', 'nn', 'sr-Latn'])
      expect(isJobSummary({ ...summary, language })).toBe(true);
    for (const language of ['', 'sv_SE!', 'swedish language', 7, undefined])
      expect(isJobSummary({ ...summary, language })).toBe(false);
  });

  test('a job and a company page carry them too', () => {
    const job = { ...summary, adHtml: '<p>Hej</p>', contactName: null, contactEmail: null };
    expect(isJob(job)).toBe(true);
    expect(isJob({ ...job, category: 'Healthcare' })).toBe(false);
    const page = {
      company: { ...summary.company, website: null, industry: 'Vård', size: null },
      slug: 'about-us',
      title: 'Om Ljusdal Vård',
      aboutHtml: '<p>Vård nära dig.</p>',
      language: 'sv',
      jobs: [summary],
    };
    expect(isCompanyPage(page)).toBe(true);
    expect(isCompanyPage({ ...page, language: null })).toBe(true);
    expect(isCompanyPage({ ...page, language: 'svenska!' })).toBe(false);
    expect(isCompanyPage({ ...page, jobs: [{ ...summary, category: 'Healthcare' }] })).toBe(false);
  });
});

describe('a job’s pay', () => {
  const range = { kind: 'range', min: 38000, max: 45000, currency: 'SEK', period: 'month' };
  const amount = { kind: 'amount', amount: 165.5, currency: 'NOK', period: 'hour' };
  const agreement = { kind: 'agreement', agreement: 'Overenskomst for sygeplejersker' };

  test('a range, one amount with currency and period, a collective agreement, none, or left out', () => {
    for (const pay of [range, amount, agreement, { ...range, min: 45000 }, null])
      expect(isJobSummary({ ...summary, pay })).toBe(true);
    expect(isJobSummary(without(summary, 'pay'))).toBe(true);
    expect(isJobSummary({ ...summary, pay: { ...range, period: 'year', currency: 'EUR' } })).toBe(
      true,
    );
  });

  test('a malformed pay makes the answer wrong, never half-shown', () => {
    for (const pay of [
      { ...range, min: 50000 },
      { ...range, max: '45000' },
      { ...range, min: -1 },
      { ...range, max: Infinity },
      { ...range, currency: 'kr' },
      { ...range, currency: 'sek' },
      { ...range, period: 'week' },
      without(range, 'period'),
      { ...amount, amount: NaN },
      without(amount, 'currency'),
      { ...agreement, agreement: ' ' },
      { kind: 'bonus', amount: 5 },
      '38 000–45 000 kr',
      38000,
    ]) {
      expect(isJobSummary({ ...summary, pay })).toBe(false);
      expect(isJob({ ...summary, pay, adHtml: '', contactName: null, contactEmail: null })).toBe(
        false,
      );
    }
  });
});

describe('search facets', () => {
  const result = { items: [summary], total: 1, page: 1, pageSize: 20, facets };

  test('each of the four is a list of values; a category value may carry its labels', () => {
    expect(isJobSearchResult(result)).toBe(true);
    expect(isJobSearchResult({ ...result, facets: { ...facets, region: undefined } })).toBe(false);
    expect(
      isJobSearchResult({
        ...result,
        facets: { ...facets, category: [{ value: 'healthcare', label: 'Healthcare' }] },
      }),
    ).toBe(false);
    expect(
      isJobSearchResult({
        ...result,
        facets: {
          ...facets,
          category: [{ value: 'healthcare', label: 'Healthcare', labels: ['Vård'], count: 1 }],
        },
      }),
    ).toBe(false);
  });
});

describe("the demo API's answers are valid, and wrong ones are refused", () => {
  async function everyJobSummary() {
    const first = await call('GET', '/jobs?pageSize=100&includeClosed=true');
    const pages = [first.body];
    for (let page = 2; (page - 1) * 100 < first.body.total; page += 1)
      pages.push((await call('GET', `/jobs?pageSize=100&includeClosed=true&page=${page}`)).body);
    return pages;
  }

  test('GET /jobs: every page of the search, open and closed jobs', async () => {
    const pages = await everyJobSummary();
    for (const page of pages) expect(isJobSearchResult(page)).toBe(true);
    const result = pages[0];
    const item = result.items[0];
    for (const wrong of [
      without(result, 'total'),
      { ...result, page: '1' },
      { ...result, items: null },
      { ...result, items: [without(item, 'excerpt')] },
      { ...result, items: [{ ...item, employmentType: 'freelance' }] },
      { ...result, items: [{ ...item, country: 'FI' }] },
      { ...result, items: [{ ...item, company: without(item.company, 'logoUrl') }] },
      { ...result, items: [{ ...item, publishedAt: null }] },
      {
        ...result,
        items: [
          { ...item, pay: { kind: 'range', min: 2, max: 1, currency: 'SEK', period: 'month' } },
        ],
      },
      { ...result, facets: { ...result.facets, company: null } },
      { ...result, facets: { ...result.facets, region: [{ value: 'Skåne', label: 'Skåne' }] } },
      { ...result, facets: { ...result.facets, region: [{ value: 'x', label: 'x', count: NaN }] } },
      { ...result, total: Infinity },
    ])
      expect(isJobSearchResult(wrong)).toBe(false);
  });

  test('GET /jobs/{slug}: every job', async () => {
    // Each job as the handler answers it, without a request each: the catalog is large.
    const jobs: Job[] = catalog().jobs.map(toJob);
    for (const job of jobs) expect(isJob(job)).toBe(true);
    const job = jobs.find((candidate) => candidate.company.privacyNoticeUrl)!;
    expect(isJob((await call('GET', `/jobs/${job.slug}`)).body)).toBe(true);
    expect(isJob({ ...job, company: without(job.company, 'privacyNoticeUrl') })).toBe(true);
    expect(isJob({ ...job, company: { ...job.company, privacyNoticeUrl: null } })).toBe(true);
    for (const wrong of [
      without(job, 'adHtml'),
      without(job, 'contactName'),
      { ...job, contactEmail: 7 },
      { ...job, company: { ...job.company, privacyNoticeUrl: 3 } },
      { ...job, employmentType: 'Full time' },
      { ...job, title: null },
    ])
      expect(isJob(wrong)).toBe(false);
  });

  test("GET /companies/{company}/pages/{slug}: every company's pages", async () => {
    const { facets } = (await everyJobSummary())[0];
    const pages = await Promise.all(
      facets.company.flatMap(({ value }: { value: string }) =>
        ['about-us', 'working-here'].map(
          async (slug) => (await call('GET', `/companies/${value}/pages/${slug}`)).body,
        ),
      ),
    );
    const found = pages.filter((page) => !('errors' in page));
    expect(found.length).toBeGreaterThan(facets.company.length);
    for (const page of found) expect(isCompanyPage(page)).toBe(true);
    const page = found[0];
    for (const wrong of [
      without(page, 'title'),
      { ...page, company: without(page.company, 'industry') },
      { ...page, company: { ...page.company, website: 5 } },
      { ...page, aboutHtml: null },
      { ...page, jobs: page.jobs[0] },
      { ...page, jobs: [{ ...page.jobs[0], category: 'Healthcare' }] },
    ])
      expect(isCompanyPage(wrong)).toBe(false);
  });

  test('POST /location/city: place suggestions', async () => {
    for (const query of ['gote', 'o', 'aa', '']) {
      const { body } = await call('POST', '/location/city', { json: { query } });
      expect(isCityList(body)).toBe(true);
    }
    const city = { name: 'Göteborg', region: 'Västra Götaland', country: 'SE' };
    expect(isCityList([city])).toBe(true);
    for (const wrong of [
      city,
      [without(city, 'region')],
      [{ ...city, country: 'FI' }],
      [{ ...city, name: null }],
      [null],
    ])
      expect(isCityList(wrong)).toBe(false);
  });
});
