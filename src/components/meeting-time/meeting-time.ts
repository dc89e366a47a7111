import { useFormat } from '@/i18n/format';

/**
 * When a meeting is held (an API `Meeting` has these fields): shared by the meetings list and the
 * application cards' "next meeting", so both show a meeting's times in its own zone, and the
 * browser's clock beside it.
 */
export interface MeetingTimes {
  startsAt: string;
  endsAt: string;
  /** The IANA zone the meeting is held in ("Europe/Stockholm"). */
  timeZone: string;
}

/** The zone this browser shows times in, as an IANA name ("Europe/Oslo"). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The canonical IANA name, so that an alias ("Europe/Kiev") equals its zone ("Europe/Kyiv"). */
function canonicalTimeZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
}

/** Over once it has ended: a meeting under way can still be joined. */
export function isPastMeeting(meeting: MeetingTimes, now: number): boolean {
  return Date.parse(meeting.endsAt) <= now;
}

const CLOCK: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

/**
 * A meeting's times as the person holding it gave them: in the meeting's own zone (an interview in
 * Borås is at 09:00 wherever the candidate's laptop is set), with the zone named when it is not the
 * browser's, and the times on the browser's clock added when that clock reads otherwise.
 */
export function useMeetingTime() {
  const format = useFormat();
  const browserZone = browserTimeZone();

  return (meeting: MeetingTimes) => {
    const { timeZone, startsAt, endsAt } = meeting;
    const elsewhere = canonicalTimeZone(timeZone) !== canonicalTimeZone(browserZone);
    const day = (value: string, zone: string) =>
      format.date(value, { dateStyle: 'short', timeZone: zone });
    // The clock alone when the day is the meeting's own; the date too when the meeting spans
    // days, or falls on another day on the browser's clock.
    const range = (zone: string) => {
      const sameDay =
        day(startsAt, zone) === day(endsAt, zone) &&
        day(startsAt, zone) === day(startsAt, timeZone);
      const options: Intl.DateTimeFormatOptions = sameDay
        ? { ...CLOCK, timeZone: zone }
        : { dateStyle: 'medium', timeStyle: 'short', timeZone: zone };
      return format.dateRange(startsAt, endsAt, options);
    };
    const zoneName =
      new Intl.DateTimeFormat(format.locale, { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date(startsAt))
        .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
    const meetingRange = range(timeZone);
    const localRange = range(browserZone);
    const sameClock = localRange === meetingRange;
    // The start on the browser's clock: the clock alone on the meeting's own day, else the date too.
    const startOptions: Intl.DateTimeFormatOptions =
      day(startsAt, browserZone) === day(startsAt, timeZone)
        ? CLOCK
        : { dateStyle: 'medium', timeStyle: 'short' };
    const localStart = format.date(startsAt, { ...startOptions, timeZone: browserZone });
    const sameStart = localStart === format.date(startsAt, { ...startOptions, timeZone });
    return {
      /** The day, in the meeting's zone ("Tuesday 14 April 2026"). */
      date: format.date(startsAt, { dateStyle: 'full', timeZone }),
      /** Start to end in the meeting's zone, as the language writes a span of time. */
      range: meetingRange,
      /** The start as one short date and time, in the meeting's zone. */
      start: format.date(startsAt, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      }),
      /** The zone's name in the active language, when it is not the browser's; otherwise null. */
      zoneName: elsewhere ? zoneName : null,
      /** Start to end in the browser's zone, when its clock reads otherwise; otherwise null. */
      localRange: elsewhere && !sameClock ? localRange : null,
      /** The start on the browser's clock, when it reads otherwise; otherwise null. */
      localStart: elsewhere && !sameStart ? localStart : null,
    };
  };
}
