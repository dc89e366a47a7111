import { readJson, safeStorage, writeJson } from '@/lib/storage';
import type { ApplyFormValues } from './apply-schema';

/** What a reload keeps: the typed text. Files cannot be stored; consents are asked again. */
export type ApplyDraft = Pick<
  ApplyFormValues,
  'firstName' | 'lastName' | 'email' | 'phone' | 'coverLetter'
>;

const DRAFT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'coverLetter'] as const;
const draftKey = (slug: string) => `portal.applyDraft.${slug}`;

const isDraft = (value: unknown): value is Partial<ApplyDraft> =>
  typeof value === 'object' &&
  value !== null &&
  DRAFT_FIELDS.every((field) => {
    const text = (value as Record<string, unknown>)[field];
    return text === undefined || typeof text === 'string';
  });

export function readDraft(slug: string): Partial<ApplyDraft> | null {
  const draft = readJson(draftKey(slug), isDraft);
  return draft && DRAFT_FIELDS.some((field) => draft[field]) ? draft : null;
}

export function writeDraft(slug: string, values: ApplyFormValues): void {
  const draft = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, values[field]]));
  if (DRAFT_FIELDS.some((field) => values[field])) writeJson(draftKey(slug), draft);
  else safeStorage.remove(draftKey(slug));
}

export function clearDraft(slug: string): void {
  safeStorage.remove(draftKey(slug));
}
