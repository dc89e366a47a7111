/**
 * Text from the API put into HTML the edge writes: every character that could end a text or a
 * double-quoted attribute becomes a reference. The edge writes no other quoting.
 */
const REFERENCES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => REFERENCES[character]!);
