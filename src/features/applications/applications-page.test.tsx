import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { ApplicationSummary, UpdateApplicationRequest } from '@/api/contract/applications';
import { onAppEvent } from '@/lib/events';
import { server } from '@/mocks/node';
import { candidatePayload, renderRoute, setAuthCookie } from '@/testing/render-route';
import { applicationFixture, inDays, jobFixture, summaryFixture } from './test-fixtures';

function serveApplications(list: ApplicationSummary[]) {
  let current = list;
  server.use(
    http.get('/applications', () => HttpResponse.json(current)),
    http.delete('/applications/:id', ({ params }) => {
      current = current.filter((item) => item.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

const openApplications = async () => {
  setAuthCookie(candidatePayload());
  const view = renderRoute('/application');
  await screen.findByRole('heading', { level: 1, name: 'My applications' });
  // The heading comes at once; the list, or the word that there is none, once the API answered.
  await screen.findByRole('heading', {
    level: 2,
    name: /^(Active applications \(\d+\)|You have no applications yet)$/,
  });
  return view;
};

const cardFor = (title: string) => screen.getByRole('article', { name: title });

describe('My applications', () => {
  test('a job’s title keeps the language its ad is written in', async () => {
    serveApplications([
      summaryFixture({ job: jobFixture({ title: 'Sjuksköterska', language: 'sv' }) }),
    ]);
    await openApplications();
    expect(screen.getByRole('heading', { level: 3, name: 'Sjuksköterska' })).toHaveAttribute(
      'lang',
      'sv',
    );
  });

  test('shows each application with its job, company, dates, status and what waits', async () => {
    serveApplications([
      summaryFixture({
        unreadMessages: 2,
        pendingTests: 1,
        nextMeeting: applicationFixture().meetings[0]!,
      }),
    ]);
    await openApplications();
    const card = cardFor('Backend developer');
    expect(within(card).getByText(/Acme AB/)).toBeInTheDocument();
    expect(within(card).getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(within(card).getByText('In review')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: '2 unread messages: Backend developer' }),
    ).toHaveAttribute('href', '/application/app-1/messages');
    expect(
      within(card).getByRole('link', { name: '1 test to take: Backend developer' }),
    ).toHaveAttribute('href', '/application/app-1/tests');
    expect(
      within(card).getByRole('link', { name: 'View job ad: Backend developer' }),
    ).toHaveAttribute('href', '/job/backend-developer-goteborg');
  });

  test("each card's actions name its job, so that no two go elsewhere under one name", async () => {
    serveApplications([
      summaryFixture({
        id: 'a',
        unreadMessages: 1,
        job: jobFixture({ title: 'Sjuksköterska' }),
      }),
      summaryFixture({ id: 'b', unreadMessages: 1, job: jobFixture({ title: 'Lärare' }) }),
    ]);
    await openApplications();
    const names = (role: 'link' | 'button', action: string) =>
      screen
        .getAllByRole(role, { name: new RegExp(`^${action}`) })
        .map((element) => element.getAttribute('aria-label'));
    const actions = [
      ['link', 'Open application'],
      ['link', 'View job ad'],
      ['link', '1 unread message'],
      ['button', 'Delete application'],
    ] as const;
    for (const [role, action] of actions)
      expect(names(role, action)).toEqual([`${action}: Sjuksköterska`, `${action}: Lärare`]);
  });

  test('active applications come first; hired and not selected ones follow under their own heading', async () => {
    serveApplications([
      summaryFixture({ id: 'a', status: 'hired', job: jobFixture({ title: 'Hired job' }) }),
      summaryFixture({ id: 'b', status: 'offer', job: jobFixture({ title: 'Offer job' }) }),
      summaryFixture({
        id: 'c',
        status: 'not-selected',
        job: jobFixture({ title: 'Rejected job' }),
      }),
      summaryFixture({
        id: 'd',
        status: 'interview',
        editable: false,
        job: jobFixture({ title: 'Past deadline job', finalApplyDate: inDays(-3) }),
      }),
    ]);
    await openApplications();
    const sections = screen.getAllByRole('region', { name: /applications \(\d+\)$/ });
    expect(
      sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Active applications (2)', 'Closed applications (2)']);
    const titles = (section: HTMLElement) =>
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    // A passed deadline does not close an application: interviews and offers come after it.
    expect(titles(sections[0]!)).toEqual(['Offer job', 'Past deadline job']);
    expect(titles(sections[1]!)).toEqual(['Hired job', 'Rejected job']);
  });

  test('without closed applications there is no closed heading', async () => {
    serveApplications([summaryFixture()]);
    await openApplications();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Active applications (1)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Closed applications/ })).not.toBeInTheDocument();
  });

  test('with only closed applications the active section says so and leads to the jobs', async () => {
    serveApplications([summaryFixture({ status: 'not-selected' })]);
    await openApplications();
    const active = screen.getByRole('region', { name: 'Active applications (0)' });
    expect(within(active).getByText(/None of your applications is active/)).toBeInTheDocument();
    expect(within(active).getByRole('link', { name: 'Browse open jobs' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(
      within(screen.getByRole('region', { name: 'Closed applications (1)' })).getByRole('article', {
        name: 'Backend developer',
      }),
    ).toBeInTheDocument();
  });

  test('the phone menu of a card holds the job ad, edit and delete; Escape closes it and the focus returns', async () => {
    serveApplications([summaryFixture()]);
    const { user } = await openApplications();
    const more = within(cardFor('Backend developer')).getByRole('button', {
      name: 'More actions',
    });
    expect(more).toHaveAccessibleDescription('Backend developer');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    more.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'More actions' });
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View job ad', 'Edit application', 'Delete application']);
    expect(within(menu).getByRole('menuitem', { name: 'View job ad' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete application' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete application?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(more).toHaveFocus());
  });

  test("the main navigation counts the list's unread messages, from the list's own call", async () => {
    let calls = 0;
    server.use(
      // As long as a network's answer takes: the header's read is still in flight when the
      // list's loader, which starts a task after the navigation, asks too.
      http.get('/applications', async () => {
        calls += 1;
        await delay(50);
        return HttpResponse.json([
          summaryFixture({ unreadMessages: 2 }),
          summaryFixture({ id: 'app-2', status: 'hired', unreadMessages: 1 }),
        ]);
      }),
    );
    await openApplications();
    const main = within(screen.getAllByRole('navigation', { name: 'Main' })[0]!);
    await waitFor(() =>
      expect(main.getByRole('link', { name: /^My applications/ })).toHaveAccessibleName(
        'My applications (3 unread messages)',
      ),
    );
    expect(calls).toBe(1);
  });

  test('an empty list leads to the job list', async () => {
    serveApplications([]);
    await openApplications();
    expect(
      screen.getByRole('heading', { name: 'You have no applications yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse open jobs' })).toHaveAttribute('href', '/');
  });

  test('after the deadline the edit option is gone and a notice says why', async () => {
    serveApplications([
      summaryFixture({ id: 'open', job: jobFixture({ title: 'Open job' }) }),
      summaryFixture({
        id: 'closed',
        editable: false,
        job: jobFixture({ title: 'Closed job', finalApplyDate: inDays(-1) }),
      }),
    ]);
    await openApplications();
    expect(
      within(cardFor('Open job')).getByRole('button', { name: 'Edit application: Open job' }),
    ).toBeInTheDocument();
    const closed = cardFor('Closed job');
    expect(
      within(closed).queryByRole('button', { name: /^Edit application/ }),
    ).not.toBeInTheDocument();
    expect(within(closed).getByText(/The final apply date has passed/)).toBeInTheDocument();
  });

  test('a deadline that passed while the page was open removes the edit option too', async () => {
    serveApplications([
      summaryFixture({ editable: true, job: jobFixture({ finalApplyDate: inDays(-0.01) }) }),
    ]);
    await openApplications();
    expect(screen.queryByRole('button', { name: /^Edit application/ })).not.toBeInTheDocument();
  });

  test('edits an application before the deadline: PATCH, confirmation and the events', async () => {
    serveApplications([summaryFixture()]);
    const patches: UpdateApplicationRequest[] = [];
    server.use(
      http.get('/applications/app-1', () => HttpResponse.json(applicationFixture())),
      http.patch('/applications/app-1', async ({ request }) => {
        const body = (await request.json()) as UpdateApplicationRequest;
        patches.push(body);
        return HttpResponse.json(
          applicationFixture({ answers: { ...applicationFixture().answers, ...body } }),
        );
      }),
    );
    const events: string[] = [];
    const stops = (
      ['edit-application-open', 'edit-application-close', 'edit-application-updated'] as const
    ).map((name) => onAppEvent(name, () => events.push(name)));
    const { user } = await openApplications();

    await user.click(screen.getByRole('button', { name: 'Edit application: Backend developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit application' });
    const phone = await within(dialog).findByLabelText('Phone number');
    expect(phone).toHaveValue('+46701234567');

    await user.clear(phone);
    await user.type(phone, '070123');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(/Enter a complete phone number/)).toBeInTheDocument();
    expect(phone).toHaveFocus();
    expect(patches).toHaveLength(0);

    // A local number is completed with the job's country code, as on the apply form.
    await user.clear(phone);
    await user.type(phone, '070-999 88 77');
    expect(within(dialog).getByText(/\+46 70 999 88 77/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your changes were saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches[0]).toMatchObject({ phone: '+46709998877', firstName: 'Anna' });
    expect(events).toEqual([
      'edit-application-open',
      'edit-application-updated',
      'edit-application-close',
    ]);
    stops.forEach((stop) => stop());
  });

  test('a save refused with DEADLINE_PASSED says so in the dialog', async () => {
    serveApplications([summaryFixture()]);
    server.use(
      http.get('/applications/app-1', () => HttpResponse.json(applicationFixture())),
      http.patch('/applications/app-1', () =>
        HttpResponse.json(
          { errors: [{ message: 'Deadline passed', code: 'DEADLINE_PASSED' }] },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openApplications();
    await user.click(screen.getByRole('button', { name: 'Edit application: Backend developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit application' });
    await within(dialog).findByLabelText('First name');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(/The final apply date has passed/)).toBeInTheDocument();
  });

  test('delete asks first with focus on the safe choice; cancelling keeps the application', async () => {
    serveApplications([summaryFixture()]);
    let deletes = 0;
    server.use(
      http.delete('/applications/:id', () => {
        deletes += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openApplications();
    await user.click(screen.getByRole('button', { name: 'Delete application: Backend developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete application?' });
    expect(dialog).toHaveAccessibleDescription(/Backend developer at Acme AB.*cannot be undone/);
    expect(within(dialog).getByRole('button', { name: 'No, keep it' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toBe(0);
    expect(cardFor('Backend developer')).toBeInTheDocument();
  });

  test('confirmed delete sends DELETE, confirms and removes the application from the list', async () => {
    serveApplications([
      summaryFixture(),
      summaryFixture({ id: 'app-2', job: jobFixture({ title: 'Designer' }) }),
    ]);
    const { user } = await openApplications();
    await user.click(
      within(cardFor('Backend developer')).getByRole('button', {
        name: 'Delete application: Backend developer',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete application' }));

    expect(
      await screen.findByText('Your application for Backend developer was deleted'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Backend developer' })).not.toBeInTheDocument(),
    );
    expect(cardFor('Designer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My applications' })).toHaveFocus();
  });

  test('a failed delete keeps the dialog open with the reason', async () => {
    serveApplications([summaryFixture()]);
    server.use(
      http.delete('/applications/:id', () =>
        HttpResponse.json({ errors: [{ message: 'Server is busy' }] }, { status: 500 }),
      ),
    );
    const { user } = await openApplications();
    await user.click(screen.getByRole('button', { name: 'Delete application: Backend developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete application' }));
    expect(
      await within(dialog).findByText(
        'Something went wrong, please try again later Message from the service: Server is busy',
      ),
    ).toBeInTheDocument();
    expect(cardFor('Backend developer')).toBeInTheDocument();
  });
});
