/**
 * Explicit direction controls (embeddings, overrides, isolates): in a name from someone else they
 * can make "CV\u202Efdp.exe" read as "CVexe.pdf". Marks (LRM, RLM, ALM), which right-to-left names
 * need, stay.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const withoutDirectionControls = (text: string): string =>
  text.replace(DIRECTION_CONTROLS, '');
