import type { Page } from '@playwright/test';
import { fillApplyForm } from './support/screens';
import { storedConsent } from './support/session';
import { makeJob, STUB_ANALYTICS_ORIGIN, type StubApi } from './support/stub-api';
import { expect, test } from './support/stub-portal';

/**
 * The faults the portal must survive (offline, lost answers, double clicks, expired sessions,
 * broken answers …), one test each, against a build with the demo off and the
 * stub API of support/stub-api.ts (a customer's deployment in miniature; the stub decides every
 * answer, honours Idempotency-Key, and counts what was written). Each test asserts that nothing
 * typed is lost and nothing is written twice. Console lines that a failed request makes Chromium
 * print are allowed by name; any other console error or page error still fails the test.
 */

const APPLICANT = {
  firstName: 'Alva',
  lastName: 'Lind',
  email: 'alva.lind@example.com',
  phone: '+46701234567',
  coverLetter: 'I have led warehouse teams for six years.',
};

/** Opens a job's page and fills in its apply form as the applicant, ready to send. */
async function openAndFill(page: Page, slug = 'warehouse-lead-1') {
  await page.goto(`/job/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible();
  await fillApplyForm(page, APPLICANT);
}

async function expectApplicationKept(page: Page) {
  await expect(page.getByLabel(/^First name/)).toHaveValue(APPLICANT.firstName);
  await expect(page.getByLabel(/^Last name/)).toHaveValue(APPLICANT.lastName);
  await expect(page.getByLabel(/^Email/)).toHaveValue(APPLICANT.email);
  await expect(page.getByLabel(/^Mobile number/)).toHaveValue(APPLICANT.phone);
  await expect(page.getByLabel(/^Cover letter/)).toHaveValue(APPLICANT.coverLetter);
  await expect(page.getByLabel(/^I accept the terms/)).toBeChecked();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Send application' }).click();
/** Sends the form: the thank-you page shows, and the stub holds exactly one application. */
async function sendExpectingOneApplication(page: Page, stub: StubApi) {
  await submit(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your application' }),
  ).toBeVisible();
  expect(stub.created).toHaveLength(1);
}
const APPLY = /^POST \/jobs\/[^/]+\/applications$/;

test('offline when submitting: everything stays, the person is told, one application after reconnecting', async ({
  page,
  context,
  stub,
  problems,
}) => {
  problems.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await openAndFill(page);
  await context.setOffline(true);
  stub.offline = true;
  await submit(page);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
  await expectApplicationKept(page);
  expect(stub.created).toHaveLength(0);

  await context.setOffline(false);
  stub.offline = false;
  await sendExpectingOneApplication(page, stub);
});

test('502 after the server saved: the retry carries the same Idempotency-Key and exactly one application exists', async ({
  page,
  stub,
  problems,
}) => {
  problems.allow(/status of 502/);
  stub.on(
    APPLY,
    async (route, _call, next) => {
      await next(); // saved…
      await stub.fulfil(route, {
        status: 502,
        body: '<html>Bad gateway</html>',
        headers: { 'Content-Type': 'text/html' },
      }); // …answer lost
    },
    1,
  );
  await openAndFill(page);
  await sendExpectingOneApplication(page, stub);
  const attempts = stub.callsTo(APPLY);
  expect(attempts).toHaveLength(2);
  expect(attempts[0].headers['idempotency-key']).toMatch(/.{16,}/);
  expect(attempts[1].headers['idempotency-key']).toBe(attempts[0].headers['idempotency-key']);
});

test('504 on submit: one retry at most, the person is told, nothing typed is lost, nothing written', async ({
  page,
  stub,
  problems,
}) => {
  problems.allow(/status of 504/);
  stub.on(APPLY, (route) =>
    stub.fulfil(route, { status: 504, body: { errors: [{ message: 'Gateway timeout' }] } }),
  );
  await openAndFill(page);
  await submit(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
  expect(stub.callsTo(APPLY)).toHaveLength(2);
  await expectApplicationKept(page);
  expect(stub.created).toHaveLength(0);
  await expect(page.getByRole('button', { name: 'Send application' })).toBeEnabled();
});

test('slow 3G and a 4× slower CPU: usable, the button disabled while sending, one application however often it is pressed', async ({
  page,
  context,
  stub,
}) => {
  test.slow();
  // DevTools' "Slow 3G" for the files the CDN sends; the stub API holds the application's answer
  // until the form has been pressed again while sending.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2000,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let answerApplication: () => void = () => undefined;
  const applicationHeld = new Promise<void>((resolve) => (answerApplication = resolve));
  stub.on(APPLY, async (route, _call, next) => {
    await applicationHeld;
    await stub.fulfil(route, await next());
  });

  await page.goto(`/job/${stub.jobs[0].slug}`, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible({
    timeout: 60_000,
  });
  await fillApplyForm(page, APPLICANT);
  await submit(page);
  const sending = page.getByRole('button', { name: 'Sending…' });
  await expect(sending).toBeDisabled();
  await expect(page.getByLabel(/^Cover letter/)).toBeDisabled();
  // Pressed again, and Enter: a pending form sends nothing more.
  await sending.click({ force: true });
  await page.keyboard.press('Enter');
  answerApplication();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your application' }),
  ).toBeVisible({ timeout: 30_000 });
  expect(stub.callsTo(APPLY)).toHaveLength(1);
  expect(stub.created).toHaveLength(1);
});

test('session expires mid-form: the login opens over the form, logged out, and the same press sends after logging in again', async ({
  page,
  context,
  stub,
  logIn,
  problems,
}) => {
  problems.allow(/status of 401/);
  await logIn();
  stub.on(
    APPLY,
    (route) => stub.fulfil(route, { status: 401, body: { errors: [{ message: 'jwt expired' }] } }),
    1,
  );
  // The stub's candidate has applied for the first job (one application per job): the second.
  await openAndFill(page, 'warehouse-lead-2');
  await submit(page);
  await expect(page).toHaveURL(/\/job\/warehouse-lead-2\?auth=login&reason=session-ended$/);
  const login = page.getByRole('dialog', { name: 'Log in', exact: true });
  await expect(
    login.getByText('Your session has ended. Log in again to continue where you were.'),
  ).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'authtoken')).toBe(false);

  // Nothing of the candidate stays in storage while they are logged out.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(APPLICANT.coverLetter);

  // Logging in again in this tab, through the dialog: POST /auth/tfa sets the cookie.
  stub.on(
    /^POST \/auth\/tfa$/,
    async (route) => {
      await logIn();
      return stub.fulfil(route, { status: 200, body: {} });
    },
    1,
  );
  await login.getByLabel('Email').fill(APPLICANT.email);
  await login.getByLabel('Password', { exact: true }).fill('Correct-horse-1!');
  await login.getByRole('button', { name: 'Log in' }).click();
  await login.getByLabel('Two-factor code').fill('123456');
  await login.getByRole('button', { name: 'Verify' }).click();
  await expect(login).toBeHidden();
  // The login closes over the job they were applying for: the form is as they left it.
  await expect(page).toHaveURL(/\/job\/warehouse-lead-2$/);
  await expect(page.getByLabel(/^Cover letter/)).toHaveValue(APPLICANT.coverLetter);
  await expect(page.getByLabel(/^First name/)).toHaveValue(APPLICANT.firstName);
  await expect(page.getByLabel(/^I accept the terms/)).toBeChecked();
  await sendExpectingOneApplication(page, stub);
});

test('a redeploy while a tab is open: exactly one automatic reload, to the same URL', async ({
  page,
  stub,
  problems,
}) => {
  problems.allow(
    /Failed to load resource|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/,
  );
  stub.jobs = [makeJob(1), makeJob(2)];
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The new deployment: a new build id, and the old build's route chunks are gone.
  let deployed = true;
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { buildId: 'next-build', builtAt: new Date().toISOString() } }),
  );
  await page.route(/\/assets\/(job|job-page|apply)[^/]*\.js$/, (route) =>
    deployed ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback(),
  );
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') {
      documents.push(new URL(request.url()).pathname);
      deployed = false; // the reloaded document gets the new deployment's files
    }
  });
  await page.getByRole('link', { name: stub.jobs[1].title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: stub.jobs[1].title })).toBeVisible();
  expect(documents).toEqual([`/job/${stub.jobs[1].slug}`]);
});

for (const [name, answer] of [
  ['a chunk missing for good', { status: 404, contentType: 'text/plain', body: 'Not found' }],
  [
    'index.html served for a chunk',
    {
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html><body><div id="root"></div></body></html>',
    },
  ],
] as const) {
  test(`${name}: a "try again" screen, never an empty page, and no reload loop`, async ({
    page,
    stub,
    problems,
  }) => {
    problems.allow(
      /Failed to load resource|Failed to fetch dynamically imported module|MIME type|module script|dynamically imported/i,
    );
    await page.route(/\/assets\/job-[^/]*\.js$/, (route) => route.fulfill(answer));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto(`/job/${stub.jobs[0].slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: 'Try again' })
        .or(page.getByRole('link', { name: 'Try again' })),
    ).toBeVisible();
    expect(documents).toHaveLength(1);
  });
}

test("a dialog's code that cannot be fetched: the page stays as it was and the person is told", async ({
  page,
  problems,
}) => {
  problems.allow(/Failed to load resource|Failed to fetch dynamically imported module/i);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.route(/\/assets\/modal-dialog-[^/]*\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await search.fill('warehouse');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Something went wrong, please try again later'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(search).toHaveValue('warehouse');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('analytics host blocked: no page error, and consent still works', async ({
  page,
  context,
  problems,
}) => {
  problems.allow(/blocker|analytics|matomo|Failed to load resource/i);
  const tracker: string[] = [];
  await context.route(`${STUB_ANALYTICS_ORIGIN}/**`, (route) => {
    tracker.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  // The tracker module is fetched on consent, so its script request comes after that import.
  await expect.poll(() => tracker.some((url) => url.endsWith('/matomo.js'))).toBe(true);
  await page.clock.runFor(5_000);
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeHidden();
  await expect
    .poll(() => storedConsent(context))
    .toMatchObject({
      handled: true,
      statistics: true,
    });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('storage that throws: the portal still searches, shows a job and sends exactly one application', async ({
  page,
  stub,
}) => {
  await page.addInitScript(() => {
    const broken = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, { get: broken, configurable: true });
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Search jobs').fill('Warehouse');
  await page.getByLabel('Search jobs').press('Enter');
  await expect(page).toHaveURL(/q=Warehouse/);
  await openAndFill(page);
  await sendExpectingOneApplication(page, stub);
});

test('logout in another tab: this tab drops personal data and shows the logged-out state', async ({
  context,
  stub,
  logIn,
}) => {
  stub.messages[0].body = 'Private: your interview is on Monday';
  await logIn();
  const first = await context.newPage();
  await first.goto('/application/app-1/messages');
  await expect(first.getByText('Private: your interview is on Monday')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/');
  await second.getByRole('button', { name: 'Log out' }).first().click();
  await expect(second.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  await expect(first.getByText('Private: your interview is on Monday')).toBeHidden();
  await expect(first.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  expect(stub.callsTo(/^POST \/auth\/logout$/)).toHaveLength(1);
});

test('back after logout shows no personal data', async ({ page, stub, logIn }) => {
  stub.messages[0].body = 'Private: your interview is on Monday';
  await logIn();
  await page.goto('/application/app-1/messages');
  await expect(page.getByText('Private: your interview is on Monday')).toBeVisible();
  // A second document, so that back returns to the one that showed the message (bfcache or not).
  await page.goto('/application/app-1/application');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/\?auth=login&reason=login-required/);
  await expect(page.getByRole('dialog', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByText('Private: your interview is on Monday')).toBeHidden();
  await expect(page.getByText('Logged in as')).toBeHidden();
});

test('three parallel "jwt expired" answers: one eject, one navigation, no loop', async ({
  page,
  context,
  stub,
  logIn,
  problems,
}) => {
  problems.allow(/status of 401/);
  await logIn();
  await page.addInitScript(() => {
    const moves: string[] = [];
    Object.defineProperty(window, '__moves', { value: moves });
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
        moves.push(`${name} ${String(url)}`);
        original(data, unused, url);
      };
    }
  });
  // The route's loaders call in parallel and both answers say 'jwt expired'; a third one arrives
  // for the page the eject leads to (a backend still holding the expired HttpOnly credential).
  // The first answer waits for the second call, so that both are in flight however slowly the
  // route's code loads; the third answers at once.
  let expired = 0;
  let bothSent = () => {};
  const bothInFlight = new Promise<void>((resolve) => (bothSent = resolve));
  stub.on(
    /^GET \/(applications|jobs)/,
    async (route) => {
      expired += 1;
      if (expired === 2) bothSent();
      await bothInFlight;
      await stub.fulfil(route, { status: 401, body: { errors: [{ message: 'jwt expired' }] } });
    },
    3,
  );
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/application/app-1/messages');
  await expect(page).toHaveURL(/\/\?auth=login&reason=session-ended/);
  await expect.poll(() => expired).toBe(3);
  // The third answer has been dealt with once the page the eject led to lists its jobs, under the
  // login that says why.
  await expect(page.getByRole('link', { name: stub.jobs[0]!.title })).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: 'Log in' }).getByText('Your session has ended'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/\?auth=login&reason=session-ended/);
  // The eject may move inside the SPA (a history entry) or, before the shell has mounted, load '/'
  // as a new document; either way there is exactly one move to '/'.
  const moves = await page.evaluate(() => (window as unknown as { __moves: string[] }).__moves);
  const movesHome = moves.filter((move) => / \/(\?|$)/.test(move));
  const documentsHome = documents.slice(1).filter((url) => new URL(url).pathname === '/');
  expect(
    [...documentsHome, ...movesHome],
    `documents: ${documents.join(', ')}; history moves: ${moves.join(', ')}`,
  ).toHaveLength(1);
  expect(documents.length - 1 - documentsHome.length).toBe(0);
  expect((await context.cookies()).some((cookie) => cookie.name === 'authtoken')).toBe(false);
});

for (const [name, body, contentType] of [
  [
    'truncated JSON',
    '{"items":[{"id":"job-1","slug":"warehouse-lead-1","title":"Warehou',
    'application/json',
  ],
  [
    'an HTML page with 200',
    '<!doctype html><html><head><title>Maintenance</title></head><body><h1>We will be back soon</h1></body></html>',
    'text/html',
  ],
  ['the wrong shape', '{"jobs":"none","count":"many"}', 'application/json'],
] as const) {
  test(`the job list answered with ${name}: the generic error text, never the raw answer, never a crash`, async ({
    page,
    stub,
  }) => {
    stub.on(/^GET \/jobs(\?|$)/, (route) =>
      route.fulfill({ status: 200, headers: stub.cors(route.request()), contentType, body }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Something went wrong, please try again later' }),
    ).toBeVisible();
    await expect(page.getByText('We will be back soon')).toBeHidden();
    await expect(page.getByText('Warehou', { exact: false })).toBeHidden();
  });

  test(`a job answered with ${name}: the job error text, never the raw answer`, async ({
    page,
    stub,
  }) => {
    stub.on(/^GET \/jobs\/[^/]+$/, (route) =>
      route.fulfill({ status: 200, headers: stub.cors(route.request()), contentType, body }),
    );
    await page.goto('/job/warehouse-lead-1');
    await expect(page.getByText(/We could not show the job ad/)).toBeVisible();
    await expect(page.getByText('We will be back soon')).toBeHidden();
  });
}

test('out-of-order search answers: the latest query wins', async ({ page, stub }) => {
  stub.jobs = [makeJob(1, { title: 'Alpha driver' }), makeJob(2, { title: 'Beta nurse' })];
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first query's answer is held back until after the second one has arrived.
  let releaseAlpha: () => void = () => undefined;
  const alphaHeld = new Promise<void>((resolve) => (releaseAlpha = resolve));
  let alphaSent: () => void = () => undefined;
  const alphaDelivered = new Promise<void>((resolve) => (alphaSent = resolve));
  stub.on(/^GET \/jobs\?.*q=Alpha/, async (route, _call, next) => {
    await alphaHeld;
    try {
      await stub.fulfil(route, await next());
    } finally {
      alphaSent();
    }
  });
  const search = page.getByLabel('Search jobs');
  await search.fill('Alpha');
  await search.press('Enter');
  await expect
    .poll(() => stub.callsTo(/^GET \/jobs$/).some((call) => call.query.get('q') === 'Alpha'))
    .toBe(true);
  await search.fill('Beta');
  await search.press('Enter');
  await expect(page.getByRole('link', { name: 'Beta nurse' })).toBeVisible();
  releaseAlpha();
  // The held answer has reached the browser and the page has drawn a frame since: had the page
  // taken it, its jobs would show now.
  await alphaDelivered;
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(page.getByRole('link', { name: 'Beta nurse' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alpha driver' })).toHaveCount(0);
  await expect(search).toHaveValue('Beta');
});

test('a connection dropped mid-upload: that file is marked failed with a retry, the rest are kept', async ({
  page,
  stub,
  logIn,
  problems,
}) => {
  problems.allow(/Failed to load resource|ERR_CONNECTION_RESET/);
  await logIn();
  stub.on(/^POST \/applications\/app-1\/files$/, (route) => route.abort('connectionreset'), 1);
  await page.goto('/application/app-1/application');
  await expect(page.getByText('cv-alva-lind.pdf')).toBeVisible();
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'references.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 references'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Upload failed')).toBeVisible();
  await expect(page.getByText('cv-alva-lind.pdf')).toBeVisible();
  const retry = page.getByRole('button', { name: /Try again/ });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(page.getByText('Your file was successfully uploaded')).toBeVisible();
  expect(stub.callsTo(/^POST \/applications\/app-1\/files$/)).toHaveLength(2);
  expect(stub.files.filter((file) => file.id !== 'file-1')).toHaveLength(1);
});
