import { describe, expect, test } from 'vitest';
import {
  completePhoneNumber,
  formatPhoneNumber,
  isCompletePhoneNumber,
  phoneCountryOfLocale,
} from './phone';

describe('completePhoneNumber: local numbers get the country code', () => {
  test.each([
    ['SE', '070-123 45 67', '+46701234567'],
    ['SE', '0701234567', '+46701234567'],
    ['SE', '070 123 45 67', '+46701234567'],
    ['SE', '070.123.45.67', '+46701234567'],
    ['SE', '(070) 123 45 67', '+46701234567'],
    ['SE', '070/123 45 67', '+46701234567'],
    ['SE', '070–123\u00a045\u00a067', '+46701234567'],
    ['SE', '08-123 456 78', '+46812345678'],
    ['SE', '031-12 34 56', '+4631123456'],
    ['SE', '+46 70 123 45 67', '+46701234567'],
    ['SE', '+46701234567', '+46701234567'],
    ['SE', '0046 70 123 45 67', '+46701234567'],
    ['SE', '+46 (0)70 123 45 67', '+46701234567'],
    ['SE', '+46 070 123 45 67', '+46701234567'],
    ['SE', '0046 (0)70-123 45 67', '+46701234567'],
    ['NO', '912 34 567', '+4791234567'],
    ['NO', '91234567', '+4791234567'],
    ['NO', '912-34-567', '+4791234567'],
    ['NO', '22 12 34 56', '+4722123456'],
    ['NO', '+47 912 34 567', '+4791234567'],
    ['NO', '0047 91234567', '+4791234567'],
    ['NO', '(+47) 912 34 567', '+4791234567'],
    ['DK', '12 34 56 78', '+4512345678'],
    ['DK', '20123456', '+4520123456'],
    ['DK', '20.12.34.56', '+4520123456'],
    ['DK', '+45 20 12 34 56', '+4520123456'],
    ['DK', '0045 20 12 34 56', '+4520123456'],
  ] as const)('%s: %s is %s', (country, typed, complete) => {
    expect(completePhoneNumber(typed, country)).toBe(complete);
  });

  test.each([
    ['+358 40 123 4567', '+358401234567'],
    ['00358401234567', '+358401234567'],
    ['+44 (0)20 7946 0958', '+442079460958'],
    ['+1 (212) 555-0123', '+12125550123'],
  ])('another country, written with its code: %s is %s', (typed, complete) => {
    expect(completePhoneNumber(typed, 'SE')).toBe(complete);
    expect(completePhoneNumber(typed, null)).toBe(complete);
  });
});

describe('completePhoneNumber: what is no number', () => {
  test.each([
    ['', 'SE'],
    ['070', 'SE'],
    ['070-123 45 67 89', 'SE'],
    // A Swedish number without its 0 could as well be a Norwegian or Danish one.
    ['70 123 45 67', 'SE'],
    ['0701234567', 'NO'],
    ['0701234567', 'DK'],
    ['912 34 56', 'NO'],
    ['012 34 567', 'NO'],
    ['1234 5678 9', 'DK'],
    ['+46 70 123', 'SE'],
    ['+47 0912 34 567', 'NO'],
    ['+45 1234', 'DK'],
    ['070-ABC 45 67', 'SE'],
    ['+46+70', 'SE'],
    ['++46701234567', 'SE'],
    ['+0 123 456 789', 'SE'],
    ['+1234567890123456', 'SE'],
  ] as const)('%s for %s', (typed, country) => {
    expect(completePhoneNumber(typed, country)).toBeNull();
  });

  test('without a country a local number cannot be completed', () => {
    expect(completePhoneNumber('070-123 45 67', null)).toBeNull();
    expect(completePhoneNumber('912 34 567', null)).toBeNull();
    expect(completePhoneNumber('+46 70 123 45 67', null)).toBe('+46701234567');
  });
});

test('a completed number is complete; what people type is not', () => {
  expect(isCompletePhoneNumber('+46701234567')).toBe(true);
  expect(isCompletePhoneNumber('+4791234567')).toBe(true);
  expect(isCompletePhoneNumber('+46 70 123 45 67')).toBe(false);
  expect(isCompletePhoneNumber('0701234567')).toBe(false);
  expect(isCompletePhoneNumber('+46701234567890')).toBe(false);
});

test('formatPhoneNumber spaces a number as its country writes it', () => {
  expect(formatPhoneNumber('+46701234567')).toBe('+46 70 123 45 67');
  expect(formatPhoneNumber('+46812345678')).toBe('+46 8 123 456 78');
  expect(formatPhoneNumber('+4791234567')).toBe('+47 912 34 567');
  expect(formatPhoneNumber('+4520123456')).toBe('+45 20 12 34 56');
  expect(formatPhoneNumber('+358401234567')).toBe('+358401234567');
});

test('phoneCountryOfLocale: the locale’s country, when the portal completes its numbers', () => {
  expect(phoneCountryOfLocale('sv-SE')).toBe('SE');
  expect(phoneCountryOfLocale('nb-NO')).toBe('NO');
  expect(phoneCountryOfLocale('da-DK')).toBe('DK');
  expect(phoneCountryOfLocale('en-US')).toBeNull();
  expect(phoneCountryOfLocale('sv')).toBeNull();
});
