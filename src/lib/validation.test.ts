import { describe, expect, test } from 'vitest';
import * as yup from 'yup';
import {
  acceptTermsRule,
  codeRule,
  emailRule,
  familyNameRule,
  givenNameRule,
  passwordConfirmationRule,
  passwordRule,
  phoneRule,
} from './validation';

const errorOf = (schema: yup.AnySchema, value: unknown) => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
};

/** Each rule with the values it is tried on and the message each gives (null: the value passes). */
const examples: Array<[string, () => yup.AnySchema, Array<[unknown, string | null]>]> = [
  [
    'code: exactly 6 digits',
    codeRule,
    [
      ['123456', null],
      ['123 456', null],
      ['12345', 'validation.code'],
      ['1234567', 'validation.code'],
      ['abcdef', 'validation.code'],
      ['', 'validation.codeRequired'],
    ],
  ],
  [
    'phone without a country: with its country code',
    () => phoneRule(),
    [
      ['+46701234567', null],
      ['+46 70 123 45 67', null],
      ['0046 (0)70-123 45 67', null],
      ['0701234567', 'validation.phone'],
      ['+4791234567', null],
      ['+4512345678', null],
      ['+461234567', 'validation.phone'],
      ['46701234567', 'validation.phone'],
      ['', 'validation.phoneRequired'],
      ['   ', 'validation.phoneRequired'],
    ],
  ],
  [
    'phone in Norway: a local number gets +47',
    () => phoneRule('NO'),
    [
      ['912 34 567', null],
      ['+46 70 123 45 67', null],
      ['070-123 45 67', 'validation.phone'],
    ],
  ],
  [
    'password: 8 characters, an uppercase letter, a number and a special character',
    passwordRule,
    [
      ['Sommar-2026', null],
      ['Åsa#1234', null],
      ['Sh-1', 'validation.password'],
      ['sommar-2026', 'validation.password'],
      ['Sommar-xyz', 'validation.password'],
      ['Sommar2026', 'validation.password'],
    ],
  ],
  [
    'given name: required, trimmed',
    givenNameRule,
    [
      ['Åsa', null],
      ['   ', 'validation.firstNameRequired'],
    ],
  ],
  [
    'family name: required, trimmed',
    familyNameRule,
    [
      ['Lindqvist', null],
      ['', 'validation.lastNameRequired'],
    ],
  ],
  [
    'terms must be accepted',
    acceptTermsRule,
    [
      [true, null],
      [false, 'validation.acceptTerms'],
    ],
  ],
];

describe('validation rules', () => {
  test.each(examples)('%s', (_rule, rule, values) => {
    for (const [value, message] of values)
      expect(errorOf(rule(), value), String(value)).toBe(message);
  });

  test('email: trimmed, lower-cased, of the form a@b.cc', () => {
    expect(emailRule().validateSync('  Anna.Svensson@Example.SE ')).toBe(
      'anna.svensson@example.se',
    );
    expect(errorOf(emailRule(), 'anna@')).toBe('validation.email');
    expect(errorOf(emailRule(), 'an na@example.se')).toBe('validation.email');
    expect(errorOf(emailRule(), '')).toBe('validation.emailRequired');
  });

  test('phone: what the form sends is the completed number', () => {
    expect(phoneRule('SE').validateSync('070-123 45 67')).toBe('+46701234567');
    expect(phoneRule('DK').validateSync('20 12 34 56')).toBe('+4520123456');
    expect(phoneRule().validateSync(' +47 912 34 567 ')).toBe('+4791234567');
  });

  test('passwords must match', () => {
    const schema = yup.object({ password: passwordRule(), confirm: passwordConfirmationRule() });
    expect(errorOf(schema, { password: 'Sommar-2026', confirm: 'Sommar-2026' })).toBeNull();
    expect(errorOf(schema, { password: 'Sommar-2026', confirm: 'Sommar-2027' })).toBe(
      'validation.passwordsMustMatch',
    );
  });
});
