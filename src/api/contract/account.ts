/** The candidate's profile, consents and data export (docs/api.md §8). */
import { isRecord } from '../errors';
import type { Application, CandidateTest, Message } from './applications';
import { isString, type LanguageCode } from './shared';
import type { Subscription } from './subscriptions';

export interface Consents {
  acceptTerms: boolean;
  acceptedTermsAt: string | null;
  termsVersion: string | null;
  contactMe: boolean;
  candidateBank: boolean;
}

export interface Profile {
  userId: string;
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
  language: LanguageCode;
  createdAt: string;
  /** When the data is deleted unless the candidate stays visible (it is kept at most 24 months). */
  dataExpiresAt: string;
  consents: Consents;
  /**
   * A new address asked for and not yet confirmed through the link sent to it; the login is
   * `email` until then. Absent from services that change the address at once.
   */
  pendingEmail?: string | null;
}

export interface UpdateProfileRequest {
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
}

/**
 * PATCH /profile/consents: any of the three. `acceptTerms: true` accepts the current terms (after
 * they changed); they cannot be withdrawn here (400).
 */
export type UpdateConsentsRequest = Partial<
  Pick<Consents, 'contactMe' | 'candidateBank' | 'acceptTerms'>
>;

/** GET /profile/export: everything the portal holds about the candidate. */
export interface DataExport {
  exportedAt: string;
  profile: Profile;
  applications: Array<Application & { messages: Message[]; tests: CandidateTest[] }>;
  subscriptions: Subscription[];
}

// --- the checks of the answers -------------------------------------------------------------------

export const isProfile = (d: unknown): d is Profile =>
  isRecord(d) &&
  isString(d.userId) &&
  isString(d.email) &&
  isString(d.dataExpiresAt) &&
  isRecord(d.consents) &&
  (d.pendingEmail === undefined || d.pendingEmail === null || isString(d.pendingEmail));

export const isDataExport = (d: unknown): d is DataExport =>
  isRecord(d) && isString(d.exportedAt) && isProfile(d.profile) && Array.isArray(d.applications);
