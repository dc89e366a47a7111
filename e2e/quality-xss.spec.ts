import type { Page } from '@playwright/test';
import { makeJob } from './support/stub-api';
import { expect, test } from './support/stub-portal';
import {
  CLOBBER_NAME,
  EVIL_HOST,
  findDangerousMarkup,
  QUOTED_GT_PAYLOADS,
  XSS_PAYLOADS,
} from './support/xss-payloads';

/**
 * Untrusted text from every source the portal shows, carrying the public payload corpus of
 * support/xss-payloads.ts. Why a build with the demo off and a stub API (support/stub-portal.ts)
 * rather than seeding the demo store: the payloads then arrive exactly as a customer's backend
 * would send them, over CORS, under the deployment's CSP, and each test decides every byte.
 *
 * Each test fails if a payload runs (alert/confirm/prompt/print are replaced by markers before the
 * app loads), if anything script-capable, a script URL or a clobbering id/name is in the DOM, if
 * a request goes to a host other than the portal and its two API hosts, on any CSP violation
 * (the shared fixture), and if the text is not shown literally, as the text it is.
 */
const PAYLOADS = XSS_PAYLOADS.map((entry) => entry.payload);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const fired: string[] = [];
    Object.defineProperty(window, '__xssFired', { value: fired });
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, {
        value: (...args: unknown[]) => void fired.push(`${name}(${args.join(',')})`),
      });
    }
  });
});

test.afterEach(async ({ page, foreignRequests }) => {
  if (page.isClosed()) return;
  await expectNothingRan(page);
  expect(
    foreignRequests.filter((url) => url.includes(EVIL_HOST) || !url.startsWith('blob:')),
    'requests to other hosts',
  ).toEqual([]);
});

async function expectNothingRan(page: Page) {
  // Hover and focus every element once, so handler payloads that survived would fire.
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll('#root *')).slice(0, 3000)) {
      for (const type of ['mouseover', 'pointerover', 'focus', 'toggle', 'load', 'error']) {
        element.dispatchEvent(new Event(type));
      }
    }
  });
  expect(
    await page.evaluate(() => (window as unknown as { __xssFired: string[] }).__xssFired),
    'script ran',
  ).toEqual([]);
  const dangerous = await page.evaluate<string[]>(
    `(${findDangerousMarkup.toString()})(document.getElementById('root'), ${JSON.stringify(CLOBBER_NAME)})`,
  );
  expect(dangerous, 'dangerous markup in the page').toEqual([]);
  expect(
    await page.evaluate(
      (name) => document.getElementsByName(name).length + (document.getElementById(name) ? 1 : 0),
      CLOBBER_NAME,
    ),
  ).toBe(0);
}

/** Whether every text is in the page literally (as text, neither run nor entity-escaped twice). */
async function missingTexts(page: Page, texts: string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const shown = document.getElementById('root')?.textContent ?? '';
    return list.filter(
      (text) => !shown.includes(text.replace(/\s+/g, ' ').trim()) && !shown.includes(text),
    );
  }, texts);
}

test('job titles, companies, places and excerpts in the job list', async ({ page, stub }) => {
  stub.jobs = PAYLOADS.map((payload, index) =>
    makeJob(index, { title: payload, excerpt: `Excerpt ${payload}`, location: payload }),
  );
  stub.jobs[0].company = { ...stub.jobs[0].company, name: PAYLOADS[1] };
  await page.goto('/?pageSize=100');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(PAYLOADS[2], { exact: false }).first()).toBeVisible();
  const titlesShown = await missingTexts(page, PAYLOADS.slice(0, 20));
  expect(titlesShown, 'titles not shown as text').toEqual([]);
});

test('search terms echoed back in the result count', async ({ page, stub }) => {
  // One search per payload: the test's time grows with the list.
  test.slow();
  stub.jobs = [makeJob(1)];
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const payload of PAYLOADS) {
    // A client-side navigation per term: the router reads the new URL as a back/forward would.
    await page.evaluate((q) => {
      window.history.pushState(null, '', `/?q=${encodeURIComponent(q)}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, payload);
    await expect(page.locator('#job-results-heading, [role="status"]').first()).toContainText(
      payload.trim().slice(0, 12),
      { timeout: 5000 },
    );
  }
});

test('the job ad (employer HTML), its title and its contact on the job page', async ({
  page,
  stub,
}) => {
  const job = makeJob(1, {
    title: PAYLOADS[0],
    contactName: PAYLOADS[4],
    adHtml: `<h2>About the role</h2>${PAYLOADS.map((payload) => `<p>${payload}</p>`).join('')}`,
  });
  stub.jobs = [job];
  await page.goto(`/job/${job.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAYLOADS[0]);
  await expect(page.getByRole('heading', { level: 2, name: 'About the role' })).toBeVisible();
  expect(await missingTexts(page, [PAYLOADS[4]])).toEqual([]);
});

test('the company text (employer HTML), its title and name on the company page', async ({
  page,
  stub,
}) => {
  stub.companyPage = {
    ...stub.companyPage,
    title: PAYLOADS[5],
    company: { ...stub.companyPage.company, name: PAYLOADS[6] },
    aboutHtml: `<h2>Who we are</h2>${PAYLOADS.map((payload) => `<div>${payload}</div>`).join('')}`,
  };
  await page.goto('/company/nordvik/about');
  await expect(page.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
  expect(await missingTexts(page, [PAYLOADS[6]])).toEqual([]);
});

test.describe('hostile employer HTML and logos raise no CSP report (each would hide a real attack)', () => {
  for (const logoUrl of [
    'javascript:alert(1)',
    'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    'https://tracker.evil.example/pixel.gif',
  ]) {
    test(`a Word-pasted company text with a logo at ${logoUrl.slice(0, 24)}…`, async ({
      page,
      stub,
    }) => {
      stub.companyPage = {
        ...stub.companyPage,
        company: { ...stub.companyPage.company, logoUrl },
        aboutHtml:
          '<style>p.MsoNormal{margin:0;font-family:Calibri}</style><base href="https://evil.example/"><p class="MsoNormal" style="color:red" onclick="alert(1)">Dress code: style = smart casual</p>',
      };
      await page.goto('/company/nordvik/about');
      await expect(page.getByText('Dress code: style = smart casual')).toBeVisible();
      // The fixture fails the test on any Content-Security-Policy violation.
      await expect(page.locator('img.company-logo')).toHaveCount(0);
    });
  }

  test('a job ad and a company text with a `>` inside quoted attribute values', async ({
    page,
    stub,
  }) => {
    const hostile = QUOTED_GT_PAYLOADS.map((payload) => `<p>${payload}</p>`).join('');
    const job = makeJob(1, { adHtml: `<h2>About the role</h2>${hostile}` });
    stub.jobs = [job];
    stub.companyPage = { ...stub.companyPage, aboutHtml: `<h2>Who we are</h2>${hostile}` };
    await page.goto(`/job/${job.slug}`);
    await expect(page.getByText('quoted gt link')).toBeVisible();
    await page.goto('/company/nordvik/about');
    await expect(page.getByText('quoted gt link')).toBeVisible();
  });
});

test("the candidate's name from the authtoken in the header", async ({ page, stub, logIn }) => {
  stub.jobs = [makeJob(1)];
  await logIn(PAYLOADS[2]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await missingTexts(page, [PAYLOADS[2]])).toEqual([]);
});

test("recruiters' messages, sender names and an error text interpolated into a translation", async ({
  page,
  stub,
  logIn,
  problems,
}) => {
  problems.allow(/status of 422/);
  stub.messages = PAYLOADS.map((payload, index) => ({
    id: `msg-${index}`,
    from: 'recruiter' as const,
    senderName: PAYLOADS[(index + 7) % PAYLOADS.length],
    body: payload,
    sentAt: new Date(Date.now() - (PAYLOADS.length - index) * 60_000).toISOString(),
    read: true,
  }));
  const reason = PAYLOADS[3];
  stub.on(/^POST \/applications\/app-1\/messages$/, (route) =>
    stub.fulfil(route, {
      status: 422,
      // No code the portal knows: its words, then the service's message as a detail, as text.
      body: { errors: [{ message: reason }] },
    }),
  );
  await logIn();
  await page.goto('/application/app-1/messages');
  const thread = page.getByRole('list', { name: 'Messages with the recruiter' });
  await expect(thread).toBeVisible();
  expect(await missingTexts(page, PAYLOADS.slice(0, 30))).toEqual([]);

  await page.getByLabel('Write a reply').fill(PAYLOADS[8]);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' })).toContainText(
    reason,
  );
  await expect(page.getByLabel('Write a reply')).toHaveValue(PAYLOADS[8]);
});

test('file names in the application', async ({ page, stub, logIn }) => {
  stub.files = PAYLOADS.slice(0, 40).map((payload, index) => ({
    id: `file-${index}`,
    name: `${payload}.pdf`,
    contentType: 'application/pdf',
    size: 1000 + index,
    uploadedAt: new Date().toISOString(),
    kind: 'attachment' as const,
    contentUrl: `/files/file-${index}/content`,
  }));
  await logIn();
  await page.goto('/application/app-1/application');
  await expect(page.getByText(`${PAYLOADS[0]}.pdf`).first()).toBeVisible();
  expect(
    await missingTexts(
      page,
      stub.files.map((file) => file.name),
    ),
  ).toEqual([]);
});

test('job and company names in my applications, booked meetings and tests, with script addresses', async ({
  page,
  stub,
  logIn,
}) => {
  const job = makeJob(1, { title: PAYLOADS[9] });
  job.company = { ...job.company, name: PAYLOADS[10] };
  stub.jobs = [job];
  const startsAt = Date.now() + 3 * 24 * 3600_000;
  stub.meetings = PAYLOADS.slice(11, 21).map((payload, index) => ({
    id: `meeting-${index}`,
    title: payload,
    startsAt: new Date(startsAt + index * 3600_000).toISOString(),
    endsAt: new Date(startsAt + index * 3600_000 + 1800_000).toISOString(),
    timeZone: 'Europe/Stockholm',
    location: index % 2 ? PAYLOADS[(index + 21) % PAYLOADS.length] : null,
    videoUrl: index % 2 ? null : 'javascript:alert(document.domain)',
    organizer: PAYLOADS[(index + 31) % PAYLOADS.length],
    notes: PAYLOADS[(index + 41) % PAYLOADS.length],
  }));
  stub.tests = PAYLOADS.slice(0, 10).map((payload, index) => ({
    id: `test-${index}`,
    name: payload,
    provider: PAYLOADS[(index + 51) % PAYLOADS.length],
    status: 'not-completed' as const,
    takeUrl: index % 2 ? 'javascript:alert(1)' : `data:text/html,${payload}`,
    dueDate: new Date(startsAt).toISOString(),
    completedAt: null,
    report: null,
  }));
  await logIn();

  await page.goto('/application');
  // The heading comes first; the list follows when the API has answered.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => missingTexts(page, [PAYLOADS[9], PAYLOADS[10]])).toEqual([]);
  await expectNothingRan(page);

  for (const [path, names] of [
    ['/application/app-1/application', stub.meetings.map((meeting) => meeting.title)],
    ['/application/app-1/tests', stub.tests.map((item) => item.name)],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(names[0].trim().slice(0, 12)).first()).toBeVisible();
    expect(await missingTexts(page, names)).toEqual([]);
    await expectNothingRan(page);
  }
});
