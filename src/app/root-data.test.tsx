import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { ApplicationSummary } from '@/api/contract/applications';
import { refreshSession } from '@/api/session';
import { jobFixture, summaryFixture } from '@/features/applications/test-fixtures';
import { job } from '@/testing/jobs';
import { server } from '@/mocks/node';
import { candidatePayload, renderRoute, setAuthCookie } from '@/testing/render-route';

/** GET /applications answering with `list()` at the time of asking, counting the requests. */
function serveList(list: () => ApplicationSummary[]) {
  const asked = { count: 0 };
  server.use(
    http.get('*/applications', () => {
      asked.count += 1;
      return HttpResponse.json(list());
    }),
  );
  return asked;
}

const applicationsLink = () =>
  within(screen.getAllByRole('navigation', { name: 'Main' })[0]!).getByRole('link', {
    name: /^My applications/,
  });

describe("the candidate's applications, read once for every page", () => {
  test("a job page's first load asks for them once, and shows the application in the form's place", async () => {
    const slug = 'frontend-developer-goteborg';
    server.use(http.get('*/jobs/:slug', () => HttpResponse.json(job())));
    const asked = serveList(() => [summaryFixture({ job: jobFixture({ slug }) })]);
    setAuthCookie(candidatePayload());
    renderRoute(`/job/${slug}`);
    expect(
      await screen.findByRole('region', { name: 'You have applied for this job' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
    expect(asked.count).toBe(1);
  });

  test('a new job search does not ask for them again; arriving at My applications does', async () => {
    const asked = serveList(() => [summaryFixture({ unreadMessages: 2 })]);
    setAuthCookie(candidatePayload());
    const { router } = renderRoute('/');
    await waitFor(() =>
      expect(applicationsLink()).toHaveAccessibleName('My applications (2 unread messages)'),
    );
    await act(() => router.navigate('/?q=d'));
    await act(() => router.navigate('/?q=developer'));
    await act(() => router.navigate('/?q=developer&auth=login'));
    expect(asked.count).toBe(1);

    await act(() => router.navigate('/application'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My applications' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(asked.count).toBe(2));
  });

  test("another candidate's login shows their count, never the last one's", async () => {
    let candidate = 'cand-1';
    serveList(() =>
      candidate === 'cand-1'
        ? [summaryFixture({ unreadMessages: 2 })]
        : [summaryFixture({ id: 'app-9', unreadMessages: 1 })],
    );
    setAuthCookie(candidatePayload());
    renderRoute('/');
    await waitFor(() =>
      expect(applicationsLink()).toHaveAccessibleName('My applications (2 unread messages)'),
    );

    candidate = 'cand-2';
    setAuthCookie(candidatePayload({ user: { id: 'cand-2', name: 'Kim', type: 'candidate' } }));
    act(() => void refreshSession());
    await waitFor(() =>
      expect(applicationsLink()).toHaveAccessibleName('My applications (1 unread message)'),
    );
    expect(screen.getByText('Logged in as Kim')).toBeInTheDocument();
  });
});
