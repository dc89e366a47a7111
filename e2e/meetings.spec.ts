import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { openPortal } from './support/session';

/**
 * Booked meetings on the demo build: meeting times on the meeting's own clock with its zone
 * named, meetings that are over offer nothing to join or add, an RFC 5545 calendar file. (A job
 * alert's place, suggested or refused: the unit tests of the city list and the job alerts page.)
 */
const IN_PERSON = '/application/app-1001/application';
const PAST = '/application/app-1004/application';

const meetingCard = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Booked meetings' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

test.describe('meetings, seen from New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("an interview in Borås reads 09:00 with its zone named, and the candidate's own time", async ({
    page,
  }) => {
    await openPortal(page, IN_PERSON, { loggedIn: true });
    const card = meetingCard(page, 'Första intervju');
    await expect(card.getByText('9:00 – 10:00 AM (Central European Time)')).toBeVisible();
    await expect(card.getByText(/^Your local time: \d:00\s–\s\d:00\sAM$/)).toBeVisible();

    await page.goto('/application');
    await expect(page.getByText(/, 9:00 AM \(Central European Time\)$/).first()).toBeVisible();
  });

  test('the calendar file is RFC 5545: CRLF, lines of at most 75 octets, UTC times', async ({
    page,
  }) => {
    await openPortal(page, IN_PERSON, { loggedIn: true });
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
    await openPortal(page, PAST, { loggedIn: true });
    const card = meetingCard(page, 'Videointervju');
    await expect(card.getByText('This meeting is over.')).toBeVisible();
    await expect(card.getByRole('link', { name: /Join the video meeting/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
  });
});

test.describe('meetings, seen from Stockholm', () => {
  test.use({ timezoneId: 'Europe/Stockholm' });

  test('an interview in Borås names no zone: the clock is the same', async ({ page }) => {
    await openPortal(page, IN_PERSON, { loggedIn: true });
    const card = meetingCard(page, 'Första intervju');
    await expect(card.getByText('9:00 – 10:00 AM', { exact: true })).toBeVisible();
    await expect(card.getByText(/Your local time/)).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  });
});
