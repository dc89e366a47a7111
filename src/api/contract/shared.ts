/**
 * The API's contract (docs/api.md), one module per area. Each answer is declared once, as the
 * valibot schema `request()` checks it with, and its type is derived from that schema, so the
 * type cannot promise what the check lets through. Requests are plain types: the client's API
 * functions send them and the demo's handlers read them (`readJsonBody<T>` in
 * src/mocks/respond.ts). Dates are ISO 8601 strings; ids are opaque strings.
 *
 * A schema checks every field its type has, so a wrong answer is an error and never half-rendered
 * data; fields it does not know are ignored, so a service may add some. Its own rules are
 * `v.check`s rather than valibot's named actions (`minValue`, `nonEmpty` …): valibot is one
 * module, so every function of it used anywhere ships with the first page.
 *
 * The areas stay apart so that a page downloads the checks of the calls it makes and no others:
 * `auth` (the auth service), `jobs` (places, jobs and companies), `applications` (applying and
 * the candidate's applications), `subscriptions`, `profile` (the profile and its consents, which a
 * job page reads to fill in the apply form), `account` (the rest of the candidate's data, and
 * the data export, whose check holds every other area's) and `legal-documents`. This one holds
 * what they share. The fixed lists the schemas read are in `../constants.ts`.
 */
import * as v from 'valibot';
import { EMPLOYMENT_TYPES, FREQUENCIES, type API_ERROR_CODES } from '../constants';

export const CountrySchema = v.picklist(['SE', 'NO', 'DK']);
export type Country = v.InferOutput<typeof CountrySchema>;

export const LanguageCodeSchema = v.picklist(['sv', 'en', 'no', 'dk']);
export type LanguageCode = v.InferOutput<typeof LanguageCodeSchema>;

export const EmploymentTypeSchema = v.picklist(EMPLOYMENT_TYPES);
export type EmploymentType = v.InferOutput<typeof EmploymentTypeSchema>;

export const FrequencySchema = v.picklist(FREQUENCIES);
export type Frequency = v.InferOutput<typeof FrequencySchema>;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Counts, sizes and scores: NaN or Infinity would be printed as a number. */
export const FiniteSchema = v.pipe(v.number(), v.check<number>(Number.isFinite));

/**
 * Any `200 {}` answer, and the body of a call that sends nothing but `{}`. The type stays the
 * empty record, so that a request cannot send something by mistake; the check takes any object,
 * since nothing in it is read.
 */
export type Empty = Record<string, never>;

const EmptySchema = v.object({});

export const isEmpty = (d: unknown): d is Empty => v.is(EmptySchema, d);
