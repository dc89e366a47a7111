import { expect, test } from 'vitest';
import { placeName } from './place-name';

test('a city and its region, or the name once where they are the same', () => {
  expect(placeName('Göteborg', 'Västra Götaland')).toBe('Göteborg, Västra Götaland');
  expect(placeName('Stockholm', 'Stockholm')).toBe('Stockholm');
  expect(placeName('Oslo', 'oslo ')).toBe('Oslo');
  expect(placeName('Malmö', '')).toBe('Malmö');
  expect(placeName('', 'Skåne')).toBe('Skåne');
});
