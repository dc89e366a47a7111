import { openDraft } from '@/lib/drafts';

/**
 * Everything this browser holds in web storage, as one text: a test asserts what a person typed
 * is (or, after a logout, is not) anywhere in it, whatever the keys are called.
 */
export function storedText(): string {
  const entries = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, index) => {
      const key = storage.key(index) ?? '';
      return `${key}=${storage.getItem(key) ?? ''}`;
    });
  return [...entries(window.localStorage), ...entries(window.sessionStorage)].join('\n');
}

/** A draft of the form `name` as the form shell keeps it, for the candidate logged in now. */
export function seedFormDraft(name: string, values: Record<string, string>): void {
  openDraft(`form:${name}`, (value): value is Record<string, string> => value !== null).write({
    values,
  });
}
