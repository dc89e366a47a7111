/**
 * The candidate's profile and consents (GET /profile, docs/api.md), apart from the rest of the
 * account: a job page reads the profile to fill in the apply form, and must not download the
 * data export's checks, which hold every application's.
 */
import * as v from 'valibot';
import { LanguageCodeSchema } from './shared';

const ConsentsSchema = v.object({
  acceptTerms: v.boolean(),
  acceptedTermsAt: v.nullable(v.string()),
  termsVersion: v.nullable(v.string()),
  contactMe: v.boolean(),
  candidateBank: v.boolean(),
});
export type Consents = v.InferOutput<typeof ConsentsSchema>;

export const ProfileSchema = v.object({
  userId: v.string(),
  givenName: v.string(),
  familyName: v.string(),
  email: v.string(),
  phone: v.string(),
  language: LanguageCodeSchema,
  createdAt: v.string(),
  /** When the data is deleted unless the candidate stays visible (it is kept at most 24 months). */
  dataExpiresAt: v.string(),
  consents: ConsentsSchema,
  /**
   * A new address asked for and not yet confirmed through the link sent to it; the login is
   * `email` until then. Null, or left out by services that change the address at once.
   */
  pendingEmail: v.optional(v.nullable(v.string())),
  /**
   * A new mobile number waiting for the code texted to it; login codes go to `phone` until then.
   * Null, or left out by services that change the number at once.
   */
  pendingPhone: v.optional(v.nullable(v.string())),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

export const isProfile = (d: unknown): d is Profile => v.is(ProfileSchema, d);
