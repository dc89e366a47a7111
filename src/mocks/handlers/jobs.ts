import { HttpResponse } from 'msw';
import {
  JOB_SORTS,
  type CityRequest,
  type JobSearchParams,
  type JobSort,
} from '@/api/contract/jobs';
import type { EmploymentType } from '@/api/contract/shared';
import { companyLogoPng, companyLogoSvg, companyPage } from '../data/catalog';
import { toJob } from '../data/jobs';
import { CITIES } from '../data/places';
import { normalizeText } from '../data/text';
import { badRequest, json, notFound, readJsonBody, route, stringField } from '../respond';
import { isEmploymentType, MAX_PAGE_SIZE, searchJobs } from '../search';
import { apiBase, catalog } from '../store';

function positiveInteger(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw badRequest(`${name} must be a whole number from 1`, name);
  return Number(raw);
}

/** Each filter may repeat (`region=Skåne&region=Oslo`); `region[]=` and a comma-separated list work too. */
function listParam(url: URL, name: string): string[] {
  return [...url.searchParams.getAll(name), ...url.searchParams.getAll(`${name}[]`)]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

function searchParamsFromUrl(url: URL): JobSearchParams {
  const employmentType = listParam(url, 'employmentType');
  const unknown = employmentType.find((value) => !isEmploymentType(value));
  if (unknown !== undefined)
    throw badRequest(`Unknown employmentType ${unknown}`, 'employmentType');
  const pageSize = positiveInteger(url, 'pageSize');
  if (pageSize !== undefined && pageSize > MAX_PAGE_SIZE)
    throw badRequest(`pageSize is at most ${MAX_PAGE_SIZE}`, 'pageSize');
  const q = url.searchParams.get('q') ?? undefined;
  if (q && q.length > 200) throw badRequest('q is too long', 'q');
  const sort = url.searchParams.get('sort') || undefined;
  if (sort !== undefined && !(JOB_SORTS as readonly string[]).includes(sort))
    throw badRequest(`sort is one of ${JOB_SORTS.join(', ')}`, 'sort');
  return {
    q,
    category: listParam(url, 'category'),
    region: listParam(url, 'region'),
    company: listParam(url, 'company'),
    employmentType: employmentType as EmploymentType[],
    page: positiveInteger(url, 'page'),
    pageSize,
    includeClosed: url.searchParams.get('includeClosed') === 'true',
    hasPay: url.searchParams.get('hasPay') === 'true',
    sort: sort as JobSort | undefined,
  };
}

export const jobRoutes = [
  route(
    'main',
    'GET',
    '/jobs',
    ({ url, now }) => json(searchJobs(catalog(now).jobs, searchParamsFromUrl(url), now)),
    { auth: 'none' },
  ),

  route(
    'main',
    'GET',
    '/jobs/{slug}',
    ({ params, now }) => {
      const job = catalog(now).jobsBySlug.get(params.slug ?? '');
      if (!job) throw notFound('No job with this address');
      return json(toJob(job));
    },
    { auth: 'none' },
  ),

  route(
    'main',
    'GET',
    '/companies/{company}/pages/{slug}',
    ({ params, now }) => {
      const page = companyPage(
        catalog(now),
        params.company ?? '',
        params.slug ?? '',
        now,
        apiBase(),
      );
      if (!page) throw notFound('No company page with this address');
      return json(page);
    },
    { auth: 'none' },
  ),

  route(
    'main',
    'GET',
    '/companies/{company}/logo',
    async ({ params, now }) => {
      const company = catalog(now).companies.get(params.company ?? '');
      // A few companies' logos are PNG, as link previews draw them; the others' SVG.
      const png = company ? companyLogoPng(company) : null;
      const logo = png ? await png : company ? companyLogoSvg(company) : null;
      if (!logo) throw notFound('This company has no logo');
      return new HttpResponse(logo, {
        headers: {
          'Content-Type': png ? 'image/png' : 'image/svg+xml',
          'Cache-Control': 'public, max-age=86400',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
    { auth: 'none' },
  ),

  route(
    'main',
    'POST',
    '/location/city',
    async ({ request }) => {
      const body = await readJsonBody<CityRequest>(request);
      const query = normalizeText(stringField(body, 'query', { optional: true, max: 100 }));
      if (!query) return json([]);
      const starts = CITIES.filter((city) => normalizeText(city.name).startsWith(query));
      const contains = CITIES.filter(
        (city) =>
          !starts.includes(city) && normalizeText(`${city.name} ${city.region}`).includes(query),
      );
      return json([...starts, ...contains].slice(0, 10));
    },
    { auth: 'optional' },
  ),
];
