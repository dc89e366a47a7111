/**
 * JSON text that cannot end its script element early: `<` (and the two line separators JSON
 * allows but scripts do not) become escapes, which JSON parsers read back as the same characters.
 */
export function toScriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
