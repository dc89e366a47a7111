import { safeStorage, writeJson } from '@/lib/storage';
import { randomId } from '@/lib/ids';
import { useBrowserStore } from '@/lib/use-hydrated';
import { parseSearch, searchString, type JobSearchState } from './search-state';

/** Saved searches live in this browser only (safeStorage), never on the server. */
export interface SavedSearch {
  id: string;
  name: string;
  /** The query string without the page, e.g. `?q=react&region=Sk%C3%A5ne`. */
  query: string;
  savedAt: string;
}

const STORAGE_KEY = 'portal.savedSearches';
const MAX_SAVED_SEARCHES = 30;
export const MAX_NAME_LENGTH = 80;

const isSavedSearch = (value: unknown): value is SavedSearch =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SavedSearch).id === 'string' &&
  typeof (value as SavedSearch).name === 'string' &&
  typeof (value as SavedSearch).query === 'string' &&
  typeof (value as SavedSearch).savedAt === 'string';

const isSavedSearchList = (value: unknown): value is SavedSearch[] =>
  Array.isArray(value) && value.every(isSavedSearch);

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cachedList: SavedSearch[] = [];

/** Parsed again only when the stored text changed, so React gets a stable snapshot. */
function read(): SavedSearch[] {
  const text = safeStorage.get(STORAGE_KEY);
  if (text !== cachedText) {
    cachedText = text;
    try {
      const value: unknown = text === null ? [] : JSON.parse(text);
      cachedList = isSavedSearchList(value) ? value : [];
    } catch {
      cachedList = [];
    }
  }
  return cachedList;
}

function write(next: SavedSearch[]) {
  writeJson(STORAGE_KEY, next);
  listeners.forEach((listener) => listener());
}

// Another tab saving or deleting shows here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    listeners.forEach((listener) => listener());
  });
}

export function saveSearch(name: string, search: JobSearchState): SavedSearch {
  const query = searchString(search, { withPage: false });
  const entry: SavedSearch = {
    id: randomId(),
    name: name.trim().slice(0, MAX_NAME_LENGTH),
    query,
    savedAt: new Date().toISOString(),
  };
  // Saving the same search again renames it instead of listing it twice.
  const others = read().filter((item) => item.query !== query);
  write([entry, ...others].slice(0, MAX_SAVED_SEARCHES));
  return entry;
}

export function deleteSavedSearch(id: string): void {
  write(read().filter((item) => item.id !== id));
}

export function savedSearchState(saved: SavedSearch): JobSearchState {
  return parseSearch(new URLSearchParams(saved.query));
}

const NONE_SAVED: SavedSearch[] = [];

export function useSavedSearches(): SavedSearch[] {
  return useBrowserStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    // A server render knows no browser's saved searches; the list follows after hydration.
    NONE_SAVED,
  );
}
