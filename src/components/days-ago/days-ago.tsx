import { useFormat } from '@/i18n/format';
import { useHydrated } from '@/lib/use-hydrated';
import './days-ago.css';

interface DaysAgoProps {
  /** The moment, as the API gives it; also the `datetime` machines read. */
  value: string;
  /** The words around the phrase ("Published {{when}}"); the phrase alone without. */
  words?: (when: string) => string;
}

const alone = (when: string) => when;

/**
 * How many days ago a moment was ("3 days ago"), from the server's page on: the server writes the
 * words by its clock, the browser by the visitor's clock and zone, which may be a day apart.
 *
 * - Hydration may find other words than its own: it keeps the server's
 *   (`suppressHydrationWarning`, for this text only), and the element is replaced once hydrated,
 *   so the visitor's words always take their place, even where they equal hydration's own.
 * - The box is as wide as the words for a day or two either side (the rooms beside the text,
 *   drawn by the stylesheet from `data-text`, so they are no text of the page): words that
 *   change to the next day's move nothing beside or after them, so the page does not shift.
 */
export function DaysAgo({ value, words = alone }: DaysAgoProps) {
  const format = useFormat();
  const hydrated = useHydrated();
  return (
    <span className="days-ago" key={hydrated ? 'visitor' : 'server'}>
      <time dateTime={value} suppressHydrationWarning>
        {words(format.daysAgo(value))}
      </time>
      {/* As many on every side, so hydration finds each where the server put it. */}
      {format.daysAgoAround(value).map((text, index) => (
        <span
          key={index}
          className="days-ago__room"
          aria-hidden="true"
          data-text={words(text)}
          suppressHydrationWarning
        />
      ))}
    </span>
  );
}
