const REFERENCES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text put into HTML or XML written as a string: every character that could end a text or a
 * quoted attribute becomes a reference. The one escaper of the edge's document, the sitemap, the
 * sanitiser's output and the demo's generated ads.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => REFERENCES[character]!);
