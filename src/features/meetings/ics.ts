import type { Meeting } from '@/api/contract/applications';
import { webLink } from '@/lib/web-link';

/**
 * An iCalendar (RFC 5545) file for one booked meeting, made in the browser: CRLF line ends,
 * lines folded at 75 octets, text values escaped, times in UTC.
 */
const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const ICS_PRODUCT_ID = '-//Candidate portal//Meetings//EN';

// RFC 5545 §3.3.11 allows no control character in TEXT but the tab; line breaks are escaped first.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT; any other
 * control character from an API value is dropped.
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL_CHARACTERS, '');
}

/**
 * RFC 5545 §3.3.5, UTC form: 20260314T093000Z. UTC rather than TZID: every calendar shows it at
 * the right hour in its own zone, and a TZID would need a VTIMEZONE with the zone's rules.
 */
function formatIcsDate(value: string | Date): string {
  const iso = new Date(value).toISOString();
  return `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: a line longer than 75 octets continues on the next line after CRLF + space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // for…of walks code points, so a multi-byte character is never split.
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export interface IcsTexts {
  /** "Organizer: {{name}}" in the candidate's language. */
  organizer: string;
  /** "Video link: {{url}}". */
  videoLink?: string;
}

export function buildMeetingIcs(meeting: Meeting, texts: IcsTexts, now: Date = new Date()): string {
  // The parsed address, never the API's string: the URL parser drops the CR/LF that would
  // otherwise start a property of their own (an ATTENDEE, an alarm) in the candidate's calendar.
  const videoUrl = webLink(meeting.videoUrl)?.href ?? null;
  const description = [
    texts.organizer,
    meeting.notes,
    texts.videoLink && videoUrl ? texts.videoLink : null,
  ]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(meeting.id)}@candidate-portal`,
    `DTSTAMP:${formatIcsDate(now)}`,
    `DTSTART:${formatIcsDate(meeting.startsAt)}`,
    `DTEND:${formatIcsDate(meeting.endsAt)}`,
    `SUMMARY:${escapeIcsText(meeting.title)}`,
    meeting.location ? `LOCATION:${escapeIcsText(meeting.location)}` : null,
    !meeting.location && videoUrl ? `LOCATION:${escapeIcsText(videoUrl)}` : null,
    videoUrl ? `URL:${videoUrl}` : null,
    description ? `DESCRIPTION:${escapeIcsText(description)}` : null,
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter((line): line is string => line !== null);
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A file name from the meeting's title, safe on every operating system. */
export function icsFileName(meeting: Meeting): string {
  const base = meeting.title
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'meeting'}.ics`;
}
