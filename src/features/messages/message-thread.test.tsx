import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, expect, test } from 'vitest';
import type { Message } from '@/api/contract/applications';
import { loadLocaleParts } from '@/i18n/i18n';
import { MessageThread } from './message-thread';

// The route that shows the thread loads its texts; rendered alone, the test loads them.
beforeAll(() => loadLocaleParts('applications'));

const message = (overrides: Partial<Message>): Message => ({
  id: 'm1',
  from: 'recruiter',
  senderName: 'Rita Rekryterare',
  body: 'Hej Anna! Passar tisdag?',
  sentAt: '2026-03-03T10:00:00.000Z',
  read: true,
  ...overrides,
});

test("a recruiter's words are marked as written in the ad's language; the candidate's take the page's", async () => {
  const thread = [
    message({}),
    message({
      id: 'm2',
      from: 'candidate',
      senderName: 'Anna Svensson',
      body: 'Tuesday works.',
      sentAt: '2026-03-04T10:00:00.000Z',
    }),
  ];
  const router = createMemoryRouter([
    {
      path: '/',
      element: <MessageThread applicationId="app-1" messages={thread} recruiterLanguage="sv" />,
    },
  ]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('Hej Anna! Passar tisdag?')).toHaveAttribute('lang', 'sv');
  expect(screen.getByText('Tuesday works.')).not.toHaveAttribute('lang');
});
