import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/node';
import { renderRoute, type RenderedRoute } from '@/testing/render-route';

/** GETs that never answer, counted: a main API that hangs. */
function hangAnswers(call: string) {
  const asked = { count: 0 };
  server.use(
    http.get(call, () => {
      asked.count += 1;
      return new Promise<Response>(() => {});
    }),
  );
  return asked;
}

describe('a public page whose data hangs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const slowLine = 'This is taking longer than usual.';

  /** The slow-load line is not there before 5 s, then is, announced, and its button asks again. */
  async function expectSlowLineThatRetries(
    user: RenderedRoute['user'],
    asked: { count: number },
    skeleton: string,
  ) {
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.queryByText(slowLine)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText(slowLine)).toHaveAttribute('role', 'status');
    const asksBefore = asked.count;
    const retry = screen.getByRole('button', { name: 'Try again' });
    await user.click(retry);
    await waitFor(() => expect(asked.count).toBe(asksBefore + 1));
    expect(screen.getByText('Trying again…')).toHaveAttribute('role', 'status');
    expect(within(screen.getByRole('main')).getByTestId(skeleton)).toBeInTheDocument();
    // A retry that hangs too is said to be slow again.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByText(slowLine)).toBeInTheDocument();
    expect(retry).toHaveFocus();
  }

  test.each([
    ['the job search', '/', '*/jobs', 'job-search-skeleton'],
    ['a job page', '/job/frontend-developer-goteborg', '*/jobs/:slug', 'job-page-skeleton'],
    [
      'a company page',
      '/company/nordvik-logistics/about',
      '*/companies/:company/pages/:slug',
      'company-page-skeleton',
    ],
  ])(
    '%s, loaded first, shows its skeleton at once, then a line that it is slow with a way to try again',
    async (_page, url, call, skeleton) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const asked = hangAnswers(call);
      const { user } = renderRoute(url);
      expect(within(screen.getByRole('main')).getByTestId(skeleton)).toBeInTheDocument();
      await waitFor(() => expect(asked.count).toBe(1));
      await expectSlowLineThatRetries(user, asked, skeleton);
    },
  );

  test('a navigation to the job search shows its skeleton instead of the page being left', async () => {
    const { router, user } = renderRoute('/accessibility');
    await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = hangAnswers('*/jobs');

    act(() => void router.navigate('/'));
    expect(
      await within(screen.getByRole('main')).findByTestId('job-search-skeleton'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expectSlowLineThatRetries(user, asked, 'job-search-skeleton');
  });
});
