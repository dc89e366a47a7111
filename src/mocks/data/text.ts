/** Letters that Unicode does not decompose into a base letter plus a mark. */
const FOLDED: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
};
const UNFOLDED = /[øæœßđłþð]/g;
const MARKS = /[\u0300-\u036f]/g;

/**
 * Case- and accent-insensitive form used on both sides of a search: `Göteborg` → `goteborg`,
 * `Malmö` → `malmo`, `Ærøskøbing` → `aeroskobing`. Anything that is not a letter or digit
 * separates words.
 */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(UNFOLDED, (letter) => FOLDED[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function slugify(text: string): string {
  return normalizeText(text).replace(/ /g, '-');
}

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&(lt|gt|quot);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"' })[name]!)
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
