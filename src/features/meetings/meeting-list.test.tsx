import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Meeting } from '@/api/contract/applications';
import { listItemHeaded } from '@/testing/queries';
import { MeetingStart } from '@/components/meeting-time/meeting-start';
import { browserTimeZone } from '@/components/meeting-time/meeting-time';
import { MeetingList } from './meeting-list';
import { loadLocaleParts } from '@/i18n/i18n';

// Rendered outside its route: its strings load as its screen loads them.
beforeAll(() => loadLocaleParts('applications'));

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Kiritimati is UTC+14 all year: every other zone's clock is behind it. */
const FAR_ZONE = 'Pacific/Kiritimati';
/** An instant a week ahead when the clock in Kiritimati shows midnight: elsewhere, the day before. */
const midnightInKiritimati = () => {
  const day = new Date(Date.now() + 7 * DAY);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), -14);
};

function meeting(overrides: Partial<Meeting> = {}): Meeting {
  const startsAt = midnightInKiritimati();
  return {
    id: 'meeting-1',
    title: 'Video interview',
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + HOUR).toISOString(),
    timeZone: FAR_ZONE,
    location: null,
    videoUrl: 'https://meet.example.com/abc',
    organizer: 'Rita',
    notes: null,
    ...overrides,
  };
}

afterEach(() => i18next.changeLanguage('en-US'));

describe('booked meetings', () => {
  test("times read on the meeting's own clock, the zone named and the local time added", () => {
    render(<MeetingList meetings={[meeting()]} />);
    const item = listItemHeaded('Video interview');
    // One span, the shared AM said once ("12:00 – 1:00 AM", thin spaces around the dash).
    expect(within(item).getByText('12:00 – 1:00 AM (Line Islands Time)')).toBeInTheDocument();
    // On the browser's clock the meeting is on the day before: the date is given.
    expect(within(item).getByText(/^Your local time: .*\d{4}/)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /Join the video meeting/ })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  });

  test('the zone is named in the active language', async () => {
    await i18next.changeLanguage('sv-SE');
    render(<MeetingList meetings={[meeting()]} />);
    expect(screen.getByText('00:00–01:00 (Lineöarnas tid)')).toBeInTheDocument();
  });

  test("a meeting in the browser's own zone names no zone", () => {
    render(<MeetingList meetings={[meeting({ timeZone: browserTimeZone() })]} />);
    const item = listItemHeaded('Video interview');
    expect(
      within(item).getByText(/^\d{1,2}:\d\d( [AP]M)? – \d{1,2}:\d\d [AP]M$/),
    ).toBeInTheDocument();
    expect(within(item).queryByText(/Your local time/)).not.toBeInTheDocument();
  });

  test('a meeting that is over says so and offers neither joining nor a calendar file', () => {
    const startsAt = Date.now() - 2 * DAY;
    const past = meeting({
      id: 'meeting-0',
      title: 'First interview',
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + HOUR).toISOString(),
    });
    render(<MeetingList meetings={[past, meeting()]} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Video interview',
      'First interview',
    ]);
    const over = listItemHeaded('First interview');
    expect(within(over).getByText('This meeting is over.')).toBeInTheDocument();
    expect(within(over).getByText('Video meeting')).toBeInTheDocument();
    expect(within(over).queryByRole('link')).not.toBeInTheDocument();
    expect(within(over).queryByRole('button')).not.toBeInTheDocument();
  });

  test('the start alone, as the list of applications shows it, names the zone too', () => {
    render(<MeetingStart meeting={meeting()} />);
    expect(screen.getByText(/12:00 AM \(Line Islands Time\)$/)).toBeInTheDocument();
  });
});
