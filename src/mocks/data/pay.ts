import type { Pay } from '@/api/contract/jobs';
import type { Country, EmploymentType } from '@/api/contract/shared';
import type { CategoryKey } from './categories';
import type { Random } from './prng';

/** A usual full-time monthly pay in Sweden, in SEK, lowest and highest of a typical range. */
const MONTHLY_SEK: Record<CategoryKey, [number, number]> = {
  it: [42_000, 62_000],
  healthcare: [36_000, 47_000],
  engineering: [43_000, 60_000],
  sales: [30_000, 45_000],
  marketing: [36_000, 52_000],
  finance: [38_000, 58_000],
  logistics: [27_000, 34_000],
  construction: [31_000, 42_000],
  education: [33_000, 43_000],
  hospitality: [25_000, 30_000],
  'customer-service': [27_000, 33_000],
  hr: [37_000, 50_000],
  energy: [40_000, 57_000],
};

/** The same work's pay in each country's currency, relative to Sweden's in SEK. */
const COUNTRY_PAY: Record<Country, { currency: string; factor: number }> = {
  SE: { currency: 'SEK', factor: 1 },
  NO: { currency: 'NOK', factor: 1.3 },
  DK: { currency: 'DKK', factor: 0.95 },
};

/** Work that is often paid by the hour when it is not full-time. */
const HOURLY_WORK = new Set<CategoryKey>([
  'hospitality',
  'customer-service',
  'logistics',
  'healthcare',
  'sales',
]);

/** Work whose pay is usually the collective agreement's scale rather than a figure in the ad. */
const AGREEMENT_WORK = new Set<CategoryKey>([
  'healthcare',
  'education',
  'hospitality',
  'logistics',
  'construction',
]);

/** Real collective agreements (kollektivavtal, tariffavtaler, overenskomster) by country and work. */
const AGREEMENTS: Record<Country, Partial<Record<CategoryKey, string>> & { other: string }> = {
  SE: {
    healthcare: 'HÖK med Vårdförbundet',
    education: 'HÖK med Sveriges Lärare',
    hospitality: 'Gröna riksavtalet',
    logistics: 'Transportavtalet',
    construction: 'Byggavtalet',
    sales: 'Detaljhandelsavtalet',
    other: 'Tjänstemannaavtalet',
  },
  NO: {
    healthcare: 'Hovedtariffavtalen i KS',
    education: 'Hovedtariffavtalen i KS',
    hospitality: 'Riksavtalen for hotell og restaurant',
    logistics: 'Transportoverenskomsten',
    construction: 'Fellesoverenskomsten for byggfag',
    sales: 'Landsoverenskomsten for handel og kontor',
    other: 'Landsoverenskomsten for handel og kontor',
  },
  DK: {
    healthcare: 'Overenskomst for sygeplejersker i regionerne',
    education: 'Overenskomst for lærere i kommunerne',
    hospitality: 'Hotel- og Restaurationsoverenskomsten',
    logistics: 'Transport- og Logistikoverenskomsten',
    construction: 'Bygge- og Anlægsoverenskomsten',
    sales: 'Butiksoverenskomsten',
    other: 'Industriens Funktionæroverenskomst',
  },
};

const HOURS_PER_MONTH = 165;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * What a demo job pays, as Nordic ads state it: mostly a monthly range, by the hour for part-time
 * and seasonal work in shops, care, kitchens and warehouses, by the year in some Norwegian ads,
 * the collective agreement in the trades and the public sector, and now and then nothing.
 */
export function demoPay(
  random: Random,
  work: CategoryKey,
  country: Country,
  employmentType: EmploymentType,
): Pay | null {
  const roll = random.next();
  if (roll < 0.08) return null;
  if (roll < (AGREEMENT_WORK.has(work) ? 0.4 : 0.16))
    return { kind: 'agreement', agreement: AGREEMENTS[country][work] ?? AGREEMENTS[country].other };
  const { currency, factor } = COUNTRY_PAY[country];
  const [low, high] = MONTHLY_SEK[work];
  const min = (low + random.next() * (high - low) * 0.6) * factor;
  const max = min * (1.1 + random.next() * 0.15);
  const single = random.chance(0.2);
  if (employmentType !== 'full-time' && HOURLY_WORK.has(work)) {
    const hourly = (value: number) => roundTo(value / HOURS_PER_MONTH, 5);
    return single
      ? { kind: 'amount', amount: hourly(min), currency, period: 'hour' }
      : { kind: 'range', min: hourly(min), max: hourly(max), currency, period: 'hour' };
  }
  if (country === 'NO' && employmentType === 'full-time' && random.chance(0.4)) {
    const yearly = (value: number) => roundTo(value * 12, 10_000);
    return { kind: 'range', min: yearly(min), max: yearly(max), currency, period: 'year' };
  }
  const monthly = (value: number) => roundTo(value, 500);
  return single
    ? { kind: 'amount', amount: monthly(min), currency, period: 'month' }
    : { kind: 'range', min: monthly(min), max: monthly(max), currency, period: 'month' };
}
