import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { onAppEvent } from '@/lib/events';
import { safeStorage } from '@/lib/storage';
import { server } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';
import { jobSummary, searchResult } from '@/testing/jobs';

const two = [
  jobSummary(),
  jobSummary({ id: 'job-2', slug: 'nurse-malmo', title: 'Nurse', region: 'Skåne' }),
];

/** Answers GET /jobs with `answer(params)` and records every request's query. */
function answerJobs(
  answer: (
    params: URLSearchParams,
  ) => ReturnType<typeof searchResult> | Promise<ReturnType<typeof searchResult>>,
) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/jobs', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      return HttpResponse.json(await answer(params));
    }),
  );
  return requests;
}

type ShownRouter = { state: { location: { search: string } } };

const search = (router: ShownRouter) => new URLSearchParams(router.state.location.search);

/** On a phone: the filters' sheet, opened by its button. */
async function openFilterSheet(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

/** Ticks Part-time among `filters` (the sheet, or beside the list) and waits for the address. */
async function tickPartTime(user: UserEvent, router: ShownRouter, filters: HTMLElement) {
  await user.click(within(filters).getByRole('checkbox', { name: 'Part-time (1)' }));
  await waitFor(() => expect(search(router).getAll('employmentType')).toEqual(['part-time']));
}

// safeStorage keeps a memory copy beside localStorage; each test starts with no saved search.
beforeEach(() => safeStorage.remove('portal.savedSearches'));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en-US');
});

/** A phone's width, as the filters' media query reads it. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('job list', () => {
  test('shows the jobs found with a correctly pluralised count', async () => {
    answerJobs((params) =>
      params.get('q') === 'nurse' ? searchResult([two[1]!]) : searchResult(two),
    );
    const { user } = renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 jobs found' }),
    ).toBeInTheDocument();
    const list = screen
      .getAllByRole('list')
      .find((element) => element.classList.contains('job-list'))!;
    expect(within(list).getByRole('link', { name: 'Frontend developer' })).toHaveAttribute(
      'href',
      '/job/frontend-developer-goteborg',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'nurse');
    expect(
      await screen.findByRole('heading', { level: 2, name: '1 job found for “nurse”' }),
    ).toBeInTheDocument();
  });

  test('type-ahead waits for a pause, then puts the words in the URL and the request', async () => {
    const requests = answerJobs(() => searchResult(two));
    const { user, router } = renderRoute('/');
    await screen.findByRole('heading', { name: '2 jobs found' });
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'react dev');
    // Typed quickly: nothing has been sent for the half-typed words.
    expect(requests.map((params) => params.get('q'))).toEqual([null]);
    await waitFor(() => expect(search(router).get('q')).toBe('react dev'));
    await waitFor(() =>
      expect(requests.map((params) => params.get('q'))).toEqual([null, 'react dev']),
    );
    // Back leaves the typed words behind: the box follows the URL.
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue(''),
    );
  });

  test('an older, slower answer never replaces a newer one', async () => {
    server.use(
      http.get('*/jobs', async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        if (q === 'slow') {
          await delay(600);
          return HttpResponse.json(
            searchResult([jobSummary({ id: 'old', title: 'Stale answer' })]),
          );
        }
        return HttpResponse.json(
          searchResult(q ? [jobSummary({ id: 'new', title: 'Fresh answer' })] : two),
        );
      }),
    );
    const { router } = renderRoute('/');
    await screen.findByRole('heading', { name: '2 jobs found' });
    void router.navigate('/?q=slow');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Searching…'),
    );
    void router.navigate('/?q=fast');
    expect(await screen.findByRole('link', { name: 'Fresh answer' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('link', { name: 'Stale answer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fresh answer' })).toBeInTheDocument();
  });

  test('other URL parameters (a dialog over the list, say) neither refetch nor get lost', async () => {
    const requests = answerJobs(() => searchResult(two));
    const { user, router } = renderRoute('/?q=developer');
    await screen.findByRole('heading', { name: '2 jobs found for “developer”' });
    await act(() => router.navigate('/?q=developer&utm_source=mail'));
    expect(requests).toHaveLength(1);
    expect(
      screen.getByRole('heading', { name: '2 jobs found for “developer”' }),
    ).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'Region' })).getByRole('checkbox', {
        name: 'Skåne (1)',
      }),
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(search(router).get('utm_source')).toBe('mail');
    expect(search(router).getAll('region')).toEqual(['Skåne']);
  });

  test('a filter goes into the URL and the request; back restores the previous search', async () => {
    const requests = answerJobs(() => searchResult(two));
    const { user, router } = renderRoute('/?q=developer');
    await screen.findByRole('heading', { name: '2 jobs found for “developer”' });
    const regions = screen.getByRole('group', { name: 'Region' });
    await user.click(within(regions).getByRole('checkbox', { name: 'Skåne (1)' }));
    await waitFor(() => expect(search(router).getAll('region')).toEqual(['Skåne']));
    expect(search(router).get('q')).toBe('developer');
    await waitFor(() => expect(requests.at(-1)?.getAll('region')).toEqual(['Skåne']));
    expect(
      within(screen.getByRole('group', { name: 'Region' })).getByRole('checkbox', {
        name: 'Skåne (1)',
      }),
    ).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Employment type' })).getByRole('checkbox', {
        name: 'Part-time (1)',
      }),
    ).not.toBeChecked();

    await router.navigate(-1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Region' })).getByRole('checkbox', {
          name: 'Skåne (1)',
        }),
      ).not.toBeChecked(),
    );
    expect(search(router).getAll('region')).toEqual([]);
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('developer');
  });

  test('categories are filtered by key and named in the visitor’s language, on filters, cards and the saved name', async () => {
    await i18next.changeLanguage('sv-SE');
    const requests = answerJobs(() => searchResult(two));
    const { user, router } = renderRoute('/?q=react');
    await screen.findByRole('heading', { level: 2, name: /2 jobb/ });
    const categories = screen.getByRole('group', { name: 'Kategori' });
    const it = within(categories).getByRole('checkbox', { name: 'IT och mjukvara (2)' });
    const cards = screen.getAllByRole('list', { name: 'Detaljer' });
    expect(within(cards[0]!).getByText('IT och mjukvara')).toBeInTheDocument();
    expect(screen.queryByText('IT & Software')).not.toBeInTheDocument();
    // The ad's own words keep the ad's language.
    expect(screen.getByRole('heading', { level: 3, name: 'Frontend developer' })).toHaveAttribute(
      'lang',
      'en',
    );

    await user.click(it);
    // The key travels, so a shared link works in every language.
    await waitFor(() => expect(search(router).getAll('category')).toEqual(['it']));
    await waitFor(() => expect(requests.at(-1)?.getAll('category')).toEqual(['it']));
    await user.click(screen.getByRole('button', { name: 'Spara sökningen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox')).toHaveValue('react, IT och mjukvara');
  });

  test('a link from before keys, naming a category by its English label, lands on the key', async () => {
    const requests = answerJobs(() => searchResult(two));
    const { router } = renderRoute('/?category=IT%20%26%20Software&region=Sk%C3%A5ne');
    await screen.findByRole('heading', { level: 2, name: '2 jobs found' });
    await waitFor(() => expect(search(router).getAll('category')).toEqual(['it']));
    expect(search(router).getAll('region')).toEqual(['Skåne']);
    expect(
      within(screen.getByRole('group', { name: 'Category' })).getByRole('checkbox', {
        name: 'IT & Software (2)',
      }),
    ).toBeChecked();
    expect(requests.at(-1)?.getAll('category')).toEqual(['it']);
    // Replaced, not pushed: back does not return to the old address.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('a filter value in another case is the option, once; one the API does not have leaves the search and the address', async () => {
    // The demo API: it lists the selected values it knows, under its own spelling.
    const { router } = renderRoute('/?q=a&category=nope&region=sk%C3%A5ne&company=nowhere-ab');
    await waitFor(() => expect(router.state.location.search).toBe('?q=a&region=Sk%C3%A5ne'));
    expect(router.state.historyAction).toBe('REPLACE');
    const regions = within(await screen.findByRole('group', { name: 'Region' }));
    expect(regions.getAllByRole('checkbox', { name: /^Skåne/i })).toHaveLength(1);
    expect(regions.getByRole('checkbox', { name: /^Skåne/ })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /nope|nowhere/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });

  test('reset empties the URL and the search box, announces reset-search and restores the full count', async () => {
    answerJobs((params) =>
      params.get('q') || params.getAll('category').length
        ? searchResult([two[0]!])
        : searchResult(two),
    );
    const resets = vi.fn();
    const stop = onAppEvent('reset-search', resets);
    const { user, router } = renderRoute('/?q=react&category=it');
    await screen.findByRole('heading', { name: '1 job found for “react”' });
    await user.click(screen.getByRole('button', { name: 'Reset search' }));
    expect(await screen.findByRole('heading', { name: '2 jobs found' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveFocus();
    expect(resets).toHaveBeenCalledTimes(1);
    stop();
  });

  test('markup, emoji and very long search words come back as plain text', async () => {
    const requests = answerJobs(() => searchResult([]));
    const markup = `<img src=x onerror="window.hacked=1"> 🚀 `;
    const words = `${markup}${'x'.repeat(200 - markup.length)}`;
    renderRoute(`/?q=${encodeURIComponent(words + 'y'.repeat(800))}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: `0 jobs found for “${words}”` }),
    ).toBeInTheDocument();
    expect(screen.getByText('No jobs match your search')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue(words);
    expect(requests[0]?.get('q')).toBe(words);
  });

  test('a failed search shows the generic error message and a retry that works', async () => {
    let fail = true;
    server.use(
      http.get('*/jobs', () =>
        fail
          ? HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 })
          : HttpResponse.json(searchResult(two)),
      ),
    );
    const { user } = renderRoute('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again later',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '2 jobs found' })).toBeInTheDocument();
  });

  test('an answer of the wrong shape is an error, never shown raw', async () => {
    server.use(http.get('*/jobs', () => HttpResponse.json({ items: 'nope' })));
    renderRoute('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again later',
    );
  });

  test('the order is a labelled choice that keeps the words and filters, in the URL and the request', async () => {
    const requests = answerJobs(() => searchResult(two, { total: 45 }));
    const { user, router } = renderRoute('/?q=developer&region=Sk%C3%A5ne&page=2');
    await screen.findByRole('heading', { name: '45 jobs found for “developer”' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    // With words, relevance is the default; newest and the closing date are the other choices.
    expect(sort).toHaveValue('relevance');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Relevance', 'Newest', 'Final apply date']);
    await user.selectOptions(sort, 'Final apply date');
    await waitFor(() =>
      expect(search(router).toString()).toBe('q=developer&region=Sk%C3%A5ne&sort=deadline'),
    );
    await waitFor(() => expect(requests.at(-1)?.get('sort')).toBe('deadline'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('deadline');
    // Page links keep the order; without scripts, the order's own form sends the rest along.
    // The links are the answered search's: they change once the new answer is in.
    const pages = screen.getByRole('navigation', { name: 'Pages of search results' });
    await waitFor(() =>
      expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'href',
        '/?q=developer&region=Sk%C3%A5ne&sort=deadline&page=2',
      ),
    );
    const form = (sort as HTMLSelectElement).form!;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      q: 'developer',
      region: 'Skåne',
      sort: 'deadline',
    });
    // Without words there is nothing to weigh: newest is the default, relevance no choice.
    await user.click(screen.getByRole('button', { name: 'Reset search' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest'),
    );
    expect(screen.queryByRole('option', { name: 'Relevance' })).not.toBeInTheDocument();
  });

  test('“Get these jobs by email” leads to a job alert with the search’s criteria', async () => {
    const answer = searchResult(two);
    answer.facets.category.push({ value: 'healthcare', label: 'Healthcare', count: 0 });
    answerJobs(() => answer);
    renderRoute('/?q=nurse&category=healthcare&employmentType=part-time&sort=deadline&page=2');
    await screen.findByRole('heading', { name: /jobs found for “nurse”/ });
    expect(screen.getByRole('link', { name: 'Get these jobs by email' })).toHaveAttribute(
      'href',
      '/subscription?q=nurse&category=healthcare&employmentType=part-time',
    );
  });

  test('page links carry the search and move focus to the new results', async () => {
    const requests = answerJobs((params) =>
      searchResult(
        [jobSummary({ id: `p${params.get('page')}`, title: `Job on page ${params.get('page')}` })],
        { total: 45, page: Number(params.get('page')) },
      ),
    );
    const { user, router } = renderRoute('/?q=a');
    await screen.findByRole('link', { name: 'Job on page 1' });
    const pages = screen.getByRole('navigation', { name: 'Pages of search results' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Job on page 2' })).toBeInTheDocument();
    expect(search(router).toString()).toBe('q=a&page=2');
    expect(requests.at(-1)?.get('page')).toBe('2');
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: '45 jobs found for “a”' }),
      ).toHaveFocus(),
    );
    // The status message, which screen readers announce, says which page this is.
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      '45 jobs found for “a”, page 2 of 3',
    );
  });

  test('a page past the end (an old link) lands on the last page, at its address, with its jobs', async () => {
    const requests = answerJobs((params) => {
      const page = Number(params.get('page') ?? 1);
      const items = page === 3 ? [jobSummary({ id: 'last', title: 'The last job' })] : [];
      return searchResult(items, { total: 45, page });
    });
    const { router } = renderRoute('/?q=a&page=15');
    expect(await screen.findByRole('link', { name: 'The last job' })).toBeInTheDocument();
    expect(search(router).toString()).toBe('q=a&page=3');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests.map((request) => request.get('page'))).toEqual(['15', '3']);
  });

  test('a skip link leads past the search and the filters to the results', async () => {
    answerJobs(() => searchResult(two));
    renderRoute('/');
    const heading = await screen.findByRole('heading', { level: 2, name: '2 jobs found' });
    expect(screen.getByRole('link', { name: 'Skip to the results' })).toHaveAttribute(
      'href',
      `#${heading.id}`,
    );
  });

  test('on a phone the filters open as a bottom sheet and emit toggle-filter-menu', async () => {
    onAPhone();
    answerJobs((params) =>
      params.getAll('employmentType').length ? searchResult([two[1]!]) : searchResult(two),
    );
    const toggles = vi.fn();
    const stop = onAppEvent('toggle-filter-menu', toggles);
    const { user, router } = renderRoute('/');
    await screen.findByRole('heading', { name: '2 jobs found' });
    // Which of the two places shows is the stylesheet's (jsdom applies none; e2e checks it).
    const sheet = await openFilterSheet(user);
    await tickPartTime(user, router, sheet);
    await user.click(await within(sheet).findByRole('button', { name: 'Show 1 job' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1 selected)' })).toHaveFocus();
    expect(toggles.mock.calls.map(([detail]) => detail)).toEqual([{ open: true }, { open: false }]);
    stop();
  });

  test('beside the list each change of the filters is a step of history', async () => {
    answerJobs(() => searchResult(two));
    const { user, router } = renderRoute('/');
    await screen.findByRole('heading', { name: '2 jobs found' });
    const besideTheList = screen.getByRole('complementary', { name: 'Filters' });
    await tickPartTime(user, router, besideTheList);
    expect(router.state.historyAction).toBe('PUSH');
  });

  test("in the phone's sheet each change of the filters replaces the sheet's entry", async () => {
    onAPhone();
    answerJobs(() => searchResult(two));
    const { user, router } = renderRoute('/');
    await screen.findByRole('heading', { name: '2 jobs found' });
    const sheet = await openFilterSheet(user);
    await tickPartTime(user, router, sheet);
    expect(router.state.historyAction).toBe('REPLACE');
    await user.click(within(sheet).getByRole('checkbox', { name: 'Only jobs that show pay' }));
    await waitFor(() => expect(search(router).get('hasPay')).toBe('true'));
    expect(router.state.historyAction).toBe('REPLACE');
    await user.click(within(sheet).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('saved searches: save with a name, reuse, turn into a job alert, delete', async () => {
    answerJobs(() => searchResult(two));
    const saves = vi.fn();
    const stop = onAppEvent('save-search', saves);
    const { user, router } = renderRoute('/?q=react&region=Sk%C3%A5ne');
    await screen.findByRole('heading', { name: '2 jobs found for “react”' });
    // Nothing saved yet: no panel (and none of its code).
    expect(screen.queryByRole('region', { name: 'Saved searches' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Saved searches/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('react, Skåne');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the search a name');
    await user.type(name, 'React in Skåne');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(saves).toHaveBeenCalledWith({
      name: 'React in Skåne',
      query: '?q=react&region=Sk%C3%A5ne',
    });

    const saved = await screen.findByRole('region', { name: 'Saved searches' });
    expect(
      within(saved).getByRole('link', { name: 'Get these jobs by email: React in Skåne' }),
    ).toHaveAttribute('href', '/subscription?q=react&region=Sk%C3%A5ne');
    await user.click(screen.getByRole('button', { name: 'Reset search' }));
    await screen.findByRole('heading', { name: '2 jobs found' });
    await user.click(within(saved).getByRole('link', { name: 'React in Skåne' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=react&region=Sk%C3%A5ne'));
    expect(JSON.parse(window.localStorage.getItem('portal.savedSearches') ?? '[]')).toHaveLength(1);

    // The search bar points to them, with their count: they sit below every result.
    const toSaved = within(screen.getByRole('search')).getByRole('link', {
      name: 'Saved searches (1)',
    });
    await user.click(toSaved);
    expect(within(saved).getByRole('heading', { name: 'Saved searches' })).toHaveFocus();
    expect(router.state.location.hash).toBe('');

    await user.click(within(saved).getByRole('button', { name: 'Delete: React in Skåne' }));
    expect(within(saved).queryByRole('link', { name: 'React in Skåne' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('portal.savedSearches') ?? '[]')).toEqual([]);
    // The panel stays, empty, with the focus on its heading rather than lost with the row.
    expect(within(saved).getByText(/You have no saved searches yet/)).toBeInTheDocument();
    expect(within(saved).getByRole('heading', { name: 'Saved searches' })).toHaveFocus();
    expect(
      within(screen.getByRole('search')).queryByRole('link', { name: /Saved searches/ }),
    ).not.toBeInTheDocument();
    stop();
  });
});
