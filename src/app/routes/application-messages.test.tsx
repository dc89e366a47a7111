import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type {
  MarkMessagesReadRequest,
  Message,
  SendMessageRequest,
} from '@/api/contract/applications';
import {
  applicationFixture,
  messageFixture,
  summaryFixture,
} from '@/features/applications/test-fixtures';
import { server } from '@/mocks/node';
import { candidatePayload, renderRoute, setAuthCookie } from '@/testing/render-route';
import { seedFormDraft, storedText } from '@/testing/storage';
import { refreshSession } from '@/api/session';

const thread: Message[] = [
  messageFixture({
    id: 'm2',
    body: 'Can you come on Tuesday?\nAt 10?',
    sentAt: '2026-03-05T10:00:00.000Z',
    read: false,
  }),
  messageFixture({
    id: 'm1',
    body: 'Thanks for applying.',
    sentAt: '2026-03-03T10:00:00.000Z',
    read: true,
  }),
];

function serve({ messages = thread, unread = 1 }: { messages?: Message[]; unread?: number } = {}) {
  const marked: MarkMessagesReadRequest[] = [];
  let unreadNow = unread;
  server.use(
    http.get('/applications/app-1', () =>
      HttpResponse.json(applicationFixture({ unreadMessages: unreadNow })),
    ),
    http.get('/applications/app-1/messages', () => HttpResponse.json(messages)),
    http.post('/applications/app-1/messages/read', async ({ request }) => {
      marked.push((await request.json()) as MarkMessagesReadRequest);
      unreadNow = 0;
      return HttpResponse.json({ unreadMessages: 0 });
    }),
  );
  return { marked };
}

async function openMessages() {
  setAuthCookie(candidatePayload());
  const view = renderRoute('/application/app-1/messages');
  await screen.findByRole('heading', { level: 2, name: 'Messages' });
  return view;
}

const threadList = () => screen.getByRole('list', { name: 'Messages with the recruiter' });
// A body keeps the line breaks the recruiter typed.
const keepingLineBreaks = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const replyBox = () => screen.getByRole('textbox', { name: 'Write a reply' });

describe('messages', () => {
  test('the thread is oldest first; unread messages are marked and then reported read', async () => {
    const { marked } = serve();
    await openMessages();
    const items = within(threadList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!).getByText('Thanks for applying.', keepingLineBreaks),
    ).toBeInTheDocument();
    expect(
      within(items[1]!).getByText('Can you come on Tuesday?\nAt 10?', keepingLineBreaks),
    ).toBeInTheDocument();
    expect(within(items[1]!).getByText('Unread message')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Unread message')).not.toBeInTheDocument();
    expect(within(items[0]!).getByText('Rita Recruiter')).toBeInTheDocument();
    await waitFor(() => expect(marked).toEqual([{ messageIds: ['m2'] }]));
    // The tab's unread count is the application's, read again after the marks.
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const sections = screen.getByRole('navigation', { name: 'Application sections' });
    expect(
      within(sections).queryByRole('link', { name: /unread message/ }),
    ).not.toBeInTheDocument();
  });

  test("the main navigation counts the unread messages, and this thread's no more once it is read", async () => {
    let unread = 1;
    let releaseMark = () => {};
    const markAnswered = new Promise<void>((resolve) => {
      releaseMark = resolve;
    });
    server.use(
      http.get('/applications', () =>
        HttpResponse.json([
          summaryFixture({ unreadMessages: unread }),
          summaryFixture({ id: 'app-2', unreadMessages: 1 }),
        ]),
      ),
      http.get('/applications/app-1', () =>
        HttpResponse.json(applicationFixture({ unreadMessages: unread })),
      ),
      http.get('/applications/app-1/messages', () => HttpResponse.json(thread)),
      http.post('/applications/app-1/messages/read', async () => {
        await markAnswered;
        unread = 0;
        return HttpResponse.json({ unreadMessages: 0 });
      }),
    );
    setAuthCookie(candidatePayload());
    renderRoute('/application/app-1/messages');
    const link = () =>
      within(screen.getAllByRole('navigation', { name: 'Main' })[0]!).getByRole('link', {
        name: /^My applications/,
      });
    await waitFor(() => expect(link()).toHaveAccessibleName('My applications (2 unread messages)'));
    // Shown as a number; the words are for screen readers.
    expect(link()).toHaveTextContent(/^My applications2/);

    releaseMark();
    await waitFor(() => expect(link()).toHaveAccessibleName('My applications (1 unread message)'));
  });

  test('marks the server refuses stay unread, silently, and nothing is read again for them', async () => {
    serve();
    let applicationReads = 0;
    let markTries = 0;
    server.use(
      http.get('/applications/app-1', () => {
        applicationReads += 1;
        return HttpResponse.json(applicationFixture({ unreadMessages: 1 }));
      }),
      http.post('/applications/app-1/messages/read', () => {
        markTries += 1;
        return HttpResponse.json({ errors: [{ message: 'Unavailable' }] }, { status: 503 });
      }),
    );
    const { router } = await openMessages();
    await waitFor(() => expect(markTries).toBe(1));
    await waitFor(() =>
      expect([...router.state.fetchers.values()].every((f) => f.state === 'idle')).toBe(true),
    );
    expect(applicationReads).toBe(1);
    expect(screen.queryByText(/Unavailable|went wrong/)).not.toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Application sections' });
    expect(within(sections).getByRole('link', { name: /1 unread message/ })).toBeInTheDocument();
  });

  test('markup in a message is shown as text, never as HTML', async () => {
    serve({
      messages: [messageFixture({ body: '<img src=x onerror="alert(1)"><b>bold</b>' })],
      unread: 0,
    });
    await openMessages();
    expect(screen.getByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeInTheDocument();
    expect(within(threadList()).queryByRole('img')).not.toBeInTheDocument();
    expect(within(threadList()).queryByText('bold')).not.toBeInTheDocument();
  });

  test('a reply that fails keeps its text; sent later, it is appended and the box emptied', async () => {
    const stored: Message[] = [messageFixture()];
    serve({ unread: 0, messages: stored });
    const bodies: SendMessageRequest[] = [];
    let fail = true;
    server.use(
      http.post('/applications/app-1/messages', async ({ request }) => {
        bodies.push((await request.json()) as SendMessageRequest);
        if (fail)
          return HttpResponse.json(
            { errors: [{ message: 'Service unavailable' }] },
            { status: 400 },
          );
        const mine = messageFixture({
          id: 'mine',
          from: 'candidate',
          senderName: 'Anna',
          body: bodies.at(-1)!.body,
          sentAt: new Date().toISOString(),
        });
        stored.push(mine);
        return HttpResponse.json(mine, { status: 201 });
      }),
    );
    const { user } = await openMessages();
    await user.type(replyBox(), 'Tuesday works.{Enter}See you <then>!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(
      await screen.findByText(/Your reply could not be sent\. Your text is kept/),
    ).toBeInTheDocument();
    // The service's own words come after the translated text, never alone.
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    expect(replyBox()).toHaveValue('Tuesday works.\nSee you <then>!');
    expect(storedText()).toContain('See you <then>!');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent')).toBeInTheDocument();
    expect(replyBox()).toHaveValue('');
    expect(storedText()).not.toContain('See you <then>!');
    // The thread is the loader's, read again: the new message is there, and has the focus.
    const list = screen.getByRole('list', { name: 'Messages with the recruiter' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const items = within(list).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('You');
    expect(items.at(-1)).toHaveTextContent('See you <then>!');
    await waitFor(() => expect(items.at(-1)).toHaveFocus());
    expect(bodies).toHaveLength(2);
  });

  test('a draft saved before a session expired is back in the reply box', async () => {
    serve({ unread: 0, messages: [] });
    setAuthCookie(candidatePayload());
    refreshSession();
    seedFormDraft('reply:app-1', { body: 'Half-written answer' });
    await openMessages();
    expect(replyBox()).toHaveValue('Half-written answer');
    expect(
      screen.getByText('No messages yet. You can write to the recruiter below.'),
    ).toBeInTheDocument();
  });

  test('10,000 characters are sent; 10,001 are refused before sending', async () => {
    serve({ unread: 0, messages: [] });
    const sent: string[] = [];
    server.use(
      http.post('/applications/app-1/messages', async ({ request }) => {
        const { body } = (await request.json()) as SendMessageRequest;
        sent.push(body);
        return HttpResponse.json(messageFixture({ id: 'long', from: 'candidate', body }), {
          status: 201,
        });
      }),
    );
    const { user } = await openMessages();
    fireEvent.change(replyBox(), { target: { value: 'x'.repeat(10_001) } });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(
      await screen.findByText(/The reply has 10,001 characters; at most 10,000 can be sent/),
    ).toBeInTheDocument();
    expect(replyBox()).toHaveFocus();
    expect(sent).toEqual([]);

    fireEvent.change(replyBox(), { target: { value: 'y'.repeat(10_000) } });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent')).toBeInTheDocument();
    expect(sent[0]).toHaveLength(10_000);
  });

  test('an empty reply is refused with a message', async () => {
    serve({ unread: 0, messages: [] });
    const { user } = await openMessages();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/Write a message before sending/)).toBeInTheDocument();
    expect(replyBox()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('an answer the contract does not allow', () => {
  const { senderName: _, ...nameless } = messageFixture();

  test.each([
    ['a failed read', () => new HttpResponse(null, { status: 503 })],
    ['a message without its sender’s name', () => HttpResponse.json([nameless])],
  ])('%s shows the error with a way to try again, and no thread', async (_, answer) => {
    serve();
    server.use(http.get('/applications/app-1/messages', answer));
    setAuthCookie(candidatePayload());
    renderRoute('/application/app-1/messages');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again later',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(
      screen.queryByRole('list', { name: 'Messages with the recruiter' }),
    ).not.toBeInTheDocument();
    // Refused before anything rendered it: React reports an error a boundary caught here.
    expect(console.error).not.toHaveBeenCalled();
  });
});
