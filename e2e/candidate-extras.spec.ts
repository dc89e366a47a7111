import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readStoredZip } from '../src/testing/read-zip';
import { expect, openPage, test } from './fixtures';
import { appliedJobPath, demoState, EDITABLE_APPLICATION } from './support/demo';
import { watchTopOf } from './support/layout';
import { DEMO_CANDIDATE, openPortal } from './support/session';

/**
 * What a candidate finds beside the main flows: the job page of an application already sent, a
 * job alert pressed twice, the data export with the files, the job search's longer filter lists.
 */

test('the job page of an application already sent says so where "Apply now" was, and leads to it', async ({
  page,
}) => {
  await openPortal(page, '/', { loggedIn: true });
  const job = await appliedJobPath(page);
  // The hero's link is sampled every frame from the first paint: it never moves.
  const heroLinkTops = await watchTopOf(page, '.job-page__apply-link');
  await openPage(page, job);
  const applied = page.getByRole('link', { name: 'You have applied (see your application)' });
  await expect(applied).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0);
  const tops = await heroLinkTops();
  expect(new Set(tops)).toEqual(new Set([tops[0]]));
  await applied.click();
  await expect(page).toHaveURL(new RegExp(`/application/${EDITABLE_APPLICATION}/application$`));
});

test('"Create job alert" pressed again after the alert was created makes no second one', async ({
  page,
}) => {
  await openPortal(page, '/subscription', { loggedIn: true });
  const before = (await demoState(page)).subscriptions.length;
  const form = page.getByRole('region', { name: 'New job alert' });
  await form.getByLabel('Keywords').fill('welder');
  const create = form.getByRole('button', { name: 'Create job alert' });
  await create.click();
  await expect(page.getByText('Job alert created')).toBeVisible();
  // A press as a person makes it, whatever state the button shows.
  await create.click({ force: true });
  await expect(form.getByLabel('Keywords')).toHaveValue('welder');
  await expect(create).toHaveAttribute('aria-disabled', 'true');
  const list = page.getByRole('region', { name: 'Your job alerts' });
  await expect(list.getByRole('heading', { name: 'welder' })).toHaveCount(1);
  expect((await demoState(page)).subscriptions).toHaveLength(before + 1);
});

test('"Download my data" is one zip: the data as JSON and every file of every application', async ({
  page,
}) => {
  await openPortal(page, '/user/settings', { loggedIn: true });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = readStoredZip(new Uint8Array(readFileSync((await download.path())!)));
  const data = JSON.parse(new TextDecoder().decode(entries.get('candidate-data.json'))) as {
    profile: { email: string };
    applications: Array<{ id: string; files: Array<{ id: string; name: string }> }>;
  };
  expect(data.profile.email).toBe(DEMO_CANDIDATE.email);
  const files = data.applications.flatMap((application) =>
    application.files.map((file) => ({
      path: `files/${application.id}/${file.id}-${file.name}`,
      file,
    })),
  );
  expect(files.length).toBeGreaterThan(0);
  // Each file's bytes, as the API serves them to the candidate, are in the archive.
  for (const { path, file } of files) {
    const served = await page.evaluate(async (id) => {
      const response = await fetch(`/files/${id}/content`, { credentials: 'include' });
      const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer());
      return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    }, file.id);
    expect(entries.has(path), path).toBe(true);
    expect(createHash('sha256').update(entries.get(path)!).digest('hex'), path).toBe(served);
  }
  await expect(page.getByText('Your data has been downloaded')).toBeVisible();
});

test('"Show all" in a filter group moves the focus on to the first value it brings, in view', async ({
  page,
}) => {
  await openPortal(page, '/');
  const group = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: /^Show (all \d+|fewer)$/ }) })
    .first();
  await group.getByRole('button', { name: /^Show all \d+$/ }).focus();
  await page.keyboard.press('Enter');
  const focused = page.locator(':focus');
  await expect(focused).toHaveRole('checkbox');
  await expect(focused).toBeInViewport();
  await expect(group.getByRole('checkbox').nth(6)).toBeFocused();

  const showFewer = group.getByRole('button', { name: 'Show fewer' });
  await showFewer.focus();
  await page.keyboard.press('Enter');
  const collapsed = group.getByRole('button', { name: /^Show all \d+$/ });
  await expect(collapsed).toBeFocused();
  await expect(collapsed).toBeInViewport();
});
