import { render, screen } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import { loadLocaleParts } from '@/i18n/i18n';
import { MeetingStart } from './meeting-start';
import { browserTimeZone } from './meeting-time';

// Rendered outside its route: its strings load as its screen loads them.
beforeAll(() => loadLocaleParts('applications'));

const HOUR = 3_600_000;

/** Kiritimati is UTC+14 all year: on every other zone's clock its 10:00 is another day. */
const inKiritimati = {
  startsAt: '2030-06-14T20:00:00.000Z',
  endsAt: new Date(Date.parse('2030-06-14T20:00:00.000Z') + HOUR).toISOString(),
  timeZone: 'Pacific/Kiritimati',
};

test("the start on the meeting's clock with its zone, and on the browser's clock beside it", () => {
  render(<MeetingStart meeting={inKiritimati} />);
  expect(screen.getByText('Jun 15, 2030, 10:00 AM (Line Islands Time)')).toBeInTheDocument();
  // Another day on the browser's clock: the date is given too.
  expect(screen.getByText(/^Your local time: Jun 1[45], 2030, \d{1,2}:00 [AP]M$/)).toBeVisible();
});

test("a meeting in the browser's own zone gives its start once", () => {
  render(<MeetingStart meeting={{ ...inKiritimati, timeZone: browserTimeZone() }} />);
  expect(screen.queryByText(/Your local time/)).not.toBeInTheDocument();
});
