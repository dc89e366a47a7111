import { describe, expect, test } from 'vitest';
import * as yup from 'yup';
import {
  acceptTermsRule,
  codeRule,
  emailRule,
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

describe('validation rules', () => {
  test('code: exactly 6 digits', () => {
    expect(errorOf(codeRule(), '123456')).toBeNull();
    expect(errorOf(codeRule(), '123 456')).toBeNull();
    expect(errorOf(codeRule(), '12345')).toBe('validation.code');
    expect(errorOf(codeRule(), '1234567')).toBe('validation.code');
    expect(errorOf(codeRule(), 'abcdef')).toBe('validation.code');
    expect(errorOf(codeRule(), '')).toBe('validation.codeRequired');
  });

  test('phone: +xxxxxxxxxxx', () => {
    expect(errorOf(phoneRule(), '+46701234567')).toBeNull();
    expect(errorOf(phoneRule(), '+46 70 123 45 67')).toBeNull();
    expect(errorOf(phoneRule(), '0701234567')).toBe('validation.phone');
    expect(errorOf(phoneRule(), '+4791234567')).toBeNull();
    expect(errorOf(phoneRule(), '+4512345678')).toBeNull();
    expect(errorOf(phoneRule(), '+461234567')).toBe('validation.phone');
    expect(errorOf(phoneRule(), '46701234567')).toBe('validation.phone');
    expect(errorOf(phoneRule(), '')).toBe('validation.phoneRequired');
  });

  test('email: trimmed, lower-cased, of the form a@b.cc', () => {
    expect(emailRule().validateSync('  Anna.Svensson@Example.SE ')).toBe(
      'anna.svensson@example.se',
    );
    expect(errorOf(emailRule(), 'anna@')).toBe('validation.email');
    expect(errorOf(emailRule(), 'an na@example.se')).toBe('validation.email');
    expect(errorOf(emailRule(), '')).toBe('validation.emailRequired');
  });

  test('password: 8 characters, an uppercase letter, a number and a special character', () => {
    expect(errorOf(passwordRule(), 'Sommar-2026')).toBeNull();
    expect(errorOf(passwordRule(), 'Åsa#1234')).toBeNull();
    expect(errorOf(passwordRule(), 'Sh-1')).toBe('validation.password');
    expect(errorOf(passwordRule(), 'sommar-2026')).toBe('validation.password');
    expect(errorOf(passwordRule(), 'Sommar-xyz')).toBe('validation.password');
    expect(errorOf(passwordRule(), 'Sommar2026')).toBe('validation.password');
  });

  test('passwords must match', () => {
    const schema = yup.object({ password: passwordRule(), confirm: passwordConfirmationRule() });
    expect(errorOf(schema, { password: 'Sommar-2026', confirm: 'Sommar-2026' })).toBeNull();
    expect(errorOf(schema, { password: 'Sommar-2026', confirm: 'Sommar-2027' })).toBe(
      'validation.passwordsMustMatch',
    );
  });

  test('terms must be accepted', () => {
    expect(errorOf(acceptTermsRule(), true)).toBeNull();
    expect(errorOf(acceptTermsRule(), false)).toBe('validation.acceptTerms');
  });
});
