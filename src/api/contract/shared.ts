/**
 * The API's contract (docs/api.md), one module per area: each holds the area's request and answer
 * types and, at its end, the runtime checks `request()` applies to its answers, so a type and its
 * check change together. The client's API functions send the request types and the demo's
 * handlers read them (`readJsonBody<T>` in src/mocks/respond.ts), so the two cannot drift apart.
 * Dates are ISO 8601 strings; ids are opaque strings.
 *
 * The areas stay apart so that a page downloads the checks of the calls it makes and no others:
 * `auth` (the auth service), `jobs` (places, jobs and companies), `applications` (applying and
 * the candidate's applications), `subscriptions`, `account` (profile, consents, data export) and
 * `legal-documents`. This one holds what they share: the common types and the building blocks of
 * the checks. The fixed lists the types derive from are in `../constants.ts`.
 */
import { isRecord } from '../errors';
import type { API_ERROR_CODES, EMPLOYMENT_TYPES, FREQUENCIES } from '../constants';

export type Country = 'SE' | 'NO' | 'DK';

export type LanguageCode = 'sv' | 'en' | 'no' | 'dk';

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export type Frequency = (typeof FREQUENCIES)[number];

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Any `200 {}` answer, and the body of a call that sends nothing but `{}`. */
export type Empty = Record<string, never>;

// The building blocks of the answer checks: each check tests what the screens rely on, so a wrong
// answer is an error and never half-rendered data.

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const isArrayOf =
  <T>(guard: (item: unknown) => item is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(guard);

export const isEmpty = (d: unknown): d is Empty => isRecord(d);
