import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ready } from './support/screens';
import { DEPLOY_SITE_PORT, serveFolder } from './support/shell-servers';

/*
 * A visitor keeps a tab open across a deploy: the next navigation loads the new build at its
 * URL, with exactly one automatic reload. The served folder is a symlink: first the old build,
 * then a new one with a new build id in which every old chunk is gone (renamed), as after a real
 * deploy to a CDN.
 */
const SITE = `http://127.0.0.1:${DEPLOY_SITE_PORT}`;
const ROOT = `/tmp/shell-e2e-deploy-${DEPLOY_SITE_PORT}`;
const OLD = join(ROOT, 'old');
const NEW = join(ROOT, 'new');
const GONE = join(ROOT, 'chunk-gone');
const CURRENT = join(ROOT, 'current');
let oldBuildId = '';
let newBuildId = '';
let stopSite: () => void;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The same app as a different build: new build id, every asset under a new name. */
function makeNewBuild() {
  cpSync(OLD, NEW, { recursive: true });
  for (const file of filesUnder(NEW)) if (/\.(br|gz)$/.test(file)) rmSync(file);
  const renames = new Map<string, string>([[oldBuildId, newBuildId]]);
  for (const name of readdirSync(join(NEW, 'assets'))) {
    const renamed = `n${name}`;
    renames.set(name, renamed);
    renameSync(join(NEW, 'assets', name), join(NEW, 'assets', renamed));
  }
  const pattern = new RegExp(
    [...renames.keys()].map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  for (const file of filesUnder(NEW)) {
    if (!/\.(js|css|html|json)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      text.replace(pattern, (match) => renames.get(match)!),
    );
  }
  writeFileSync(
    join(NEW, 'builds', 'latest.json'),
    JSON.stringify({ buildId: newBuildId, builtAt: new Date().toISOString() }),
  );
}

function pointCurrentAt(target: string) {
  const next = `${CURRENT}.next`;
  rmSync(next, { force: true });
  symlinkSync(target, next);
  renameSync(next, CURRENT);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(ROOT, { recursive: true });
  cpSync(resolve(process.env.E2E_DIST ?? 'dist'), OLD, { recursive: true });
  oldBuildId = (
    JSON.parse(readFileSync(join(OLD, 'builds', 'latest.json'), 'utf8')) as { buildId: string }
  ).buildId;
  newBuildId = `${oldBuildId}-next`;
  makeNewBuild();
  // The same build, with the job alerts route's chunk missing for good.
  cpSync(OLD, GONE, { recursive: true });
  for (const name of readdirSync(join(GONE, 'assets'))) {
    if (/^subscription-[\w-]+\.js/.test(name)) rmSync(join(GONE, 'assets', name));
  }
  pointCurrentAt(OLD);
  stopSite = await serveFolder(CURRENT, DEPLOY_SITE_PORT);
});

test.afterAll(() => {
  stopSite?.();
});

test.beforeEach(() => {
  pointCurrentAt(OLD);
});

/**
 * A tab of the old build on the accessibility statement, the cookie banner answered. The old
 * build's files then go (404s; a stylesheet's 404 is plain text, which `nosniff` refuses).
 */
async function openOldBuild(
  page: Page,
  problems: { allow: (pattern: RegExp) => void },
): Promise<void> {
  problems.allow(/Failed to load resource: the server responded with a status of 404/);
  problems.allow(/Refused to apply style from .* MIME type \('text\/plain'\)/);
  await page.goto(`${SITE}/accessibility`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
  ).toBeVisible();
  await page
    .getByRole('region', { name: 'Cookies' })
    .getByRole('button', { name: 'Decline' })
    .click();
}

const documentLoads = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('navigation').length);

test('after a deploy, the next click on a link whose chunk is gone loads the new build at that URL', async ({
  page,
  problems,
}) => {
  let documentLoadsAfterDeploy = 0;
  await openOldBuild(page, problems);
  await page.evaluate(() => Object.assign(window, { oldDocument: true }));
  page.on('load', () => {
    documentLoadsAfterDeploy += 1;
  });

  pointCurrentAt(NEW);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Job alerts' })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/subscription');
  expect(await page.evaluate(() => 'oldDocument' in window)).toBe(false);
  expect(await documentLoads(page)).toBe(1);
  // Exactly one automatic reload, and no loop afterwards: the new build's page has finished (and
  // fired its load event) without another.
  await ready(page);
  await expect.poll(() => documentLoadsAfterDeploy).toBe(1);
  const scripts = await page.evaluate(() =>
    Array.from(document.scripts, (script) => script.src).filter(Boolean),
  );
  expect(scripts.some((src) => src.includes('/assets/n'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeHidden();
});

test('a new build found by the hourly check is loaded at the next navigation, before any chunk fails', async ({
  page,
  problems,
}) => {
  await page.clock.install();
  await openOldBuild(page, problems);
  await page.evaluate(() => Object.assign(window, { oldDocument: true }));

  pointCurrentAt(NEW);
  const check = page.waitForResponse((response) => response.url().endsWith('/builds/latest.json'));
  await page.clock.runFor('01:00:00');
  expect(((await (await check).json()) as { buildId: string }).buildId).toBe(newBuildId);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Job alerts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
  expect(await page.evaluate(() => 'oldDocument' in window)).toBe(false);
  expect(new URL(page.url()).pathname).toBe('/subscription');
});

test('a chunk missing for good (no new build) ends on the try-again page, never a blank page', async ({
  page,
  problems,
}) => {
  await openOldBuild(page, problems);
  pointCurrentAt(GONE);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Job alerts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
