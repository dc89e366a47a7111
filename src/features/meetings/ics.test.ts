import { describe, expect, test } from 'vitest';
import type { Meeting } from '@/api/contract/applications';
import { buildMeetingIcs, escapeIcsText, foldIcsLine, icsFileName } from './ics';

const meeting: Meeting = {
  id: 'm-42',
  title: 'Interview; round 2, final',
  startsAt: '2026-04-14T08:00:00.000Z',
  endsAt: '2026-04-14T09:30:00.000Z',
  timeZone: 'Europe/Stockholm',
  location: null,
  videoUrl: 'https://meet.example.com/abc',
  organizer: 'Rita',
  notes: 'Line one\nLine two \\ backslash',
};

describe('.ics for a booked meeting (RFC 5545)', () => {
  test('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('folds lines longer than 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'å'.repeat(80)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  test('holds one event with UID, DTSTAMP, UTC times, escaped text and CRLF line ends', () => {
    const ics = buildMeetingIcs(
      meeting,
      { organizer: 'Organizer: Rita', videoLink: 'Video link: https://meet.example.com/abc' },
      new Date('2026-03-01T12:00:00Z'),
    );
    expect(ics.split('\r\n').slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Candidate portal//Meetings//EN',
    ]);
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(ics).toContain('\r\nUID:m-42@candidate-portal\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260301T120000Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20260414T080000Z\r\nDTEND:20260414T093000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Interview\\; round 2\\, final\r\n');
    expect(ics).toContain('\r\nLOCATION:https://meet.example.com/abc\r\n');
    expect(ics).toContain('\r\nURL:https://meet.example.com/abc\r\n');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'DESCRIPTION:Organizer: Rita\\n\\nLine one\\nLine two \\\\ backslash\\n\\nVideo link: https://meet.example.com/abc\r\n',
    );
    expect((ics.match(/BEGIN:VEVENT/g) ?? []).length).toBe(1);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  test('a video link that is not a web address is left out', () => {
    const ics = buildMeetingIcs(
      { ...meeting, videoUrl: 'javascript:alert(1)' },
      { organizer: 'Organizer: Rita' },
    );
    expect(ics).not.toContain('javascript');
    expect(ics).not.toContain('URL:');
  });

  test('the file name comes from the title and is safe to save', () => {
    expect(icsFileName(meeting)).toBe('Interview-round-2-final.ics');
    expect(icsFileName({ ...meeting, title: '../../' })).toBe('meeting.ics');
    expect(icsFileName({ ...meeting, title: 'Möte på kontoret' })).toBe('Möte-på-kontoret.ics');
  });

  test('a video address with line breaks adds no property of its own (no ATTENDEE, no alarm)', () => {
    const hostile = {
      ...meeting,
      videoUrl:
        'https://meet.example.com/abc\r\nATTENDEE:mailto:spy@evil.example\r\nBEGIN:VALARM\r\nTRIGGER:-PT1M',
    };
    const ics = buildMeetingIcs(hostile, { organizer: 'Organizer: Rita' }, new Date(0));
    const names = ics
      .split('\r\n')
      .filter((line) => line && !line.startsWith(' '))
      .map((line) => line.split(/[:;]/)[0]);
    expect(names).not.toContain('ATTENDEE');
    expect(names).not.toContain('BEGIN:VALARM');
    expect(names.filter((name) => name === 'BEGIN')).toHaveLength(2);
    expect(names.filter((name) => name === 'URL')).toHaveLength(1);
  });
});

describe('.ics from hostile API values', () => {
  const hostile: Meeting = {
    ...meeting,
    title: `Interview\r\nATTENDEE:mailto:title@evil.example ${'ö'.repeat(60)}`,
    location: 'Room 4\nBEGIN:VALARM\u0000\u001b',
    videoUrl: null,
    organizer: 'Sara',
    notes: `Bring your ID.\rEND:VEVENT, then; more\\ ${'é'.repeat(90)}`,
  };
  const ics = buildMeetingIcs(hostile, { organizer: 'Organizer: Sara\nORGANIZER:x' }, new Date(0));
  const lines = ics.slice(0, -2).split('\r\n');

  test('every line ends in CRLF, with no other CR, LF or control character', () => {
    const controls = [...ics.replace(/\r\n/g, '')].filter((character) => {
      const code = character.charCodeAt(0);
      return (code < 0x20 && code !== 0x09) || code === 0x7f;
    });
    expect(controls).toEqual([]);
  });

  test('every line is at most 75 octets, continued lines start with a space', () => {
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  test('API values add no property of their own', () => {
    const names = lines.filter((line) => !line.startsWith(' ')).map((line) => line.split(':')[0]);
    expect(names).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'METHOD',
      'BEGIN',
      'UID',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'LOCATION',
      'DESCRIPTION',
      'END',
      'END',
    ]);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nLOCATION:Room 4\\nBEGIN:VALARM\r\n');
    expect(unfolded).toContain('Bring your ID.\\nEND:VEVENT\\, then\\; more\\\\ ');
  });
});
