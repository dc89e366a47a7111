import { describe, expect, test } from 'vitest';
import { isCompanyPage, isJob, isJobSearchResult, isJobSummary } from './jobs';

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
      company: summary.company,
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
