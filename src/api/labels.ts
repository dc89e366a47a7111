/**
 * The API's words in several languages (a category's `labels`): which one a visitor reads, and
 * how a value from before category keys (an English display name in an old link or job alert)
 * finds its category again. The rules are docs/api.md's ("Categories").
 */
import type { Category, FacetValue, LocalizedText } from './contract/jobs';

/** The language the API's own `label` is in, and the last language tried. */
const FALLBACK_TAG = 'en-US';

/** `nb-NO` → `no`: Bokmål, Nynorsk and plain Norwegian are one reader's language. */
function primaryLanguage(tag: string): string {
  const language = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  return language === 'nb' || language === 'nn' ? 'no' : language;
}

/**
 * The text for `locale`: the exact tag, else the same language in any region (`sv` for
 * `sv-SE`, `nn` for `nb-NO`), else English, else whichever the API gave first. Null when it gave
 * none (empty texts do not count).
 */
export function localizedText(texts: LocalizedText | undefined, locale: string): string | null {
  if (!texts) return null;
  const tags = Object.keys(texts).filter((tag) => texts[tag]?.trim());
  const find = (wanted: string) =>
    tags.find((tag) => tag.toLowerCase() === wanted.toLowerCase()) ??
    tags.find((tag) => primaryLanguage(tag) === primaryLanguage(wanted));
  const tag = find(locale) ?? find(FALLBACK_TAG) ?? tags[0];
  return tag === undefined ? null : texts[tag]!.trim();
}

/** A category's name in the visitor's language; its key when it has no label at all. */
export function categoryLabel(category: Category, locale: string): string {
  return localizedText(category.labels, locale) ?? category.key;
}

/** A filter value's name: for categories in the visitor's language, otherwise as the API gave it. */
export function facetLabel(option: FacetValue, locale: string): string {
  return localizedText(option.labels, locale) ?? option.label;
}

const comparable = (text: string) => text.trim().toLocaleLowerCase('en-US');

/**
 * The key a category value stands for among `options` (facet values): a key stays itself; an
 * older display name ("Healthcare", in any of the languages, case aside) becomes its category's
 * key, also where the answer lists that name as a value of its own (a selected value with no
 * match); a value no option knows is null.
 */
export function categoryKeyOf(value: string, options: readonly FacetValue[]): string | null {
  const same = options.find((option) => option.value === value);
  if (same?.labels) return value;
  const wanted = comparable(value);
  const named = options.find(
    (option) =>
      option.value !== value &&
      [option.label, ...Object.values(option.labels ?? {})].some(
        (label) => comparable(label) === wanted,
      ),
  );
  return named?.value ?? (same ? value : null);
}

/**
 * Category values with older display names replaced by keys (unknown ones kept as they are),
 * without duplicates; the same array when nothing changed, so a caller can tell.
 */
export function withCategoryKeys(values: string[], options: readonly FacetValue[]): string[] {
  const keys = [...new Set(values.map((value) => categoryKeyOf(value, options) ?? value))];
  return keys.length === values.length && keys.every((key, index) => key === values[index])
    ? values
    : keys;
}
