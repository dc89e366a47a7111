import { describe, expect, test } from 'vitest';
import { criteriaFromSearch, hasCriteria } from './criteria';

describe('criteria from a saved-search link', () => {
  test('reads repeated and comma-separated lists, free text and place', () => {
    const params = new URLSearchParams(
      'q=+nurse+&category=Health%20care&category=IT&region=Sk%C3%A5ne,Oslo&company=nordlys&employmentType=part-time&employmentType=summer&location=G%C3%B6teborg',
    );
    expect(criteriaFromSearch(params)).toEqual({
      q: 'nurse',
      location: 'Göteborg',
      category: ['Health care', 'IT'],
      region: ['Skåne', 'Oslo'],
      company: ['nordlys'],
      employmentType: ['part-time', 'summer'],
    });
  });

  test('drops unknown employment types, duplicates and empty values', () => {
    const params = new URLSearchParams(
      'employmentType=forever&employmentType=full-time&category=IT&category=IT&region=&q=',
    );
    expect(criteriaFromSearch(params)).toEqual({ category: ['IT'], employmentType: ['full-time'] });
  });

  test('knows when nothing was given', () => {
    expect(hasCriteria(criteriaFromSearch(new URLSearchParams('token=abc&auth=login')))).toBe(
      false,
    );
    expect(hasCriteria({ region: ['Oslo'] })).toBe(true);
  });
});
