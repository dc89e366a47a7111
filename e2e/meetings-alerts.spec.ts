import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { LANGUAGES, prepare, ready, tr } from './support/screens';

/**
 * Meetings and job alerts on the demo build: meeting times on the meeting's own clock with its
 * zone named, meetings that are over offer nothing to join or add, an RFC 5545 calendar file; and
 * a job alert's place is a suggested one or none.
 */
const english = LANGUAGES.find((language) => language.code === 'en')!;
const IN_PERSON = '/application/app-1001/application';
const PAST = '/application/app-1004/application';

const meetingCard = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Booked meetings' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

test.describe('meetings, seen from New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test.beforeEach(async ({ context, baseURL }) => {
    await prepare({ context, language: english, origin: baseURL! }, { loggedIn: true });
  });

  test("an interview in Borås reads 09:00 with its zone named, and the candidate's own time", async ({
    page,
  }) => {
    await page.goto(IN_PERSON);
    const card = meetingCard(page, 'Första intervju');
    await expect(card.getByText('9:00 – 10:00 AM (Central European Time)')).toBeVisible();
    await expect(card.getByText(/^Your local time: \d:00\s–\s\d:00\sAM$/)).toBeVisible();

    await page.goto('/application');
    await expect(page.getByText(/, 9:00 AM \(Central European Time\)$/).first()).toBeVisible();
  });

  test('the calendar file is RFC 5545: CRLF, lines of at most 75 octets, UTC times', async ({
    page,
  }) => {
    await page.goto(IN_PERSON);
    const download = page.waitForEvent('download');
    await meetingCard(page, 'Första intervju')
      .getByRole('button', { name: 'Add to calendar' })
      .click();
    const ics = readFileSync((await (await download).path())!, 'utf8');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = ics.slice(0, -2).split('\r\n');
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    const start = /\r\nDTSTART:(\d{8}T\d{6}Z)\r\n/.exec(ics)?.[1];
    expect(start).toBeTruthy();
    const instant = new Date(
      start!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    const stockholm = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Stockholm',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(stockholm.format(instant)).toBe('09:00');
  });

  test('a meeting that is over says so, and offers neither joining nor a calendar file', async ({
    page,
  }) => {
    await page.goto(PAST);
    const card = meetingCard(page, 'Videointervju');
    await expect(card.getByText('This meeting is over.')).toBeVisible();
    await expect(card.getByRole('link', { name: /Join the video meeting/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
  });

  for (const language of LANGUAGES) {
    test(`axe: booked meetings with zones named and one over, in ${language.locale}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await prepare({ context, language, origin: baseURL! }, { loggedIn: true });
      await page.goto(IN_PERSON);
      await ready(page);
      // A zone named after a time, in the page (the header's unread count ends in brackets too).
      await expect(
        page
          .getByRole('main')
          .getByText(/\(.+\)$/)
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(PAST);
      await ready(page);
      await expect(page.getByText(tr(language, 'meetings.past'))).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('meetings, seen from Stockholm', () => {
  test.use({ timezoneId: 'Europe/Stockholm' });

  test('an interview in Borås names no zone: the clock is the same', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepare({ context, language: english, origin: baseURL! }, { loggedIn: true });
    await page.goto(IN_PERSON);
    const card = meetingCard(page, 'Första intervju');
    await expect(card.getByText('9:00 – 10:00 AM', { exact: true })).toBeVisible();
    await expect(card.getByText(/Your local time/)).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  });
});

test.describe('a job alert’s place', () => {
  test('free text that names no place is refused, and a suggested place is taken', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepare({ context, language: english, origin: baseURL! }, { loggedIn: true });
    await page.goto('/subscription');
    await ready(page);
    const list = page.getByRole('region', { name: 'Your job alerts' });
    const alerts = await list.getByRole('article').count();
    const form = page.getByRole('region', { name: 'New job alert' });
    await form.getByLabel('Keywords').fill('xyzzy-alert');
    const place = form.getByRole('combobox', { name: 'Place' });
    await place.pressSequentially('Xyzzy');
    await form.getByRole('button', { name: 'Create job alert' }).click();
    await expect(place).toBeFocused();
    await expect(place).toHaveAttribute('aria-invalid', 'true');
    await expect(place).toHaveAccessibleDescription(
      /Error: No result found, try typing the full name/,
    );
    await expect(page.getByText('Job alert created')).toHaveCount(0);
    await expect(list.getByRole('article')).toHaveCount(alerts);

    await place.fill('');
    await place.pressSequentially('Borå');
    await page.getByRole('option', { name: /Borås/ }).click();
    await expect(place).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: 'Create job alert' }).click();
    await expect(page.getByText('Job alert created')).toBeVisible();
    await expect(list.getByRole('article')).toHaveCount(alerts + 1);
    await expect(list.getByRole('article').filter({ hasText: 'xyzzy-alert' })).toContainText(
      'Borås',
    );
  });

  for (const language of LANGUAGES) {
    test(`axe: a refused place, in ${language.locale}`, async ({ page, context, baseURL }) => {
      await prepare({ context, language, origin: baseURL! }, { loggedIn: true });
      await page.goto('/subscription');
      await ready(page);
      const place = page.getByRole('combobox', {
        name: tr(language, 'subscriptions.criteria.location'),
        exact: true,
      });
      await place.pressSequentially('Xyzzy');
      await page.getByRole('button', { name: tr(language, 'subscriptions.create') }).click();
      await expect(place).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(tr(language, 'subscriptions.city.noResult'))).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
