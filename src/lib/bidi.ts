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
