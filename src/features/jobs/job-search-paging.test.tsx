import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';
import { jobSummary, searchResult } from '@/testing/jobs';

describe('paging the job list', () => {
  test('by keyboard: Enter on Next shows page 2, marks it the current page and focuses the results', async () => {
    server.use(
      http.get('*/jobs', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        return HttpResponse.json(
          searchResult([jobSummary({ id: `p${page}`, title: `Job on page ${page}` })], {
            total: 45,
            page,
          }),
        );
      }),
    );
    const { user, router } = renderRoute('/');
    await screen.findByRole('link', { name: 'Job on page 1' });
    const pages = within(screen.getByRole('navigation', { name: 'Pages of search results' }));
    pages.getByRole('link', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Job on page 2' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: '45 jobs found' })).toHaveFocus(),
    );
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });
});
