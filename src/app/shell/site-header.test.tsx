import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { refreshSession } from '@/api/session';
import { seedFormDraft, storedText } from '@/testing/storage';
import { onAppEvent } from '@/lib/events';
import { server } from '@/mocks/node';
import { summaryFixture } from '@/features/applications/test-fixtures';
import { candidatePayload, renderRoute, setAuthCookie } from '@/testing/render-route';

// A candidate's menu button also says how many messages are unread ("Menu (2 unread messages)").
const menuButton = () => screen.getByRole('button', { name: /^Menu/ });
const notification = () =>
  within(screen.getByRole('region', { name: 'Notifications' })).findByRole('status');

describe('the side nav for phones', () => {
  test('the menu button opens a panel with the links, the language and Log in; Escape closes it and focus returns', async () => {
    const events: string[] = [];
    const off = [
      onAppEvent('side-nav-open', () => events.push('open')),
      onAppEvent('side-nav-close', () => events.push('close')),
    ];
    const { user } = renderRoute('/subscription');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());

    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', panel.id);
    const inPanel = within(panel);
    expect(inPanel.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/');
    expect(inPanel.getByRole('link', { name: 'Job alerts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(inPanel.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(inPanel.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/subscription?auth=login',
    );
    expect(inPanel.queryByRole('link', { name: 'My applications' })).not.toBeInTheDocument();
    // Focus moves into the panel, to its first control.
    expect(inPanel.getByRole('link', { name: 'Jobs' })).toHaveFocus();
    expect(events).toEqual(['open']);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(events).toEqual(['open', 'close']);
    off.forEach((remove) => remove());
  });

  test('following a link closes the panel and goes there', async () => {
    const { user, router } = renderRoute('/accessibility');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await user.click(menuButton());
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', {
        name: 'Job alerts',
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    await screen.findByRole('heading', { level: 1, name: 'Job alerts' });
    // Focus moves to the new page's heading in an effect after the page has rendered.
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Job alerts' })).toHaveFocus(),
    );
  });

  test('a candidate sees the own pages and logs out from the panel (the logout call, then logged out)', async () => {
    let logoutCalls = 0;
    server.use(
      http.post('*/auth/logout', () => {
        logoutCalls += 1;
        return HttpResponse.json({});
      }),
    );
    setAuthCookie(candidatePayload());
    refreshSession();
    seedFormDraft('reply:app-1', { body: 'An unsent reply' });
    expect(storedText()).toContain('An unsent reply');
    const { user } = renderRoute('/subscription');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    // The demo candidate has two unread messages (src/mocks/data/seed.ts): the phone sees them on
    // the menu button, and in the panel on the link they are under.
    await waitFor(() => expect(menuButton()).toHaveAccessibleName('Menu (2 unread messages)'));
    await user.click(menuButton());
    const panel = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(
      panel.getByRole('link', { name: 'My applications (2 unread messages)' }),
    ).toHaveAttribute('href', '/application');
    expect(panel.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/user/settings');
    expect(panel.getByText('Logged in as Test Candidate')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Log out' }));
    expect(await screen.findAllByRole('link', { name: 'Log in' })).not.toHaveLength(0);
    // Said in a status message, which screen readers announce.
    expect(await notification()).toHaveTextContent('You are logged out');
    expect(logoutCalls).toBe(1);
    expect(document.cookie).not.toContain('authtoken=');
    // The next person at this computer finds nothing of what was being written.
    expect(storedText()).not.toContain('An unsent reply');
  });
});

describe('the count of unread messages', () => {
  test('is not shown when every message is read', async () => {
    let listRead = false;
    server.use(
      http.get('/applications', () => {
        listRead = true;
        return HttpResponse.json([
          summaryFixture({ unreadMessages: 0 }),
          summaryFixture({ id: 'app-2' }),
        ]);
      }),
    );
    setAuthCookie(candidatePayload());
    renderRoute('/subscription');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(listRead).toBe(true));
    const main = within(screen.getAllByRole('navigation', { name: 'Main' })[0]!);
    await waitFor(() =>
      expect(main.getByRole('link', { name: /^My applications/ })).toHaveTextContent(
        /^My applications$/,
      ),
    );
    expect(menuButton()).toHaveAccessibleName('Menu');
  });
});

describe('logging out', () => {
  test('a logout the service does not answer still logs out here, and says so', async () => {
    server.use(http.post('*/auth/logout', () => HttpResponse.error()));
    setAuthCookie(candidatePayload());
    refreshSession();
    const { user, router } = renderRoute('/application');
    await screen.findByRole('heading', { level: 1, name: 'My applications' });
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    expect(await notification()).toHaveTextContent('You are logged out');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('Logged in as Test Candidate')).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('authtoken=');
  });
});
