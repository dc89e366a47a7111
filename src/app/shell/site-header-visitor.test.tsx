import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

describe('the count of unread messages, for a visitor', () => {
  test('is not there for anyone who is not logged in, and is never asked for', async () => {
    let listAsked = false;
    server.use(
      http.get('/applications', () => {
        listAsked = true;
        return HttpResponse.json([]);
      }),
    );
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Open jobs' });
    const banner = within(screen.getByRole('banner'));
    expect(banner.getAllByRole('link', { name: 'Log in' })[0]).toBeInTheDocument();
    expect(banner.queryByText(/unread message/)).not.toBeInTheDocument();
    expect(banner.getByRole('button', { name: /^Menu/ })).toHaveAccessibleName('Menu');
    expect(listAsked).toBe(false);
  });
});
