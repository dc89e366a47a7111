/**
 * The candidate's account (docs/api.md): the requests that change the profile and consents,
 * and the data export. The profile's answer is declared in `profile`, for the pages that read it.
 */
import * as v from 'valibot';
import { ApplicationSchema, CandidateTestSchema, MessageSchema } from './applications';
import { ProfileSchema, type Consents } from './profile';
import { SubscriptionSchema } from './subscriptions';

export type { Consents, Profile } from './profile';

export interface UpdateProfileRequest {
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
}

/** POST /profile/pending-phone/confirm: the code texted to the new number. */
export interface ConfirmPhoneRequest {
  code: string;
}

/**
 * PATCH /profile/consents: any of the three. `acceptTerms: true` accepts the current terms (after
 * they changed); they cannot be withdrawn here (400).
 */
export type UpdateConsentsRequest = Partial<
  Pick<Consents, 'contactMe' | 'candidateBank' | 'acceptTerms'>
>;

/**
 * `candidate-data.json` in the zip GET /profile/export answers: everything the portal holds about
 * the candidate (the zip holds their files beside it).
 */
const DataExportSchema = v.object({
  exportedAt: v.string(),
  profile: ProfileSchema,
  applications: v.array(
    v.object({
      ...ApplicationSchema.entries,
      messages: v.array(MessageSchema),
      tests: v.array(CandidateTestSchema),
    }),
  ),
  subscriptions: v.array(SubscriptionSchema),
});
export type DataExport = v.InferOutput<typeof DataExportSchema>;

export const isDataExport = (d: unknown): d is DataExport => v.is(DataExportSchema, d);
