import { describe, expect, test } from 'vitest';
import {
  EMPTY_SEARCH,
  isEmptySearch,
  MAX_QUERY_LENGTH,
  parseSearch,
  searchString,
  toApiParams,
  toSearchParams,
  withFilterToggled,
  withPage,
  withQuery,
} from './search-state';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('search state ↔ URL', () => {
  test('reads every part of the search from the query string, with repeated filters', () => {
    expect(
      parse(
        '?q=react+developer&category=IT&category=Sales&region=Sk%C3%A5ne&company=nordvik-logistics&employmentType=part-time&page=3',
      ),
    ).toEqual({
      q: 'react developer',
      category: ['IT', 'Sales'],
      region: ['Skåne'],
      company: ['nordvik-logistics'],
      employmentType: ['part-time'],
      page: 3,
    });
  });

  test('an empty query string is the empty search on page 1', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
    expect(isEmptySearch(parse('?page=4'))).toBe(true);
  });

  test('writes the same URL back, leaving out empty parts and page 1', () => {
    const url = 'q=react&category=IT&category=Sales&region=Sk%C3%A5ne&page=2';
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
  });
});
