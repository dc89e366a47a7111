/**
 * Phone numbers as people type them, completed to the one form the API takes: a plus, the
 * country code and the number, digits only (`+46701234567`). See
 * docs/decisions/002-phone-format.md.
 */

/** The countries whose local numbers the portal completes. */
export type PhoneCountry = 'SE' | 'NO' | 'DK';

interface NumberingPlan {
  callingCode: string;
  /**
   * The digits after the country code. Swedish numbers are 8 or 9 digits (a mobile has 9);
   * Norwegian and Danish ones always 8.
   */
  national: RegExp;
  /**
   * Sweden dials a 0 before a number inside the country (the trunk prefix): `070…` is `+46 70…`,
   * and a local number without it is no Swedish number. Norway and Denmark have none.
   */
  trunkPrefix: '0' | null;
  /** The spaces a person of the country expects in a number, as a pattern of group lengths. */
  groups: (national: string) => number[];
  /** A local number as people there write it, for hints. */
  localExample: string;
}

const PLANS: Record<PhoneCountry, NumberingPlan> = {
  SE: {
    callingCode: '46',
    national: /^[1-9]\d{7,8}$/,
    trunkPrefix: '0',
    // Mobiles (07x) as 70 123 45 67; Stockholm's area code has one digit (8 123 456 78).
    groups: (national) => (national.startsWith('8') ? [1, 3, 3, 2] : [2, 3, 2, 2]),
    localExample: '070-123 45 67',
  },
  NO: {
    callingCode: '47',
    national: /^[1-9]\d{7}$/,
    trunkPrefix: null,
    groups: () => [3, 2, 3],
    localExample: '912 34 567',
  },
  DK: {
    callingCode: '45',
    national: /^[1-9]\d{7}$/,
    trunkPrefix: null,
    groups: () => [2, 2, 2, 2],
    localExample: '12 34 56 78',
  },
};

const PLAN_BY_CALLING_CODE = new Map(
  Object.values(PLANS).map((plan) => [plan.callingCode, plan] as const),
);

/** E.164: at most 15 digits with the country code; fewer than 8 is no number anywhere. */
const OTHER_INTERNATIONAL = /^\+[1-9]\d{7,14}$/;

/**
 * What people type between digits: spaces (any kind), dashes, dots, slashes and brackets. A
 * `(0)` after a country code (`+46 (0)70…`) is the trunk prefix written for people dialling at
 * home, never dialled from abroad.
 */
const SEPARATORS = /[\s\-‐-―.()/]/g;

function parts(typed: string): { international: boolean; digits: string } | null {
  const compact = typed.trim().replace(/\(0\)/g, '').replace(SEPARATORS, '');
  const match = /^(\+|00)?(\d+)$/.exec(compact);
  if (!match) return null;
  return { international: match[1] !== undefined, digits: match[2]! };
}

/** The national part with the country code, or null when it is no number of the country. */
function withCallingCode(plan: NumberingPlan, national: string): string | null {
  return plan.national.test(national) ? `+${plan.callingCode}${national}` : null;
}

/** A number dialled inside the country: it starts with the trunk prefix where there is one. */
function completeLocal(plan: NumberingPlan, digits: string): string | null {
  if (!plan.trunkPrefix) return withCallingCode(plan, digits);
  return digits.startsWith(plan.trunkPrefix)
    ? withCallingCode(plan, digits.slice(plan.trunkPrefix.length))
    : null;
}

/**
 * The number as the API takes it (`+46701234567`), or null when it is none. A local number is
 * completed with `country`'s code (a visitor with no country must give the code); `00` and `+`
 * start an international one. Swedish, Norwegian and Danish numbers must have their country's
 * length; others the length E.164 allows.
 */
export function completePhoneNumber(typed: string, country: PhoneCountry | null): string | null {
  const number = parts(typed);
  if (!number) return null;
  if (!number.international) {
    return country ? completeLocal(PLANS[country], number.digits) : null;
  }
  const plan = PLAN_BY_CALLING_CODE.get(number.digits.slice(0, 2));
  if (plan) {
    const national = number.digits.slice(2);
    // `+46 070…`: a trunk 0 typed after the code is dropped, as `(0)` is.
    return withCallingCode(plan, national) ?? completeLocal(plan, national);
  }
  const international = `+${number.digits}`;
  return OTHER_INTERNATIONAL.test(international) ? international : null;
}

/** A completed number is one completing leaves as it is. */
export const isCompletePhoneNumber = (value: string): boolean =>
  completePhoneNumber(value, null) === value;

/**
 * A completed number spaced for reading (`+46 70 123 45 67`); a number of another country is
 * shown as it is, since its grouping is that country's own.
 */
export function formatPhoneNumber(complete: string): string {
  const plan = PLAN_BY_CALLING_CODE.get(complete.slice(1, 3));
  if (!plan) return complete;
  const national = complete.slice(1 + plan.callingCode.length);
  const groups: string[] = [];
  let position = 0;
  for (const length of plan.groups(national)) {
    if (position >= national.length) break;
    groups.push(national.slice(position, position + length));
    position += length;
  }
  if (position < national.length) groups.push(national.slice(position));
  return `+${plan.callingCode} ${groups.join(' ')}`;
}

/** The country a locale names (`sv-SE`), when its numbers are ones the portal completes. */
export function phoneCountryOfLocale(locale: string): PhoneCountry | null {
  const region = locale.split('-')[1]?.toUpperCase();
  return region && region in PLANS ? (region as PhoneCountry) : null;
}

/** A local number of the country as people there write it. */
export const localPhoneExample = (country: PhoneCountry): string => PLANS[country].localExample;
