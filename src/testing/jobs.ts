import type { Job, JobSearchResult, JobSummary } from '@/api/contract/jobs';

/** Job answers for tests that need exact data, independent of the demo catalogue. */
const DAY = 86_400_000;

const IT_CATEGORY = {
  key: 'it',
  labels: {
    'sv-SE': 'IT och mjukvara',
    'en-US': 'IT & Software',
    'nb-NO': 'IT og programvare',
    'da-DK': 'IT og software',
  },
};

export function jobSummary(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id: 'job-1',
    slug: 'frontend-developer-goteborg',
    title: 'Frontend developer',
    company: {
      id: 'nordvik-logistics',
      name: 'Nordvik Logistics',
      pageSlug: 'about',
      logoUrl: null,
    },
    location: 'Göteborg',
    region: 'Västra Götaland',
    country: 'SE',
    category: IT_CATEGORY,
    language: 'en',
    employmentType: 'full-time',
    publishedAt: new Date(Date.now() - 3 * DAY).toISOString(),
    finalApplyDate: new Date(Date.now() + 20 * DAY).toISOString(),
    excerpt: 'Build the tools our drivers use every day.',
    ...overrides,
  };
}

export function job(overrides: Partial<Job> = {}): Job {
  return {
    ...jobSummary(overrides),
    adHtml: '<h2>About the role</h2><p>You will build <strong>React</strong> apps.</p>',
    contactName: 'Anna Berg',
    contactEmail: 'anna.berg@example.com',
    ...overrides,
  };
}

export function searchResult(
  items: JobSummary[],
  overrides: Partial<JobSearchResult> = {},
): JobSearchResult {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    facets: {
      category: [
        {
          value: IT_CATEGORY.key,
          label: IT_CATEGORY.labels['en-US'],
          labels: IT_CATEGORY.labels,
          count: items.length,
        },
      ],
      region: [
        { value: 'Västra Götaland', label: 'Västra Götaland', count: 2 },
        { value: 'Skåne', label: 'Skåne', count: 1 },
      ],
      company: [{ value: 'nordvik-logistics', label: 'Nordvik Logistics', count: items.length }],
      employmentType: [
        { value: 'full-time', label: 'full-time', count: 2 },
        { value: 'part-time', label: 'part-time', count: 1 },
      ],
    },
    ...overrides,
  };
}
