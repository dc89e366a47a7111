/** Up to two initials, for a company without a logo. */
export function monogram(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}
