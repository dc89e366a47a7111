import { act, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HydrationRoot } from '@/lib/use-hydrated';
import { DaysAgo } from './days-ago';

const DAY = 86_400_000;

const published = (when: string) => `Published ${when}`;

/** The texts the box makes room for; the stylesheet draws them, so no query reaches them. */
const rooms = (page: HTMLElement) =>
  // eslint-disable-next-line testing-library/no-node-access -- attributes a person never reads
  [...page.querySelectorAll('[data-text]')].map((room) => room.getAttribute('data-text'));

/** The server's page for `element`, in the document, as the browser receives it. */
function serverPage(element: React.ReactElement) {
  const page = document.createElement('div');
  page.innerHTML = renderToString(<HydrationRoot>{element}</HydrationRoot>);
  document.body.append(page);
  return page;
}

afterEach(async () => {
  vi.useRealTimers();
  document.body.replaceChildren();
  await i18next.changeLanguage('en-US');
});

describe('how many days ago', () => {
  test('the words, with the moment as datetime; the room for the days either side is no text of the page', () => {
    const value = new Date(Date.now() - 3 * DAY).toISOString();
    const { container } = render(<DaysAgo value={value} words={published} />);
    expect(screen.getByText('Published 3 days ago')).toHaveAttribute('datetime', value);
    expect(container).toHaveTextContent(/^Published 3 days ago$/);
    expect(rooms(container)).toEqual([
      'Published yesterday',
      'Published 2 days ago',
      'Published 4 days ago',
      'Published 5 days ago',
    ]);
  });

  test('the server writes the words; hydrated, the same words in a box of the same room', async () => {
    const value = new Date(Date.now() - 2 * DAY).toISOString();
    const page = serverPage(<DaysAgo value={value} words={published} />);
    expect(within(page).getByText('Published 2 days ago')).toHaveAttribute('datetime', value);
    const roomsOnTheServer = rooms(page);
    // A hydration mismatch would be a console error, which fails the test.
    await act(async () => {
      hydrateRoot(
        page,
        <HydrationRoot>
          <DaysAgo value={value} words={published} />
        </HydrationRoot>,
      );
    });
    expect(within(page).getByText('Published 2 days ago')).toBeInTheDocument();
    expect(rooms(page)).toEqual(roomsOnTheServer);
  });

  test('words the server wrote before a midnight give way to the visitor’s, with no hydration error', async () => {
    const value = new Date(Date.now() - 2 * DAY).toISOString();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - DAY);
    const page = serverPage(<DaysAgo value={value} words={published} />);
    expect(within(page).getByText('Published yesterday')).toBeInTheDocument();
    vi.useRealTimers();
    await act(async () => {
      hydrateRoot(
        page,
        <HydrationRoot>
          <DaysAgo value={value} words={published} />
        </HydrationRoot>,
      );
    });
    expect(within(page).getByText('Published 2 days ago')).toHaveAttribute('datetime', value);
    expect(within(page).queryByText('Published yesterday')).not.toBeInTheDocument();
  });

  test('in the visitor’s language, the phrase alone without words around it', async () => {
    await act(() => i18next.changeLanguage('sv-SE'));
    const value = new Date(Date.now() - 5 * DAY).toISOString();
    const { container } = render(<DaysAgo value={value} />);
    expect(screen.getByText('för 5 dagar sedan')).toHaveAttribute('datetime', value);
    expect(rooms(container)).toContain('för 7 dagar sedan');
  });
});
