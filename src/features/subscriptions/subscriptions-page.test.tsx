import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type {
  CreateSubscriptionRequest,
  Subscription,
  UpdateSubscriptionRequest,
} from '@/api/contract/subscriptions';
import { server } from '@/mocks/node';
import { listItemHeaded } from '@/testing/queries';
import { candidatePayload, renderRoute, setAuthCookie } from '@/testing/render-route';
import { citiesHandler, jobFacetsHandler, mainError, testSubscription } from './test-fixtures';

function renderAsCandidate(subscriptions: Subscription[], url = '/subscription') {
  setAuthCookie(candidatePayload());
  server.use(
    jobFacetsHandler(),
    citiesHandler(),
    http.get('/subscriptions', () => HttpResponse.json(subscriptions)),
  );
  return renderRoute(url);
}

function renderAnonymous(url = '/subscription') {
  server.use(jobFacetsHandler(), citiesHandler());
  return renderRoute(url);
}

afterEach(() => i18next.changeLanguage('en-US'));

// The first render loads the lazy route module, which can take a moment in a cold test run.
const ownList = () => screen.findByRole('region', { name: 'Your job alerts' }, { timeout: 5000 });
const newForm = () => screen.findByRole('region', { name: 'New job alert' }, { timeout: 5000 });

/** Answers POST /subscriptions with the alert it was asked for; returns what was last sent. */
function answerCreatedAlerts(): () => CreateSubscriptionRequest | null {
  let sent: CreateSubscriptionRequest | null = null;
  server.use(
    http.post('/subscriptions', async ({ request }) => {
      sent = (await request.json()) as CreateSubscriptionRequest;
      return HttpResponse.json(testSubscription({ criteria: sent.criteria }), { status: 201 });
    }),
  );
  return () => sent;
}

/** Answers DELETE /subscriptions/:id by taking the alert out of `alerts`, as the service does. */
const deletingFrom = (alerts: Subscription[]) =>
  http.delete('/subscriptions/:id', ({ params }) => {
    alerts.splice(
      alerts.findIndex((alert) => alert.id === params.id),
      1,
    );
    return new HttpResponse(null, { status: 204 });
  });

describe('a candidate’s own job alerts', () => {
  test("lists each alert with its criteria, matching jobs and frequency; 'No job alerts yet' when none", async () => {
    renderAsCandidate([
      testSubscription(),
      testSubscription({
        id: 'sub-2',
        criteria: { region: ['Oslo'] },
        matchingJobs: 1,
        frequency: 'daily',
      }),
    ]);
    const list = within(await ownList());
    const [first, second] = list.getAllByRole('article');
    expect(
      within(first!).getByRole('heading', { level: 3, name: 'developer' }),
    ).toBeInTheDocument();
    const criteria = within(first!)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(criteria).toEqual([
      ['Keywords', 'developer'],
      ['Category', 'IT'],
      ['Company', 'Nordlys Energi'],
      ['Employment type', 'Full-time'],
    ]);
    expect(within(first!).getByText('12 matching jobs open now')).toBeInTheDocument();
    expect(within(first!).getByLabelText('How often to email')).toHaveValue('weekly');
    expect(within(second!).getByRole('heading', { name: 'Oslo' })).toBeInTheDocument();
    expect(within(second!).getByText('1 matching job open now')).toBeInTheDocument();
    expect(within(second!).getByLabelText('How often to email')).toHaveValue('daily');
  });

  test("shows 'No job alerts yet' when there are none", async () => {
    renderAsCandidate([]);
    expect(within(await ownList()).getByText('No job alerts yet')).toBeInTheDocument();
  });

  test('changing the frequency saves it at once and confirms', async () => {
    let sent: UpdateSubscriptionRequest | null = null;
    server.use(
      http.patch('/subscriptions/sub-1', async ({ request }) => {
        sent = (await request.json()) as UpdateSubscriptionRequest;
        return HttpResponse.json(testSubscription({ frequency: 'monthly' }));
      }),
    );
    const { user } = renderAsCandidate([testSubscription()]);
    const select = within(await ownList()).getByLabelText('How often to email');
    await user.selectOptions(select, 'Monthly');
    expect(await screen.findByText('Your changes were saved')).toBeInTheDocument();
    expect(sent).toEqual({ frequency: 'monthly' });
    expect(select).toHaveValue('monthly');
  });

  test('a failed frequency change says why and shows the frequency that is still saved', async () => {
    server.use(
      http.patch('/subscriptions/sub-1', () => mainError(500, 'Could not save the frequency')),
    );
    const { user } = renderAsCandidate([testSubscription()]);
    const select = within(await ownList()).getByLabelText('How often to email');
    await user.selectOptions(select, 'Daily');
    expect(
      await screen.findByText(
        'Something went wrong, please try again later Message from the service: Could not save the frequency',
      ),
    ).toBeInTheDocument();
    expect(select).toHaveValue('weekly');
  });

  test('deleting asks first; cancel keeps the alert, confirm deletes it', async () => {
    let deletes = 0;
    const alerts = [testSubscription()];
    server.use(
      http.delete('/subscriptions/sub-1', () => {
        deletes += 1;
        alerts.splice(0);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAsCandidate(alerts);
    const list = within(await ownList());
    await user.click(list.getByRole('button', { name: 'Delete job alert: developer' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete this job alert?' }));
    expect(
      dialog.getByText(/Are you sure you want to delete the job alert “developer”\?/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Delete job alert: developer' })).toHaveFocus();
    expect(deletes).toBe(0);

    await user.click(list.getByRole('button', { name: 'Delete job alert: developer' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete this job alert?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete job alert' }));
    expect(await screen.findByText('The job alert has been deleted')).toBeInTheDocument();
    // The list is the loader's, read again.
    expect(await list.findByText('No job alerts yet')).toBeInTheDocument();
    expect(list.getByRole('heading', { name: 'Your job alerts' })).toHaveFocus();
    expect(deletes).toBe(1);
  });

  test('a deleted alert hands the focus to the alert after it, or else to the one before it', async () => {
    const alerts = ['developer', 'nurse', 'teacher'].map((q, index) =>
      testSubscription({ id: `sub-${index + 1}`, criteria: { q } }),
    );
    server.use(deletingFrom(alerts));
    const { user } = renderAsCandidate(alerts);
    const list = within(await ownList());
    const deleteAlert = async (title: string) => {
      await user.click(list.getByRole('button', { name: `Delete job alert: ${title}` }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Delete this job alert?' }));
      await user.click(dialog.getByRole('button', { name: 'Delete job alert' }));
      await waitFor(() => expect(list.queryByRole('heading', { name: title })).toBeNull());
    };

    await deleteAlert('nurse');
    await waitFor(() => expect(listItemHeaded('teacher')).toHaveFocus());
    await deleteAlert('teacher');
    await waitFor(() => expect(listItemHeaded('developer')).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('creates an alert from criteria, with a place from the city list, and lists it', async () => {
    let sent: CreateSubscriptionRequest | null = null;
    const alerts: Subscription[] = [];
    server.use(
      http.post('/subscriptions', async ({ request }) => {
        sent = (await request.json()) as CreateSubscriptionRequest;
        const created = testSubscription({
          id: 'sub-9',
          criteria: sent.criteria,
          frequency: sent.frequency,
          matchingJobs: 3,
        });
        alerts.unshift(created);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { user } = renderAsCandidate(alerts);
    const form = within(await newForm());
    expect(form.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.type(form.getByLabelText('Keywords'), 'nurse');
    await user.type(form.getByRole('combobox', { name: 'Place' }), 'gö');
    await user.click(await screen.findByRole('option', { name: /Göteborg/ }));
    await user.click(form.getByText('Category', { selector: 'summary' }));
    await user.click(form.getByRole('checkbox', { name: 'Health care' }));
    await user.click(form.getByText('Employment type', { selector: 'summary' }));
    await user.click(form.getByRole('checkbox', { name: 'Part-time' }));
    await user.selectOptions(form.getByLabelText('How often to email'), 'Daily');
    await user.click(form.getByRole('button', { name: 'Create job alert' }));

    expect(await screen.findByText('Job alert created')).toBeInTheDocument();
    expect(sent).toEqual({
      criteria: {
        q: 'nurse',
        location: 'Göteborg',
        category: ['healthcare'],
        employmentType: ['part-time'],
      },
      frequency: 'daily',
      language: 'en',
    });
    const list = within(await ownList());
    expect(await list.findByRole('heading', { level: 3, name: 'nurse' })).toBeInTheDocument();
    expect(list.queryByText('No job alerts yet')).not.toBeInTheDocument();
    // What was typed stays on the form.
    expect(form.getByLabelText('Keywords')).toHaveValue('nurse');
    // Focus moves to what changed: the new alert in the list.
    await waitFor(() => expect(listItemHeaded('nurse', 3)).toHaveFocus());
  });

  test('a second press creates nothing until something changes, or the alert is deleted', async () => {
    const alerts: Subscription[] = [];
    server.use(
      http.post('/subscriptions', async ({ request }) => {
        const sent = (await request.json()) as CreateSubscriptionRequest;
        const created = testSubscription({
          id: `sub-${alerts.length + 10}`,
          criteria: sent.criteria,
          frequency: sent.frequency,
        });
        alerts.unshift(created);
        return HttpResponse.json(created, { status: 201 });
      }),
      deletingFrom(alerts),
    );
    const { user } = renderAsCandidate(alerts);
    const form = within(await newForm());
    await user.type(form.getByLabelText('Keywords'), 'nurse');
    const create = form.getByRole('button', { name: 'Create job alert' });
    await user.click(create);
    expect(await screen.findByText('Job alert created')).toBeInTheDocument();
    await user.click(create);
    await user.click(create);
    expect(create).toHaveAttribute('aria-disabled', 'true');
    expect(
      form.getByText(
        'To create another job alert, change what it looks for or how often we email you.',
      ),
    ).toBeInTheDocument();
    expect(alerts).toHaveLength(1);

    // Another frequency is another alert.
    await user.selectOptions(form.getByLabelText('How often to email'), 'Daily');
    expect(create).not.toHaveAttribute('aria-disabled');
    await user.click(create);
    await waitFor(() => expect(alerts).toHaveLength(2));
    expect(alerts.map((alert) => alert.frequency)).toEqual(['daily', 'weekly']);

    // Deleted, the alert the form shows can be created again as it was.
    const list = within(await ownList());
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(2));
    const [newest] = list.getAllByRole('article');
    expect(within(newest!).getByLabelText('How often to email')).toHaveValue('daily');
    await user.click(within(newest!).getByRole('button', { name: 'Delete job alert: nurse' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete job alert' }),
    );
    expect(await screen.findByText('The job alert has been deleted')).toBeInTheDocument();
    expect(create).not.toHaveAttribute('aria-disabled');
    await user.click(create);
    await waitFor(() => expect(alerts).toHaveLength(2));
    expect(alerts.map((alert) => alert.frequency)).toEqual(['daily', 'weekly']);
  });

  test("a place that matches no suggestion is refused: 'No result found, try typing the full name'", async () => {
    let posts = 0;
    server.use(
      http.post('/subscriptions', () => {
        posts += 1;
        return HttpResponse.json(testSubscription(), { status: 201 });
      }),
    );
    const { user } = renderAsCandidate([]);
    const form = within(await newForm());
    const place = form.getByRole('combobox', { name: 'Place' });
    await user.type(place, 'Xyzzy');
    await user.click(form.getByRole('button', { name: 'Create job alert' }));
    await waitFor(() => expect(place).toHaveFocus());
    expect(place).toHaveAttribute('aria-invalid', 'true');
    expect(place).toHaveAccessibleDescription(
      expect.stringContaining('Error: No result found, try typing the full name'),
    );
    expect(posts).toBe(0);
  });

  test('prefills the criteria from a search or saved search link', async () => {
    const created = answerCreatedAlerts();
    const { user } = renderAsCandidate(
      [testSubscription()],
      '/subscription?q=nurse&category=healthcare&region=Oslo&region=Sk%C3%A5ne&company=nordlys&employmentType=summer',
    );
    const formRegion = await newForm();
    // The filled-in form comes first, before the alerts there are, so it is one press away.
    expect(
      formRegion.compareDocumentPosition(await ownList()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const form = within(formRegion);
    expect(
      form.getByText(
        'We have filled in your search. Check it and choose how often you want emails.',
      ),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Keywords')).toHaveValue('nurse');
    expect(form.getByRole('checkbox', { name: 'Health care' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'IT' })).not.toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Oslo' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Skåne' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Nordlys Energi' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Summer job' })).toBeChecked();
    await user.click(form.getByRole('button', { name: 'Create job alert' }));
    await screen.findByText('Job alert created');
    expect(created()!.criteria).toEqual({
      q: 'nurse',
      category: ['healthcare'],
      region: ['Oslo', 'Skåne'],
      company: ['nordlys'],
      employmentType: ['summer'],
    });
  });

  test('words typed into the blank form earlier never replace the search a link brings', async () => {
    const { user, unmount } = renderAsCandidate([]);
    await user.type(within(await newForm()).getByLabelText('Keywords'), 'barista');
    unmount();
    renderAsCandidate([], '/subscription?q=nurse');
    expect(within(await newForm()).getByLabelText('Keywords')).toHaveValue('nurse');
  });

  test('a Swedish candidate reads categories in Swedish, in the alerts and the form', async () => {
    await i18next.changeLanguage('sv-SE');
    renderAsCandidate([testSubscription({ criteria: { category: ['healthcare'] } })]);
    const list = within(
      await screen.findByRole('region', { name: 'Dina jobbevakningar' }, { timeout: 5000 }),
    );
    const alert = list.getByRole('article');
    expect(within(alert).getByRole('heading', { name: 'Hälso- och sjukvård' })).toBeInTheDocument();
    expect(within(alert).getByRole('definition')).toHaveTextContent('Hälso- och sjukvård');
    const form = within(await screen.findByRole('region', { name: 'Ny jobbevakning' }));
    expect(form.getByRole('checkbox', { name: 'Hälso- och sjukvård' })).not.toBeChecked();
    expect(form.queryByRole('checkbox', { name: 'Health care' })).not.toBeInTheDocument();
  });

  test('an alert or a link from before category keys names categories by label: both find the key', async () => {
    const created = answerCreatedAlerts();
    const { user } = renderAsCandidate(
      [testSubscription({ criteria: { category: ['Health care'] } })],
      '/subscription?category=Health%20care',
    );
    const alert = within(await ownList()).getByRole('article');
    expect(within(alert).getByRole('definition')).toHaveTextContent('Health care');
    const form = within(await newForm());
    const checkbox = form.getByRole('checkbox', { name: 'Health care' });
    expect(checkbox).toBeChecked();
    expect(form.getAllByRole('checkbox', { name: 'Health care' })).toHaveLength(1);
    await user.click(form.getByRole('button', { name: 'Create job alert' }));
    await screen.findByText('Job alert created');
    expect(created()!.criteria).toEqual({ category: ['healthcare'] });
  });
});

describe('anonymous visitors', () => {
  test('subscribe with an email address, which is required and checked', async () => {
    let sent: CreateSubscriptionRequest | null = null;
    server.use(
      http.post('/subscriptions', async ({ request }) => {
        sent = (await request.json()) as CreateSubscriptionRequest;
        return HttpResponse.json(testSubscription({ email: sent.email!, confirmed: false }), {
          status: 201,
        });
      }),
    );
    const { user } = renderAnonymous();
    const form = within(await newForm());
    expect(screen.queryByRole('region', { name: 'Your job alerts' })).not.toBeInTheDocument();
    const email = form.getByLabelText('Email');
    await user.click(form.getByRole('button', { name: 'Create job alert' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining('Email is required')),
    );
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-address');
    await user.click(form.getByRole('button', { name: 'Create job alert' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('Enter an email address like name@example.com'),
      ),
    );
    expect(sent).toBeNull();

    await user.clear(email);
    await user.type(email, ' Visitor@Example.com ');
    await user.type(form.getByLabelText('Keywords'), 'chef');
    await user.click(form.getByRole('button', { name: 'Create job alert' }));
    expect(await screen.findByText('Job alert created')).toBeInTheDocument();
    expect(sent).toEqual({
      criteria: { q: 'chef' },
      frequency: 'weekly',
      email: 'visitor@example.com',
      language: 'en',
    });
    expect(
      form.getByText(
        'We have sent an email to visitor@example.com. Open the link in it to confirm your job alert.',
      ),
    ).toBeInTheDocument();
    // Pressed again, the same alert is not asked for twice.
    sent = null;
    await user.click(form.getByRole('button', { name: 'Create job alert' }));
    expect(form.getByRole('button', { name: 'Create job alert' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(sent).toBeNull();
  });

  test('the emailed link confirms the alert and manages it: frequency, then cancel', async () => {
    const calls: string[] = [];
    server.use(
      http.get('/subscriptions/by-token/tok-1', () => {
        calls.push('get');
        return HttpResponse.json(
          testSubscription({ confirmed: false, email: 'visitor@example.com' }),
        );
      }),
      http.post('/subscriptions/by-token/tok-1/confirm', () => {
        calls.push('confirm');
        return HttpResponse.json(
          testSubscription({ confirmed: true, email: 'visitor@example.com' }),
        );
      }),
      http.patch('/subscriptions/by-token/tok-1', async ({ request }) => {
        const body = (await request.json()) as UpdateSubscriptionRequest;
        calls.push(`patch ${body.frequency}`);
        return HttpResponse.json(testSubscription({ frequency: body.frequency }));
      }),
      http.delete('/subscriptions/by-token/tok-1', () => {
        calls.push('delete');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAnonymous('/subscription?token=tok-1');
    expect(
      await screen.findByText(
        'Your job alert is confirmed. We will email you when new jobs match.',
      ),
    ).toBeInTheDocument();
    const card = within(screen.getByRole('article'));
    expect(card.getByRole('heading', { level: 2, name: 'developer' })).toBeInTheDocument();
    await user.selectOptions(card.getByLabelText('How often to email'), 'Daily');
    expect(await screen.findByText('Your changes were saved')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Delete job alert: developer' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete job alert' }),
    );
    expect(
      await screen.findByText(
        'Your job alert has been cancelled. You will get no more emails about it.',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual(['get', 'confirm', 'patch daily', 'delete']);
  });

  test('a link that is already confirmed is not confirmed again', async () => {
    let confirms = 0;
    server.use(
      http.get('/subscriptions/by-token/tok-2', () => HttpResponse.json(testSubscription())),
      http.post('/subscriptions/by-token/tok-2/confirm', () => {
        confirms += 1;
        return HttpResponse.json(testSubscription());
      }),
    );
    renderAnonymous('/subscription?token=tok-2');
    expect(
      await screen.findByText(
        'Here you can change how often we email you, or cancel the job alert.',
      ),
    ).toBeInTheDocument();
    expect(confirms).toBe(0);
  });

  test('an invalid link says so clearly', async () => {
    server.use(
      http.get('/subscriptions/by-token/nope', () =>
        mainError(404, 'This link is not valid', 'NOT_FOUND'),
      ),
    );
    renderAnonymous('/subscription?token=nope');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a new job alert' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
