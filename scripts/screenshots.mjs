#!/usr/bin/env node
/* global document, history, innerWidth, requestAnimationFrame -- in code run by the page */
// Evidence, not a check: screenshots of every page at the widths below and at 200 % text, in the
// four languages, logged out and logged in, for a person to look at. Beside the pictures it notes,
// per shot, the words split across lines and any sideways scroll (findings.jsonl), so that a
// defect seen in a picture can be found again by its word. Against a demo build (dist/ unless
// --dist names another), served as the end-to-end tests serve it, in Debian's Chromium:
//
//   npm run screenshots -- --out /tmp/shots [--dist dist] [--port 4250] [--locale sv-SE]
//
// The folder must be outside the repository (or E2E_SCREENSHOTS names it).
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, setTextSize, splitWords } from '../e2e/support/browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const out = option('out', process.env.E2E_SCREENSHOTS);
const dist = option('dist', process.env.E2E_DIST ?? 'dist');
const port = Number(option('port', 4250));
if (!out || !relative(process.cwd(), resolve(out)).startsWith('..')) {
  console.error('Name a folder outside the repository: npm run screenshots -- --out /tmp/shots');
  process.exit(1);
}
const origin = `http://127.0.0.1:${port}`;

const WIDTHS = [320, 390, 721, 768, 1024, 1366];
const LARGE_TEXT_WIDTHS = [390, 768, 1366];
/** A phone's picture of a long page is cut here: what matters is above, and the rest repeats. */
const MAX_HEIGHT = 3200;
/** The portal's languages are its locale files; each is chosen as the browser's own language. */
const LOCALES = readdirSync('locales')
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .filter((locale) => locale === option('locale', locale));

/** The page's first heading, its calls done, nothing of it still loading. */
async function ready(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** Two frames: the layout after a resize has been painted. */
const painted = (page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

async function firstHref(page, path, prefix) {
  await page.goto(path);
  await ready(page);
  return page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
}

const SHOTS = [
  { name: 'home', path: async () => '/' },
  { name: 'job', path: (page) => firstHref(page, '/', '/job/') },
  {
    name: 'company',
    path: async (page) => firstHref(page, await firstHref(page, '/', '/job/'), '/company/'),
  },
  {
    name: 'apply-form',
    path: (page) => firstHref(page, '/', '/job/'),
    part: 'main form:has(button[type="submit"])',
  },
  {
    name: 'thank-you',
    path: async (page) => `${await firstHref(page, '/', '/job/')}/thank-you`,
    after: async (page) => {
      // What the apply form leaves in the history entry (react-router keeps it under `usr`).
      await page.evaluate(() =>
        history.replaceState(
          { usr: { applied: true, linkedToAccount: false }, key: 'shot', idx: 0 },
          '',
        ),
      );
      await page.reload();
      await ready(page);
    },
  },
  { name: 'applications', path: async () => '/application', loggedIn: true },
  { name: 'application', path: async () => '/application/app-1001/application', loggedIn: true },
  {
    name: 'application-messages',
    path: async () => '/application/app-1001/messages',
    loggedIn: true,
  },
  { name: 'application-tests', path: async () => '/application/app-1001/tests', loggedIn: true },
  { name: 'settings', path: async () => '/user/settings', loggedIn: true },
  { name: 'job-alerts', path: async () => '/subscription', loggedIn: true },
  { name: 'privacy', path: async () => '/privacy' },
  { name: 'terms', path: async () => '/terms' },
  { name: 'accessibility', path: async () => '/accessibility' },
  { name: 'not-found', path: async () => '/no-such-page' },
];

/** Sideways scroll, and the widest element that reaches past the window's right edge. */
function sideways(page) {
  return page.evaluate(() => {
    const scroll = document.documentElement.scrollWidth;
    if (scroll <= innerWidth) return null;
    const widest = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5)
      .map((element) => {
        const classes = [...element.classList].join('.');
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} to ${Math.round(element.getBoundingClientRect().right)}`;
      });
    return `scrolls to ${scroll} px: ${widest.slice(-4).join(', ')}`;
  });
}

/** The cookie POST /auth/tfa sets for the demo candidate: an unsigned token the demo accepts. */
function demoCandidateToken() {
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const user = { id: 'cand-1', name: 'Alva Lindqvist', type: 'candidate' };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ user, exp: Math.floor(Date.now() / 1000) + 86_400 })}.signature`;
}

async function shoot(browser, locale, who) {
  const context = await browser.newContext({ baseURL: origin, locale });
  const consent = { handled: true, statistics: false, marketing: false };
  await context.addCookies([
    {
      name: 'cookie-consent',
      value: encodeURIComponent(JSON.stringify(consent)),
      url: origin,
      sameSite: 'Strict',
    },
    ...(who === 'candidate'
      ? [{ name: 'authtoken', value: demoCandidateToken(), url: origin, sameSite: 'Lax' }]
      : []),
  ]);
  const page = await context.newPage();
  const folder = `${out}/${locale}/${who}`;
  mkdirSync(folder, { recursive: true });
  for (const shot of SHOTS.filter((one) => who === 'candidate' || !one.loggedIn)) {
    for (const textSize of [1, 2]) {
      await setTextSize(page, textSize);
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(await shot.path(page));
      await ready(page);
      await shot.after?.(page);
      for (const width of textSize === 1 ? WIDTHS : LARGE_TEXT_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await painted(page);
        const file = `${shot.name}-${width}${textSize === 2 ? '-text200' : ''}.png`;
        const split = await splitWords(page, 'body');
        const scroll = await sideways(page);
        appendFileSync(
          `${out}/findings.jsonl`,
          `${JSON.stringify({ locale, who, file, split, scroll })}\n`,
        );
        // A full-page screenshot resets the text size Playwright does not know of: the window is
        // made as tall as the page instead (the demo's dock then sits at its real bottom).
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width, height: Math.min(height, MAX_HEIGHT) });
        await painted(page);
        const target = shot.part ? page.locator(shot.part).last() : page;
        await target.screenshot({ path: `${folder}/${file}` });
      }
    }
    console.log(`${locale} ${who}: ${shot.name}`);
  }
  await context.close();
}

const server = spawn(
  process.execPath,
  ['scripts/serve-dist.mjs', '--port', String(port), '--dir', dist],
  { stdio: 'ignore' },
);
const browser = await chromium.launch(CHROMIUM);
try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      if (attempt > 100) throw new Error(`scripts/serve-dist.mjs did not start on ${origin}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  mkdirSync(out, { recursive: true });
  for (const locale of LOCALES)
    for (const who of ['visitor', 'candidate']) await shoot(browser, locale, who);
  console.log(`Screenshots and findings.jsonl in ${resolve(out)}`);
} finally {
  await browser.close();
  server.kill();
}
