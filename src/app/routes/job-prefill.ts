import type { Profile } from '@/api/contract/account';
import type { ApplicationFile } from '@/api/contract/applications';
import { getProfile } from '@/api/profile';
import { getLatestCv } from '@/features/apply/api';

/** What a logged-in candidate's apply form starts from. */
export interface ApplyPrefill {
  /** Their details fill in the form; without them the form starts empty. */
  profile: Profile | null;
  /** The CV of their latest application, offered again; null when there is none. */
  latestCv: ApplicationFile | null;
}

export async function readApplyPrefill(signal: AbortSignal): Promise<ApplyPrefill> {
  const [profile, latestCv] = await Promise.all([
    getProfile(signal).catch(() => null),
    getLatestCv(signal).catch(() => null),
  ]);
  return { profile, latestCv };
}
