import { readFileSync } from 'node:fs';
import { makeJob } from './support/stub-api';
import { expect, test } from './support/stub-portal';

/**
 * Injection that runs no script: a calendar file that gains properties from a CR/LF,
 * a mail link that gains a hidden recipient, a name whose direction override shows another name.
 * Against the stub backend, which sends exactly these bytes as a customer's backend could.
 */
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const HEBREW_NAME = '\u05E7\u05D5\u05E8\u05D5\u05EA \u05D7\u05D9\u05D9\u05DD 2.pdf';

test('a video address with CR/LF adds nothing to the calendar file', async ({
  page,
  stub,
  logIn,
}) => {
  const startsAt = Date.now() + 3 * 24 * 3600_000;
  stub.meetings = [
    {
      id: 'meeting-1',
      title: 'Interview\r\nATTENDEE:mailto:title@evil.example',
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 3600_000).toISOString(),
      timeZone: 'Europe/Stockholm',
      location: 'Room 4\nBEGIN:VALARM',
      videoUrl:
        'https://meet.example.com/abc\r\nATTENDEE;RSVP=TRUE:mailto:spy@evil.example\r\nBEGIN:VALARM\r\nTRIGGER:-PT5M\r\nEND:VALARM',
      organizer: 'Sara Holm\r\nORGANIZER:mailto:boss@evil.example',
      notes: 'Bring your ID.\r\nEND:VEVENT',
    },
  ];
  await logIn();
  await page.goto('/application/app-1/application');
  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Booked meetings' })
    .getByRole('button', { name: 'Add to calendar' })
    .click();
  const ics = readFileSync((await (await download).path())!, 'utf8');

  const lines = ics.split('\r\n');
  // Every property starts a line of its own; a folded line starts with a space.
  const properties = lines
    .filter((line) => line && !line.startsWith(' '))
    .map((line) => line.split(/[:;]/)[0]);
  expect(properties.filter((name) => name === 'ATTENDEE' || name === 'ORGANIZER')).toEqual([]);
  expect(properties.filter((name) => name === 'BEGIN')).toEqual(['BEGIN', 'BEGIN']);
  expect(properties.filter((name) => name === 'END')).toEqual(['END', 'END']);
  expect(ics).not.toMatch(/[^\r]\n|\r[^\n]/);
  for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const url = lines.find((line) => line.startsWith('URL:'));
  expect(url).toBeDefined();
  expect(() => new URL(url!.slice(4))).not.toThrow();
  expect(new URL(url!.slice(4)).host).toBe('meet.example.com');
});

test('a contact address with ?bcc= gets no mail link; a plain one does', async ({ page, stub }) => {
  const hostile = makeJob(1, { contactEmail: 'hr@nordvik.example?bcc=spy@evil.example' });
  const plain = makeJob(2);
  stub.jobs = [hostile, plain];

  await page.goto(`/job/${hostile.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile.title);
  await expect(page.getByText('hr@nordvik.example?bcc=spy@evil.example')).toBeVisible();
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);

  await page.goto(`/job/${plain.slug}`);
  await expect(page.getByRole('link', { name: 'sara.holm@nordvik.example' })).toHaveAttribute(
    'href',
    'mailto:sara.holm@nordvik.example',
  );
});

test('a right-to-left override cannot make a file or a sender show another name; a right-to-left name is isolated in a sentence', async ({
  page,
  stub,
  logIn,
}) => {
  stub.files = [
    { ...stub.files[0]!, id: 'file-1', name: `CV${RIGHT_TO_LEFT_OVERRIDE}fdp.exe` },
    { ...stub.files[0]!, id: 'file-2', name: HEBREW_NAME },
  ];
  stub.messages = [{ ...stub.messages[0]!, senderName: `Sara${RIGHT_TO_LEFT_OVERRIDE}moc.evil` }];
  await logIn();

  await page.goto('/application/app-1/application');
  const confirmDeletion = page
    .getByRole('dialog', { name: 'Delete file?' })
    .getByRole('button', { name: 'Yes, delete file' });
  const files = page.getByRole('region', { name: 'Files' });
  const hostile = files.getByRole('listitem').filter({ hasText: 'CVfdp.exe' });
  await expect(hostile.locator('bdi')).toHaveText('CVfdp.exe');
  expect(await page.locator('#root').textContent()).not.toContain(RIGHT_TO_LEFT_OVERRIDE);

  await hostile.getByRole('button', { name: 'Delete' }).click();
  await confirmDeletion.click();
  await expect(page.getByText('CVfdp.exe was deleted')).toBeVisible();

  await files
    .getByRole('listitem')
    .filter({ hasText: HEBREW_NAME })
    .getByRole('button', { name: 'Delete' })
    .click();
  await confirmDeletion.click();
  await expect(page.getByText(`\u2068${HEBREW_NAME}\u2069 was deleted`)).toBeVisible();

  await page.goto('/application/app-1/messages');
  const thread = page.getByRole('list', { name: 'Messages with the recruiter' });
  await expect(thread.locator('bdi').filter({ hasText: 'Saramoc.evil' })).toBeVisible();
  expect(await page.locator('#root').textContent()).not.toContain(RIGHT_TO_LEFT_OVERRIDE);
});
