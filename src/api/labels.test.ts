import { describe, expect, test } from 'vitest';
import type { FacetValue } from './contract/jobs';
import {
  categoryKeyOf,
  categoryLabel,
  facetLabel,
  localizedText,
  withCategoryKeys,
} from './labels';

const LABELS = {
  'sv-SE': 'Hälso- och sjukvård',
  'en-US': 'Healthcare',
  'nb-NO': 'Helse og omsorg',
  'da-DK': 'Sundhed og pleje',
};

describe('localizedText', () => {
  test('gives the visitor’s language in each of the four', () => {
    expect(localizedText(LABELS, 'sv-SE')).toBe('Hälso- och sjukvård');
    expect(localizedText(LABELS, 'en-US')).toBe('Healthcare');
    expect(localizedText(LABELS, 'nb-NO')).toBe('Helse og omsorg');
    expect(localizedText(LABELS, 'da-DK')).toBe('Sundhed og pleje');
  });

  test('takes the same language in another region or without one, Bokmål and Nynorsk alike', () => {
    expect(localizedText({ sv: 'Vård', en: 'Care' }, 'sv-SE')).toBe('Vård');
    expect(localizedText({ 'sv-FI': 'Vård', 'en-GB': 'Care' }, 'sv-SE')).toBe('Vård');
    expect(localizedText({ nn: 'Helse', en: 'Care' }, 'nb-NO')).toBe('Helse');
    expect(localizedText({ no: 'Helse', en: 'Care' }, 'nb-NO')).toBe('Helse');
    expect(localizedText({ 'SV-se': 'Vård', en: 'Care' }, 'sv-SE')).toBe('Vård');
  });

  test('falls back to English, then to the first label given; an empty label does not count', () => {
    expect(localizedText({ 'en-US': 'Care', 'de-DE': 'Pflege' }, 'da-DK')).toBe('Care');
    expect(localizedText({ 'de-DE': 'Pflege', 'fi-FI': 'Hoito' }, 'da-DK')).toBe('Pflege');
    expect(localizedText({ 'da-DK': ' ', 'en-US': 'Care' }, 'da-DK')).toBe('Care');
    expect(localizedText({}, 'da-DK')).toBeNull();
    expect(localizedText(undefined, 'da-DK')).toBeNull();
  });

  test('a category without any label shows its key', () => {
    expect(categoryLabel({ key: 'healthcare', labels: LABELS }, 'sv-SE')).toBe(
      'Hälso- och sjukvård',
    );
    expect(categoryLabel({ key: 'healthcare', labels: {} }, 'sv-SE')).toBe('healthcare');
  });

  test('a facet value without labels (region, company) shows its label', () => {
    expect(facetLabel({ value: 'Skåne', label: 'Skåne', count: 3 }, 'en-US')).toBe('Skåne');
    expect(
      facetLabel({ value: 'healthcare', label: 'Healthcare', labels: LABELS, count: 3 }, 'da-DK'),
    ).toBe('Sundhed og pleje');
  });
});

describe('category keys from older display names', () => {
  const options: FacetValue[] = [
    { value: 'healthcare', label: 'Healthcare', labels: LABELS, count: 12 },
    { value: 'it', label: 'IT & Software', labels: { 'sv-SE': 'IT och mjukvara' }, count: 4 },
  ];

  test('a key stays, a label in any language (case aside) becomes its key, an unknown is null', () => {
    expect(categoryKeyOf('healthcare', options)).toBe('healthcare');
    expect(categoryKeyOf('Healthcare', options)).toBe('healthcare');
    expect(categoryKeyOf('HEALTHCARE ', options)).toBe('healthcare');
    expect(categoryKeyOf('Helse og omsorg', options)).toBe('healthcare');
    expect(categoryKeyOf('IT & Software', options)).toBe('it');
    expect(categoryKeyOf('Plumbing', options)).toBeNull();
  });

  test('an older name the answer echoes as a value of its own (selected, no match) still finds its key', () => {
    const echoed = [...options, { value: 'Healthcare', label: 'Healthcare', count: 0 }];
    expect(categoryKeyOf('Healthcare', echoed)).toBe('healthcare');
    expect(categoryKeyOf('Plumbing', [{ value: 'Plumbing', label: 'Plumbing', count: 0 }])).toBe(
      'Plumbing',
    );
  });

  test('a list is rewritten once, without duplicates; an unchanged list is the same array', () => {
    expect(withCategoryKeys(['Healthcare', 'healthcare', 'Plumbing'], options)).toEqual([
      'healthcare',
      'Plumbing',
    ]);
    const keys = ['healthcare', 'it'];
    expect(withCategoryKeys(keys, options)).toBe(keys);
  });
});
