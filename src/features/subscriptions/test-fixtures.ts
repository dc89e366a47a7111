import { http, HttpResponse } from 'msw';
import type { City, JobSearchResult } from '@/api/contract/jobs';
import type { Subscription } from '@/api/contract/subscriptions';

export const testSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 'sub-1',
  email: 'astrid@example.com',
  criteria: {
    q: 'developer',
    category: ['it'],
    company: ['nordlys'],
    employmentType: ['full-time'],
  },
  frequency: 'weekly',
  createdAt: '2025-02-01T08:00:00.000Z',
  confirmed: true,
  matchingJobs: 12,
  ...overrides,
});

const facets: JobSearchResult['facets'] = {
  category: [
    {
      value: 'it',
      label: 'IT',
      labels: { 'en-US': 'IT', 'sv-SE': 'IT', 'nb-NO': 'IT', 'da-DK': 'IT' },
      count: 40,
    },
    {
      value: 'healthcare',
      label: 'Health care',
      labels: {
        'en-US': 'Health care',
        'sv-SE': 'Hälso- och sjukvård',
        'nb-NO': 'Helse og omsorg',
        'da-DK': 'Sundhed og omsorg',
      },
      count: 20,
    },
  ],
  region: [
    { value: 'Skåne', label: 'Skåne', count: 10 },
    { value: 'Oslo', label: 'Oslo', count: 8 },
  ],
  company: [{ value: 'nordlys', label: 'Nordlys Energi', count: 5 }],
  employmentType: [],
};

/** The job search the form reads its filter choices from. */
export const jobFacetsHandler = () =>
  http.get('/jobs', () =>
    HttpResponse.json({
      items: [],
      total: 0,
      page: 1,
      pageSize: 1,
      facets,
    } satisfies JobSearchResult),
  );

const CITIES: City[] = [
  { name: 'Göteborg', region: 'Västra Götaland', country: 'SE' },
  { name: 'Gävle', region: 'Gävleborg', country: 'SE' },
  { name: 'Gjøvik', region: 'Innlandet', country: 'NO' },
];

/** Answers like the API: names starting with the query, case-insensitively. */
export const citiesHandler = (queries: string[] = []) =>
  http.post('/location/city', async ({ request }) => {
    const { query } = (await request.json()) as { query: string };
    queries.push(query);
    const wanted = query.trim().toLocaleLowerCase();
    return HttpResponse.json(
      CITIES.filter((city) => city.name.toLocaleLowerCase().startsWith(wanted)),
    );
  });

export const mainError = (status: number, message: string, code?: string) =>
  HttpResponse.json({ errors: [{ message, ...(code ? { code } : {}) }] }, { status });
