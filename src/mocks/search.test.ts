import { describe, expect, test } from 'vitest';
import type { JobSearchResult } from '@/api/contract/jobs';
import type { Subscription } from '@/api/contract/subscriptions';
import { candidatePayload, setAuthCookie } from '@/testing/render-route';
import { generateJobs, HOSTILE_JOB_SLUG } from './data/jobs';
import { COMPANY_SEEDS } from './data/companies';
import { startOfDay } from './data/catalog';
import { normalizeText } from './data/text';
import { searchJobs } from './search';
import { call } from './test-client';

const now = Date.now();
const jobs = generateJobs({ count: 320, today: startOfDay(now) });
const everything = (params: Parameters<typeof searchJobs>[1]) =>
  searchJobs(jobs, { ...params, pageSize: 100 }, now);

describe('the generated catalogue', () => {
  test('has at least 300 jobs from at least 25 employers in three countries, open and closed', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(300);
    expect(new Set(jobs.map((job) => job.company.id)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(jobs.map((job) => job.country))).toEqual(new Set(['SE', 'NO', 'DK']));
    expect(jobs.some((job) => job.finalApplyTime < now)).toBe(true);
    expect(jobs.some((job) => job.finalApplyTime > now)).toBe(true);
    expect(new Set(jobs.map((job) => job.slug)).size).toBe(jobs.length);
    expect(jobs.filter((job) => job.publishedTime >= job.finalApplyTime)).toEqual([]);
    expect(jobs.filter((job) => job.publishedTime > now)).toEqual([]);
  });

  test('is the same on every run for the same day', () => {
    const again = generateJobs({ count: 320, today: startOfDay(now) });
    expect(again.map((job) => `${job.slug}|${job.finalApplyDate}`)).toEqual(
      jobs.map((job) => `${job.slug}|${job.finalApplyDate}`),
    );
  });

  test('includes an ad with hostile HTML and an employer without a logo', () => {
    const hostile = jobs.find((job) => job.slug === HOSTILE_JOB_SLUG);
    expect(hostile?.adHtml).toMatch(/<script>/);
    expect(hostile?.adHtml).toMatch(/onerror=/);
    expect(hostile?.adHtml).toMatch(/javascript:/);
    expect(COMPANY_SEEDS.filter((company) => company.logo === null)).toHaveLength(1);
  });
});

describe('search', () => {
  test('ignores accents and case: goteborg finds Göteborg, malmo finds Malmö', () => {
    const goteborg = everything({ q: 'goteborg' });
    expect(goteborg.total).toBeGreaterThan(0);
    expect(
      goteborg.items.every((job) => `${job.location} ${job.excerpt}`.includes('Göteborg')),
    ).toBe(true);
    expect(everything({ q: 'GÖTEBORG' }).total).toBe(goteborg.total);
    const malmo = everything({ q: 'MALMO' });
    expect(malmo.total).toBeGreaterThan(0);
    expect(malmo.items.some((job) => job.location === 'Malmö')).toBe(true);
    expect(everything({ q: 'tromso' }).items.some((job) => job.location === 'Tromsø')).toBe(true);
    expect(
      everything({ q: 'osterbro' }).items.every(
        (job) => job.company.name === 'Østerbro Kaffe' || job.excerpt.includes('Østerbro'),
      ),
    ).toBe(true);
  });

  test('matches title, company, region and ad text, all terms required', () => {
    expect(everything({ q: 'nurse' }).items.length).toBeGreaterThan(0);
    expect(
      everything({ q: 'Fjordlys' }).items.every((job) => job.company.id === 'fjordlys-energi'),
    ).toBe(true);
    expect(
      everything({ q: 'vastra gotaland' }).items.every((job) => job.region === 'Västra Götaland'),
    ).toBe(true);
    const both = everything({ q: 'developer oslo' });
    expect(both.items.every((job) => /developer/i.test(job.title) || job.location === 'Oslo')).toBe(
      true,
    );
    expect(both.total).toBeLessThan(everything({ q: 'developer' }).total);
    expect(everything({ q: 'zzzzunknownword' }).total).toBe(0);
  });

  test('a word matches inside compounds: ingenjör finds Dataingenjör, utvecklare Backendutvecklare', () => {
    const titles = (q: string) =>
      searchJobs(jobs, { q, pageSize: 100, includeClosed: true }, now).items.map(
        (job) => job.title,
      );
    for (const compound of ['Dataingenjör', 'Elingenjör', 'Automationsingenjör'])
      expect(titles('ingenjör')).toContain(compound);
    expect(titles('INGENJOR')).toEqual(titles('ingenjör'));
    expect(titles('utvecklare')).toContain('Backendutvecklare');
    // Every word still has to be there, inside some word of the job.
    for (const job of everything({ q: 'utvecklare goteborg' }).items)
      expect(normalizeText(`${job.title} ${job.location} ${job.excerpt}`)).toMatch(/utvecklare/);
  });

  test('a query of symbols alone finds nothing, not everything; spaces alone are no query', () => {
    for (const q of ['%', '😀', ' - '])
      expect(searchJobs(jobs, { q }, now)).toMatchObject({ total: 0, items: [] });
    expect(searchJobs(jobs, { q: '   ' }, now).total).toBe(searchJobs(jobs, {}, now).total);
  });

  test('by relevance, a title or company word starting with the query ranks first; newest and deadline keep their dates in order', () => {
    const startsAWord = (job: JobSearchResult['items'][number], term: string) =>
      ` ${normalizeText(`${job.title} ${job.company.name}`)}`.includes(` ${term}`);
    const { items } = everything({ q: 'data', sort: 'relevance' });
    const firstOther = items.findIndex((job) => !startsAWord(job, 'data'));
    expect(firstOther).toBeGreaterThan(0);
    expect(items.slice(firstOther).some((job) => startsAWord(job, 'data'))).toBe(false);

    const published = everything({ q: 'data', sort: 'newest' }).items.map((job) => job.publishedAt);
    expect(published).toEqual([...published].sort().reverse());
    const deadlines = everything({ q: 'data', sort: 'deadline' }).items.map(
      (job) => job.finalApplyDate,
    );
    expect(deadlines).toEqual([...deadlines].sort());
  });

  test('relevance puts a compound in the title before a word found only in the ad', () => {
    const { items } = everything({ q: 'ingenjor' });
    const inHeadline = (job: JobSearchResult['items'][number]) =>
      normalizeText(`${job.title} ${job.company.name}`).includes('ingenjor');
    const firstAdOnly = items.findIndex((job) => !inHeadline(job));
    expect(items.filter(inHeadline).length).toBeGreaterThan(0);
    if (firstAdOnly >= 0) expect(items.slice(firstAdOnly).some(inHeadline)).toBe(false);
    // Within a rank, the newest first.
    const published = items.slice(0, items.filter(inHeadline).length).map((job) => job.publishedAt);
    expect(published).toEqual([...published].sort().reverse());
  });

  test('sorts by newest (the default without a query) or by the soonest deadline', () => {
    const published = everything({}).items.map((job) => job.publishedAt);
    expect(published).toEqual([...published].sort().reverse());
    expect(everything({ sort: 'newest' }).items).toEqual(everything({}).items);
    // Without words to weigh, relevance is the newest first.
    expect(everything({ sort: 'relevance' }).items).toEqual(everything({}).items);
    const deadlines = everything({ sort: 'deadline' }).items.map((job) => job.finalApplyDate);
    expect(deadlines).toEqual([...deadlines].sort());
    const withFilter = everything({ sort: 'deadline', region: ['Skåne'] });
    expect(withFilter.items.every((job) => job.region === 'Skåne')).toBe(true);
    expect(withFilter.total).toBe(everything({ region: ['Skåne'] }).total);
  });

  test('filters combine and facets count the other filters', () => {
    const skane = everything({ region: ['Skåne'] });
    const skaneFullTime = everything({ region: ['Skåne'], employmentType: ['full-time'] });
    expect(
      skaneFullTime.items.every(
        (job) => job.region === 'Skåne' && job.employmentType === 'full-time',
      ),
    ).toBe(true);
    expect(skaneFullTime.total).toBeLessThan(skane.total);
    const fullTimeFacet = skane.facets.employmentType.find((facet) => facet.value === 'full-time');
    expect(fullTimeFacet?.count).toBe(skaneFullTime.total);
    // The region facet ignores the region filter, so other regions can still be added.
    expect(skane.facets.region.length).toBeGreaterThan(1);
    const twoRegions = everything({ region: ['Skåne', 'Oslo'] });
    expect(twoRegions.total).toBe(skane.total + everything({ region: ['Oslo'] }).total);
  });

  test('categories filter by key; a label from before keys, in any language, finds the same jobs', () => {
    const care = everything({ category: ['healthcare'] });
    expect(care.total).toBeGreaterThan(0);
    expect(care.items.every((job) => job.category?.key === 'healthcare')).toBe(true);
    expect(everything({ category: ['Healthcare'] }).total).toBe(care.total);
    expect(everything({ category: ['Hälso- och sjukvård'] }).total).toBe(care.total);
    expect(everything({ category: ['healthcare', 'Healthcare'] }).total).toBe(care.total);
    // The facet names each category in all four languages, under its key.
    const facet = care.facets.category.find((value) => value.value === 'healthcare');
    expect(facet).toEqual({
      value: 'healthcare',
      label: 'Healthcare',
      labels: {
        'sv-SE': 'Hälso- och sjukvård',
        'en-US': 'Healthcare',
        'nb-NO': 'Helse og omsorg',
        'da-DK': 'Sundhed og omsorg',
      },
      count: care.total,
    });
    for (const value of care.facets.category)
      expect(Object.keys(value.labels ?? {}).sort()).toEqual(['da-DK', 'en-US', 'nb-NO', 'sv-SE']);
    // A selected key with nothing to match stays listed with its names, at zero.
    const none = everything({ q: 'zzzzunknownword', category: ['energy'] });
    expect(none.facets.category).toEqual([
      expect.objectContaining({ value: 'energy', labels: expect.any(Object), count: 0 }),
    ]);
  });

  test('a region or company in another case is the known one; a value no job has is not listed', () => {
    const skane = everything({ region: ['Skåne'] });
    const lowerCase = everything({ region: ['skåne'], company: ['NOWHERE-AB'] });
    expect(everything({ region: ['skåne'] }).total).toBe(skane.total);
    expect(lowerCase.facets.region.filter((facet) => /skåne/i.test(facet.value))).toEqual([
      expect.objectContaining({ value: 'Skåne' }),
    ]);
    expect(lowerCase.facets.company.map((facet) => facet.value)).not.toContain('NOWHERE-AB');
    const unknown = everything({ q: 'zzzzunknownword', category: ['nope'], region: ['Atlantis'] });
    expect(unknown.facets.category).toEqual([]);
    expect(unknown.facets.region).toEqual([]);
  });

  test('free text finds a category by its name in any of the four languages', () => {
    const care = everything({ category: ['healthcare'] }).total;
    for (const words of ['healthcare', 'sjukvård', 'helse omsorg', 'sundhed'])
      expect(everything({ q: words }).total).toBeGreaterThanOrEqual(care);
  });

  test('closed jobs only on request; totals are exact and pages never overlap', () => {
    const open = searchJobs(jobs, {}, now);
    const all = searchJobs(jobs, { includeClosed: true }, now);
    expect(open.total).toBe(jobs.filter((job) => job.finalApplyTime >= now).length);
    expect(all.total).toBe(jobs.length);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(open.total / 25); page += 1) {
      seen.push(...searchJobs(jobs, { page, pageSize: 25 }, now).items.map((job) => job.id));
    }
    expect(seen).toHaveLength(open.total);
    expect(new Set(seen).size).toBe(open.total);
    expect(searchJobs(jobs, { page: 999 }, now).items).toEqual([]);
  });
});

describe('GET /jobs', () => {
  test('answers with paging, total and facets; repeated parameters are alternatives', async () => {
    const { status, body } = await call<JobSearchResult>(
      'GET',
      '/jobs?q=malmo&region=Sk%C3%A5ne&region=Oslo&page=1&pageSize=5',
    );
    expect(status).toBe(200);
    expect(body.items.length).toBeLessThanOrEqual(5);
    expect(body.total).toBeGreaterThan(0);
    expect(body.facets.region.map((facet) => facet.value)).toContain('Skåne');
    expect(body.items[0]).not.toHaveProperty('adHtml');
  });

  test('a bad page number or an unknown employment type is a 400 naming the field', async () => {
    const page = await call('GET', '/jobs?page=zero');
    expect(page.status).toBe(400);
    expect(page.body).toEqual({
      errors: [{ message: expect.any(String), code: 'VALIDATION', field: 'page' }],
    });
    const type = await call('GET', '/jobs?employmentType=forever');
    expect(type.body.errors[0].field).toBe('employmentType');
    const sort = await call('GET', '/jobs?sort=cheapest');
    expect(sort.status).toBe(400);
    expect(sort.body.errors[0].field).toBe('sort');
    expect((await call('GET', '/jobs?pageSize=500')).status).toBe(400);
  });

  test('sort=deadline lists the soonest final apply date first, paging included', async () => {
    const first = await call<JobSearchResult>('GET', '/jobs?sort=deadline&pageSize=10');
    const second = await call<JobSearchResult>('GET', '/jobs?sort=deadline&pageSize=10&page=2');
    const deadlines = [...first.body.items, ...second.body.items].map((job) => job.finalApplyDate);
    expect(deadlines).toHaveLength(20);
    expect(deadlines).toEqual([...deadlines].sort());
  });

  test("a job alert's matching jobs are counted with the same rule: utvecklare finds compounds", async () => {
    setAuthCookie(candidatePayload({ user: { id: 'cand-1', name: 'Test', type: 'candidate' } }));
    const alert = await call<Subscription>('POST', '/subscriptions', {
      json: { criteria: { q: 'utvecklare' }, frequency: 'weekly' },
    });
    const search = await call<JobSearchResult>('GET', '/jobs?q=utvecklare&pageSize=1');
    expect(search.body.total).toBeGreaterThan(0);
    expect(alert.body.matchingJobs).toBe(search.body.total);
  });

  test('a job by slug, and 404 for an unknown one', async () => {
    const list = await call<JobSearchResult>('GET', '/jobs?pageSize=1');
    const slug = list.body.items[0]!.slug;
    const job = await call('GET', `/jobs/${slug}`);
    expect(job.status).toBe(200);
    expect(job.body.adHtml).toMatch(/<h2>/);
    const missing = await call('GET', '/jobs/no-such-job');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe('NOT_FOUND');
  });

  test('company pages list open jobs; logos are SVG; one company has none', async () => {
    const page = await call('GET', '/companies/fjordlys-energi/pages/about-us');
    expect(page.status).toBe(200);
    expect(page.body.company.name).toBe('Fjordlys Energi');
    expect(page.body.jobs.length).toBeGreaterThan(0);
    const logo = await call('GET', page.body.company.logoUrl);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.body).toMatch(/^<svg/);
    const noLogo = await call('GET', '/companies/norrsken-kommunikation/pages/about-us');
    expect(noLogo.body.company.logoUrl).toBeNull();
    expect((await call('GET', '/companies/norrsken-kommunikation/logo')).status).toBe(404);
    expect((await call('GET', '/companies/nobody/pages/about-us')).status).toBe(404);
  });

  test('POST /location/city finds places without accents', async () => {
    const { body } = await call('POST', '/location/city', { json: { query: 'gote' } });
    expect(body).toEqual([{ name: 'Göteborg', region: 'Västra Götaland', country: 'SE' }]);
    expect((await call('POST', '/location/city', { json: { query: '' } })).body).toEqual([]);
    expect((await call('POST', '/location/city', { raw: '{"query":' })).status).toBe(400);
  });
});
