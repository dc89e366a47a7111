import { act, render, screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { refreshSession } from '@/api/session';
import { applicationFixture, messageFixture } from '@/features/applications/test-fixtures';
import { handlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { createPortalRouter } from './router';
import {
  candidatePayload,
  renderRoute,
  setAuthCookie,
  type RenderedRoute,
} from '@/testing/render-route';

const protectedUrls = [
  '/application',
  '/application/app-1',
  '/application/app-1/application',
  '/application/app-1/messages',
  '/application/app-1/tests',
  '/user/settings',
];

describe('route guards', () => {
  test.each(protectedUrls)(
    'an anonymous visitor on %s is sent to /, where the login says why and keeps the way back',
    async (url) => {
      const { router } = renderRoute(url);
      await screen.findByRole('heading', { level: 1, name: 'Open jobs' });
      expect(router.state.location.pathname).toBe('/');
      const query = new URLSearchParams(router.state.location.search);
      expect(query.get('auth')).toBe('login');
      expect(query.get('reason')).toBe('login-required');
      // An application's address goes on to its first tab before the guard answers.
      expect(query.get('returnTo')).toMatch(new RegExp(`^${url}(/application)?$`));
      const dialog = await screen.findByRole('dialog', { name: 'Log in' });
      expect(
        within(dialog).getByText('Log in to see that page. You will go straight back to it.'),
      ).toBeInTheDocument();
    },
  );

  test('a token of another type does not open a protected route', async () => {
    setAuthCookie(candidatePayload({ user: { id: 'r1', name: 'Rita', type: 'recruiter' } }));
    const { router } = renderRoute('/user/settings');
    await screen.findByRole('heading', { level: 1, name: 'Open jobs' });
    expect(router.state.location.pathname).toBe('/');
  });

  test('a logout in another tab takes the candidate off a protected page and its data', async () => {
    setAuthCookie(candidatePayload());
    const { router } = renderRoute('/user/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });

    // The other tab removed the shared cookie and said so on the tabs' channel.
    document.cookie = 'authtoken=; Path=/; Max-Age=0';
    const otherTab = new BroadcastChannel('portal-session');
    otherTab.postMessage({ userId: null, ending: 'logout' });
    otherTab.close();

    await screen.findByRole('heading', { level: 1, name: 'Open jobs' });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { level: 1, name: 'Settings' })).not.toBeInTheDocument();
  });
});

describe('a session that ends', () => {
  test("a 'jwt expired' answer logs out, sends the candidate to / with the login open, saying why", async () => {
    setAuthCookie(candidatePayload());
    server.use(
      http.get('*/applications', () =>
        HttpResponse.json({ errors: [{ message: 'jwt expired' }] }, { status: 401 }),
      ),
    );
    const { router } = renderRoute('/application');
    await screen.findByRole('heading', { level: 1, name: 'Open jobs' });
    expect(router.state.location.pathname).toBe('/');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      auth: 'login',
      reason: 'session-ended',
      returnTo: '/application',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(
      within(dialog).getByText('Your session has ended. Log in again to continue where you were.'),
    ).toBeInTheDocument();
    expect(document.cookie).not.toMatch(/authtoken=/);
  });
});

/** The settings page's last name, changed: what the tests below expect to be kept. */
async function typeLastName(user: RenderedRoute['user']) {
  const lastName = await screen.findByLabelText('Last name');
  await user.clear(lastName);
  await user.type(lastName, 'Lindqvist');
}

/** The login is open over the settings page, saying the session ended; the typed name is there. */
async function expectLoginOverSettings(router: RenderedRoute['router']) {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  expect(
    within(dialog).getByText('Your session has ended. Log in again to continue where you were.'),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user/settings');
  expect(screen.getByLabelText('Last name', { selector: 'input' })).toHaveValue('Lindqvist');
}

describe('a session that ends on a page on screen', () => {
  test('the cookie gone, a save opens the login over the page and keeps what was typed; the same login saves it', async () => {
    setAuthCookie(candidatePayload());
    const { router, user } = renderRoute('/user/settings');
    await typeLastName(user);

    document.cookie = 'authtoken=; Path=/; Max-Age=0';
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await expectLoginOverSettings(router);

    setAuthCookie(candidatePayload());
    act(() => void refreshSession());
    await act(() => router.navigate('/user/settings', { replace: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(screen.getByLabelText('Last name')).toHaveValue('Lindqvist');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved')).toBeInTheDocument();
  });
});

describe('a session found gone by a read of the page', () => {
  test('after a save, the page read again over a gone cookie waits under the login, saying why', async () => {
    setAuthCookie(candidatePayload());
    server.use(
      // The save succeeds; the browser drops the cookie before the page is read again.
      http.patch('*/profile', async ({ request }) => {
        const saved = await getResponse(handlers, request);
        document.cookie = 'authtoken=; Path=/; Max-Age=0';
        return saved;
      }),
    );
    const { router, user } = renderRoute('/user/settings');
    await typeLastName(user);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await expectLoginOverSettings(router);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  test('a move to another page of the area logs in at home, saying the session ended', async () => {
    setAuthCookie(candidatePayload());
    const { router } = renderRoute('/user/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });

    document.cookie = 'authtoken=; Path=/; Max-Age=0';
    await act(() => router.navigate('/application'));

    await screen.findByRole('dialog', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      auth: 'login',
      reason: 'session-ended',
      returnTo: '/application',
    });
  });
});

describe('unknown and failing routes', () => {
  test("an unknown URL shows 'Page not found'", async () => {
    renderRoute('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('an address the router cannot follow', () => {
  test('`//?auth=login` opens as the home page with the login, and moves from there work', async () => {
    window.history.replaceState(null, '', `${window.location.origin}//?auth=login`);
    const router = createPortalRouter();
    try {
      render(<RouterProvider router={router} />);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Open jobs' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/');
      // As `//?…`, pushState would read another site's address and throw.
      await act(() => router.navigate('?auth=forgot-password'));
      expect(window.location.href).toBe(`${window.location.origin}/?auth=forgot-password`);
    } finally {
      router.dispose();
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('a first load of a public page', () => {
  test.each([
    ['a job page', '/job/frontend-developer-goteborg', '*/jobs/:slug'],
    ['the job list', '/', '*/jobs'],
  ])(
    '%s shows its layout and the cookie banner while its data is on the way',
    async (_page, url, call) => {
      let answer: (response: Response) => void = () => {};
      server.use(
        http.get(call, () => new Promise<Response>((resolve) => (answer = resolve)), {
          once: true,
        }),
      );
      renderRoute(url);
      expect(
        await screen.findByRole('navigation', { name: 'About the portal' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Cookies' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

      expect(await screen.findByRole('progressbar', {}, { timeout: 1000 })).toBeInTheDocument();
      answer(HttpResponse.json({ errors: [{ message: 'Not found' }] }, { status: 404 }));
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    },
  );
});

/** GETs that answer only when the test says so: a slow or hanging main API. */
function holdAnswers(call: string) {
  const waiting: Array<(response: Response) => void> = [];
  server.use(http.get(call, () => new Promise<Response>((resolve) => waiting.push(resolve))));
  return (response: Response) => waiting.forEach((answer) => answer(response.clone()));
}

describe('the candidate area while its data loads', () => {
  test.each([
    ['/application', '*/applications', 'My applications', 'Loading your applications…'],
    ['/application/app-1', '*/applications/:id', 'Application', 'Loading the application…'],
    [
      '/application/app-1/messages',
      '*/applications/:id',
      'Application',
      'Loading the application…',
    ],
    ['/application/app-1/tests', '*/applications/:id', 'Application', 'Loading the application…'],
    ['/user/settings', '*/profile', 'Settings', 'Loading your settings…'],
  ])(
    '%s shows the header, the navigation and its heading at once, says it is loading, then shows a failure in its place',
    async (url, call, heading, loading) => {
      const answer = holdAnswers(call);
      setAuthCookie(candidatePayload());
      renderRoute(url);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByText('Logged in as Test Candidate')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      // Nothing is said during the 200 ms loading delay; then the status region says it.
      const status = screen.getByRole('status');
      expect(status).toBeEmptyDOMElement();
      await waitFor(() => expect(status).toHaveTextContent(loading), { timeout: 1000 });

      answer(HttpResponse.json({ errors: [{ message: 'Down for maintenance' }] }, { status: 500 }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong, please try again later');
      expect(alert).toHaveTextContent('Message from the service: Down for maintenance');
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );

  test('moving to another section shows it at once, inside the application, while its data is on the way', async () => {
    server.use(
      http.get('*/applications/app-1', () => HttpResponse.json(applicationFixture())),
      http.get('*/applications/app-1/tests', () => HttpResponse.json([])),
    );
    setAuthCookie(candidatePayload());
    const { user, router } = renderRoute('/application/app-1/tests');
    await screen.findByRole('heading', { level: 1, name: 'Backend developer' });
    const answer = holdAnswers('*/applications/app-1/messages');

    await user.click(screen.getByRole('link', { name: 'Messages' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Loading the messages…'),
    );
    expect(router.state.location.pathname).toBe('/application/app-1/messages');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Backend developer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');

    answer(HttpResponse.json([messageFixture({ body: 'Welcome to the next step.' })]));
    expect(await screen.findByText('Welcome to the next step.')).toBeInTheDocument();
    expect(screen.queryByText('Loading the messages…')).not.toBeInTheDocument();
  });

  test("another application's address never shows the last one's data while its own loads", async () => {
    server.use(
      http.get('*/applications/app-1', () => HttpResponse.json(applicationFixture())),
      http.get('*/applications/:id/tests', () => HttpResponse.json([])),
    );
    holdAnswers('*/applications/app-2');
    setAuthCookie(candidatePayload());
    const { router } = renderRoute('/application/app-1/tests');
    await screen.findByRole('heading', { level: 1, name: 'Backend developer' });

    await act(() => router.navigate('/application/app-2/tests'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Backend developer')).not.toBeInTheDocument();
  });
});
