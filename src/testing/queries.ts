import { screen, within } from '@testing-library/react';

/**
 * The card in a list that the heading `name` titles. A list item takes no name of its own, so a
 * person finds it by its heading; where lists nest, the item nearest the heading.
 */
export function listItemHeaded(name: string | RegExp, level?: number): HTMLElement {
  const item = screen
    .getAllByRole('listitem')
    .filter((candidate) => within(candidate).queryByRole('heading', { name, level }))
    .at(-1);
  if (!item) throw new Error(`No list item holds the heading ${String(name)}`);
  return item;
}

/**
 * Matches the paragraph that reads `start`…, for a line whose label and value are elements of
 * their own ("Current method: <strong>…</strong>"), which a text query cannot read whole.
 */
export const paragraphStartingWith =
  (start: string) =>
  (_ownText: string, element: Element | null): boolean =>
    element?.tagName === 'P' && (element.textContent ?? '').startsWith(start);
