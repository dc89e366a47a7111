import { describe, expect, test } from 'vitest';
import { searchResult } from '@/testing/jobs';
import {
  activeFilterCount,
  EMPTY_SEARCH,
  isEmptySearch,
  MAX_QUERY_LENGTH,
  parseSearch,
  searchString,
  shownSort,
  sortChoices,
  toApiParams,
  toSearchParams,
  withFilterToggled,
  withKnownFilterValues,
  withoutFilters,
  withPage,
  withPayOnly,
  withQuery,
  withSort,
} from './search-state';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('search state ↔ URL', () => {
  test('reads every part of the search from the query string, with repeated filters', () => {
    expect(
      parse(
        '?q=react+developer&category=IT&category=Sales&region=Sk%C3%A5ne&company=nordvik-logistics&employmentType=part-time&sort=deadline&page=3',
      ),
    ).toEqual({
      q: 'react developer',
      category: ['IT', 'Sales'],
      region: ['Skåne'],
      company: ['nordvik-logistics'],
      employmentType: ['part-time'],
      hasPay: false,
      sort: 'deadline',
      page: 3,
    });
  });

  test('an empty query string is the empty search on page 1', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
    expect(isEmptySearch(parse('?page=4'))).toBe(true);
  });

  test('writes the same URL back, leaving out empty parts and page 1', () => {
    const url = 'q=react&category=IT&category=Sales&region=Sk%C3%A5ne&sort=newest&page=2';
    expect(toSearchParams(parse(url)).toString()).toBe(url);
    expect(searchString(EMPTY_SEARCH)).toBe('');
    expect(searchString(withPage(parse('q=a'), 1))).toBe('?q=a');
  });

  test('bad values are dropped or corrected, never passed on', () => {
    const state = parse(
      '?employmentType=forever&employmentType=summer&page=-2&category=&category=IT&category=IT',
    );
    expect(state.employmentType).toEqual(['summer']);
    expect(state.page).toBe(1);
    expect(state.category).toEqual(['IT']);
    expect(parse('?page=abc').page).toBe(1);
    expect(parse('?page=99999999').page).toBe(10_000);
  });

  test('a 1,000-character query is cut to what the API takes; emoji and markup survive the round trip', () => {
    const long = 'a'.repeat(1000);
    expect(parse(`?q=${long}`).q).toHaveLength(MAX_QUERY_LENGTH);
    const odd = '<img src=x onerror=alert(1)> 🚀 utvecklare & "Ö"';
    const state = withQuery(EMPTY_SEARCH, odd);
    expect(parseSearch(toSearchParams(state))).toEqual(state);
    expect(state.q).toBe(odd);
  });

  test('changing the words or a filter starts again on page 1', () => {
    const onPage3 = parse('?q=a&page=3');
    expect(withQuery(onPage3, 'b').page).toBe(1);
    expect(withFilterToggled(onPage3, 'region', 'Skåne', true)).toMatchObject({
      region: ['Skåne'],
      page: 1,
    });
    expect(
      withFilterToggled(parse('?region=Sk%C3%A5ne&region=Oslo'), 'region', 'Skåne', false).region,
    ).toEqual(['Oslo']);
  });

  test('the API request carries the same criteria and the page size', () => {
    expect(toApiParams(parse('?q=nurse&region=Oslo&page=2'))).toEqual({
      q: 'nurse',
      region: ['Oslo'],
      page: 2,
      pageSize: 20,
    });
    expect(toApiParams(parse('?q=nurse&sort=deadline')).sort).toBe('deadline');
  });

  test('the order: relevance with words, newest without, the default never in the URL', () => {
    expect(shownSort(parse('?q=nurse'))).toBe('relevance');
    expect(shownSort(parse(''))).toBe('newest');
    expect(sortChoices('nurse')).toEqual(['relevance', 'newest', 'deadline']);
    expect(sortChoices('')).toEqual(['newest', 'deadline']);
    // The default order, or relevance without words to weigh, is no choice: equal searches, equal URLs.
    expect(searchString(withSort(parse('?q=nurse'), 'relevance'))).toBe('?q=nurse');
    expect(searchString(withSort(EMPTY_SEARCH, 'newest'))).toBe('');
    expect(parse('?sort=relevance').sort).toBeNull();
    expect(parse('?sort=cheapest').sort).toBeNull();
    expect(toApiParams(parse('?sort=newest'))).not.toHaveProperty('sort');
    // Another order keeps the words and filters and starts again on page 1.
    expect(searchString(withSort(parse('?q=nurse&region=Oslo&page=3'), 'deadline'))).toBe(
      '?q=nurse&region=Oslo&sort=deadline',
    );
    // Clearing the words keeps a chosen order that still applies.
    expect(searchString(withQuery(parse('?q=nurse&sort=deadline'), ''))).toBe('?sort=deadline');
    expect(searchString(withQuery(parse('?q=nurse&sort=newest'), ''))).toBe('');
  });
});

describe('only jobs that show pay', () => {
  test('`hasPay=true` in the URL and the request, counted as a filter, and cleared with them', () => {
    const state = parse('?q=nurse&hasPay=true&page=2');
    expect(state.hasPay).toBe(true);
    expect(parse('?hasPay=yes').hasPay).toBe(false);
    expect(searchString(state)).toBe('?q=nurse&hasPay=true&page=2');
    expect(toApiParams(state)).toMatchObject({ q: 'nurse', hasPay: true });
    expect(toApiParams(EMPTY_SEARCH)).not.toHaveProperty('hasPay');
    expect(activeFilterCount(state)).toBe(1);
    expect(isEmptySearch(parse('?hasPay=true'))).toBe(false);
    // Turning it on or off starts again on page 1; clearing the filters clears it too.
    expect(searchString(withPayOnly(state, false))).toBe('?q=nurse');
    expect(searchString(withoutFilters(state))).toBe('?q=nurse');
  });
});

describe('filter values from the URL, against the API’s options', () => {
  const { facets } = searchResult([]);

  test('a value that differs only in case is the option, once; an older category name is its key', () => {
    const known = withKnownFilterValues(
      parse(
        '?region=sk%C3%A5ne&region=Sk%C3%A5ne&category=IT%20%26%20Software&company=Nordvik-Logistics&employmentType=Part-Time',
      ),
      facets,
    );
    expect(known.employmentType).toEqual(['part-time']);
    expect(known.region).toEqual(['Skåne']);
    expect(known.category).toEqual(['it']);
    expect(known.company).toEqual(['nordvik-logistics']);
  });

  test('a value no option has is dropped from the search and so from the request', () => {
    const known = withKnownFilterValues(
      parse('?q=nurse&category=nope&region=Atlantis&region=Sk%C3%A5ne&employmentType=summer'),
      facets,
    );
    expect(known).toEqual({ ...parse('?q=nurse&region=Sk%C3%A5ne') });
    expect(toApiParams(known)).not.toHaveProperty('category');
    expect(toApiParams(known).region).toEqual(['Skåne']);
  });

  test('a search of known values comes back as the same object', () => {
    const search = parse('?category=it&region=Sk%C3%A5ne&employmentType=part-time');
    expect(withKnownFilterValues(search, facets)).toBe(search);
  });
});
