/**
 * Explicit direction controls (embeddings, overrides, isolates): in a name from someone else they
 * can make "CV\u202Efdp.exe" read as "CVexe.pdf". Marks (LRM, RLM, ALM), which right-to-left names
 * need, stay.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const withoutDirectionControls = (text: string): string =>
  text.replace(DIRECTION_CONTROLS, '');

/** Letters written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko, …) and the RLM/ALM marks. */
const RIGHT_TO_LEFT =
  /[\u0590-\u08FF\u200F\u061C\uFB1D-\uFDFF\uFE70-\uFEFF]|[\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A value from someone else inside a sentence, as plain text (a title, a toast, an accessible
 * name, where `<bdi>` cannot go): without direction controls, and isolated (FSI … PDI) when it
 * holds right-to-left letters, so that "Delete job alert: \u05D0\u05D1 2" keeps its order. A
 * value of left-to-right letters needs no isolate in these left-to-right languages and gets none,
 * which keeps accessible names free of invisible characters.
 */
export function isolatedInSentence(text: string): string {
  const clean = withoutDirectionControls(text);
  return RIGHT_TO_LEFT.test(clean)
    ? `${FIRST_STRONG_ISOLATE}${clean}${POP_DIRECTIONAL_ISOLATE}`
    : clean;
}

/** Languages written right to left, by their primary subtag (BCP 47). */
const RIGHT_TO_LEFT_LANGUAGES = new Set(
  'ar arc ckb dv fa he iw ks nqo prs ps sd syr ug ur yi'.split(' '),
);
/** Scripts written right to left (ISO 15924), when a tag names one: `az-Arab`, `pa-Arab`. */
const RIGHT_TO_LEFT_SCRIPTS = new Set('adlm arab hebr mand nkoo rohg syrc thaa'.split(' '));

/**
 * The attributes of someone else's text in its own language (an ad, its title, a company's
 * words): its `lang`, and `dir="rtl"` when that language is written right to left, so that an
 * Arabic ad lines up and reads from the right inside a left-to-right page. From a list, not the
 * runtime's locale data, so that the server's markup and the browser's are the same.
 */
export function textLanguage(lang: string | null | undefined): { lang?: string; dir?: 'rtl' } {
  if (!lang) return {};
  const [primary = '', ...subtags] = lang.toLowerCase().split(/[-_]/);
  const script = subtags.find((subtag) => /^[a-z]{4}$/.test(subtag));
  const rightToLeft = script
    ? RIGHT_TO_LEFT_SCRIPTS.has(script)
    : RIGHT_TO_LEFT_LANGUAGES.has(primary);
  return rightToLeft ? { lang, dir: 'rtl' } : { lang };
}
