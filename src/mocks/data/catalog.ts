import type { CompanyPage } from '@/api/contract/jobs';
import { COMPANY_SEEDS, type CompanySeed } from './companies';
import { companyRef, generateJobs, toJobSummary, type DemoJob } from './jobs';
import type { AdLanguage } from './categories';
import { escapeHtml } from '@/lib/escape-html';
import { COLOUR_TYPE, encodePng } from '@/link-preview/png';

const SEED_JOB_COUNT = 320;
const DAY = 86_400_000;

export function startOfDay(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

export interface Catalog {
  today: number;
  jobs: DemoJob[];
  jobsBySlug: Map<string, DemoJob>;
  companies: Map<string, CompanySeed>;
}

let cached: { key: string; catalog: Catalog } | null = null;

/**
 * The read-only part of the demo (jobs and companies), rebuilt from the generator instead of
 * stored: it is the same for everyone and only its dates move with the calendar day.
 */
export function getCatalog(now: number, apiBase: string): Catalog {
  const today = startOfDay(now);
  const key = `${today}|${apiBase}`;
  if (cached?.key === key) return cached.catalog;
  const jobs = generateJobs({ count: SEED_JOB_COUNT, today, apiBase });
  const catalog: Catalog = {
    today,
    jobs,
    jobsBySlug: new Map(jobs.map((job) => [job.slug, job])),
    companies: new Map(COMPANY_SEEDS.map((company) => [company.id, company])),
  };
  cached = { key, catalog };
  return catalog;
}

const COMPANY_PAGE_SLUGS = ['about-us', 'working-here'] as const;

export function companyPage(
  catalog: Catalog,
  companyId: string,
  slug: string,
  now: number,
  apiBase: string,
): CompanyPage | null {
  const company = catalog.companies.get(companyId);
  if (!company || !(COMPANY_PAGE_SLUGS as readonly string[]).includes(slug)) return null;
  const openJobs = catalog.jobs
    .filter((job) => job.company.id === company.id && job.finalApplyTime >= now)
    .sort((a, b) => b.publishedTime - a.publishedTime)
    .map(toJobSummary);
  const words = COMPANY_PAGE_WORDS[company.language];
  const places = new Intl.ListFormat(AD_LOCALES[company.language]).format(company.cities);
  const founded = 1950 + ((company.id.length * 7) % 70);
  const aboutHtml =
    slug === 'about-us'
      ? [
          `<p>${escapeHtml(`${company.tagline} ${words.intro(company.name, company.industry.toLowerCase(), places)}`)}</p>`,
          `<h2>${escapeHtml(words.whatWeDo)}</h2>`,
          `<p>${escapeHtml(words.customers)}</p>`,
          `<ul><li>${escapeHtml(words.founded(founded))}</li><li>${escapeHtml(words.size(company.size))}</li><li>${escapeHtml(`${words.offices} ${places}`)}</li></ul>`,
        ].join('\n')
      : [
          `<p>${escapeHtml(words.trust)}</p>`,
          `<h2>${escapeHtml(words.benefits)}</h2>`,
          `<ul>${words.benefitList.map((benefit) => `<li>${escapeHtml(benefit)}</li>`).join('')}</ul>`,
        ].join('\n');
  return {
    company: {
      ...companyRef(company, apiBase),
      website: `https://${company.id}.example.com`,
      industry: company.industry,
      size: company.size,
    },
    slug,
    title: slug === 'about-us' ? words.about(company.name) : words.workingAt(company.name),
    aboutHtml,
    language: company.language,
    jobs: openJobs,
  };
}

interface CompanyPageWords {
  about: (name: string) => string;
  intro: (name: string, industry: string, places: string) => string;
  whatWeDo: string;
  customers: string;
  founded: (year: number) => string;
  size: (size: string | null) => string;
  offices: string;
  workingAt: (name: string) => string;
  trust: string;
  benefits: string;
  benefitList: string[];
}

const AD_LOCALES: Record<AdLanguage, string> = {
  en: 'en-GB',
  sv: 'sv-SE',
  nb: 'nb-NO',
  da: 'da-DK',
};

/** A company's pages, in the language it writes in (companies.ts). */
const COMPANY_PAGE_WORDS: Record<AdLanguage, CompanyPageWords> = {
  en: {
    about: (name) => `About ${name}`,
    intro: (name, industry, places) => `${name} works in ${industry} and has offices in ${places}.`,
    whatWeDo: 'What we do',
    customers:
      'Our customers are businesses and public organisations across the Nordics. We grow steadily and hire for the long term.',
    founded: (year) => `Founded in ${year}`,
    size: (size) => (size ? `${size} employees` : 'A small team'),
    offices: 'Offices in',
    workingAt: (name) => `Working at ${name}`,
    trust:
      'We believe that good work comes from people who are trusted. You plan your own days together with your team.',
    benefits: 'Benefits',
    benefitList: [
      'Occupational pension and insurance',
      'Wellness allowance',
      'Flexible hours',
      'Parental leave top-up',
    ],
  },
  sv: {
    about: (name) => `Om ${name}`,
    intro: (name, industry, places) =>
      `${name} är verksamt inom ${industry} och har kontor i ${places}.`,
    whatWeDo: 'Det här gör vi',
    customers:
      'Våra kunder är företag och offentliga verksamheter i hela Norden. Vi växer i lugn takt och anställer för lång sikt.',
    founded: (year) => `Grundat ${year}`,
    size: (size) => (size ? `${size} anställda` : 'Ett litet team'),
    offices: 'Kontor i',
    workingAt: (name) => `Att jobba på ${name}`,
    trust:
      'Vi tror att bra arbete kommer från människor som får förtroende. Du planerar dina dagar tillsammans med ditt team.',
    benefits: 'Förmåner',
    benefitList: [
      'Tjänstepension och försäkringar',
      'Friskvårdsbidrag',
      'Flexibla arbetstider',
      'Föräldralönetillägg',
    ],
  },
  nb: {
    about: (name) => `Om ${name}`,
    intro: (name, industry, places) =>
      `${name} jobber innen ${industry} og har kontorer i ${places}.`,
    whatWeDo: 'Dette gjør vi',
    customers:
      'Kundene våre er bedrifter og offentlige virksomheter i hele Norden. Vi vokser i et rolig tempo og ansetter for det lange løp.',
    founded: (year) => `Grunnlagt i ${year}`,
    size: (size) => (size ? `${size} ansatte` : 'Et lite team'),
    offices: 'Kontorer i',
    workingAt: (name) => `Å jobbe i ${name}`,
    trust:
      'Vi tror at godt arbeid kommer fra mennesker som blir vist tillit. Du planlegger dagene dine sammen med teamet ditt.',
    benefits: 'Fordeler',
    benefitList: [
      'Tjenestepensjon og forsikringer',
      'Treningstilskudd',
      'Fleksibel arbeidstid',
      'Full lønn i foreldrepermisjonen',
    ],
  },
  da: {
    about: (name) => `Om ${name}`,
    intro: (name, industry, places) =>
      `${name} arbejder inden for ${industry} og har kontorer i ${places}.`,
    whatWeDo: 'Det laver vi',
    customers:
      'Vores kunder er virksomheder og offentlige organisationer i hele Norden. Vi vokser i et roligt tempo og ansætter med det lange sigt for øje.',
    founded: (year) => `Grundlagt i ${year}`,
    size: (size) => (size ? `${size} ansatte` : 'Et lille team'),
    offices: 'Kontorer i',
    workingAt: (name) => `At arbejde hos ${name}`,
    trust:
      'Vi tror på, at godt arbejde kommer fra mennesker, der bliver vist tillid. Du planlægger dine dage sammen med dit team.',
    benefits: 'Personalegoder',
    benefitList: [
      'Pension og sundhedsforsikring',
      'Træningstilskud',
      'Fleksible arbejdstider',
      'Fuld løn under barsel',
    ],
  },
};

/** A small generated SVG logo: initials on the company's two colours (when it is no PNG). */
export function companyLogoSvg(company: CompanySeed): string | null {
  if (!company.logo || company.pngLogo) return null;
  const [dark, light] = company.logo;
  const initials = company.name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(company.name)}">`,
    `<rect width="96" height="96" rx="16" fill="${dark}"/>`,
    `<circle cx="74" cy="22" r="14" fill="${light}"/>`,
    `<text x="48" y="62" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeHtml(initials)}</text>`,
    `</svg>`,
  ].join('');
}

const LOGO_PNG_SIZE = 128;
const logoPngs = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

const hexColour = (colour: string) =>
  [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16));

/** How much of the pixel centred at `x`, `y` lies inside a disc: its distance from the edge. */
const inDisc = (x: number, y: number, centreX: number, centreY: number, radius: number) =>
  Math.min(1, Math.max(0, radius - Math.hypot(x - centreX, y - centreY) + 0.5));

/**
 * A logo's RGBA pixels: a disc of the dark colour with a smaller disc and a bar of the light one,
 * on a transparent background, its edges smoothed.
 */
function logoPixels([darkColour, lightColour]: [string, string]): Uint8Array {
  const [dark, light] = [hexColour(darkColour), hexColour(lightColour)];
  const size = LOGO_PNG_SIZE;
  const pixels = new Uint8Array(size * size * 4);
  for (let row = 0; row < size; row += 1)
    for (let column = 0; column < size; column += 1) {
      const [x, y] = [column + 0.5, row + 0.5];
      const inBar = y > size * 0.6 && y < size * 0.72 && Math.abs(x - size / 2) < size * 0.3;
      const lightShare = inBar ? 1 : inDisc(x, y, size * 0.66, size * 0.34, size * 0.16);
      const colour = dark.map((channel, index) =>
        Math.round(channel * (1 - lightShare) + light[index]! * lightShare),
      );
      const alpha = Math.round(255 * inDisc(x, y, size / 2, size / 2, size * 0.47));
      pixels.set([...colour, alpha], (row * size + column) * 4);
    }
  return pixels;
}

/** A generated PNG logo, for a company whose seed asks for one (made once, then kept). */
export function companyLogoPng(company: CompanySeed): Promise<Uint8Array<ArrayBuffer>> | null {
  if (!company.logo || !company.pngLogo) return null;
  let made = logoPngs.get(company.id);
  if (!made) {
    made = encodePng(LOGO_PNG_SIZE, LOGO_PNG_SIZE, logoPixels(company.logo), {
      colourType: COLOUR_TYPE.rgba,
      bitDepth: 8,
    });
    logoPngs.set(company.id, made);
  }
  return made;
}

export const days = (count: number) => count * DAY;
