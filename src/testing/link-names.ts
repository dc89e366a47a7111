/**
 * The accessible name of a link that opens in a new tab, from its visible text. jsdom's name
 * leaves out the space before the visually hidden "(opens in a new tab)"; browsers keep it.
 */
export function newTabLinkName(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped} ?\\(opens in a new tab\\)$`);
}
