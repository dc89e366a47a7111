import * as yup from 'yup';
import { completePhoneNumber, isCompletePhoneNumber, type PhoneCountry } from './phone';
import { maxCharacters } from './text-limit';

/**
 * The validation rules, shared by every form. Messages are translation keys under
 * `validation.*` so the field components show them in the active language.
 */
const PASSWORD_MIN_LENGTH = 8;
/** The API accepts at most this many characters in a name, wherever a name is sent. */
const NAME_MAX_CHARACTERS = 100;
const CODE_PATTERN = /^\d{6}$/;
// Deliberately simple: something@something.tld, no spaces. The server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Emails are trimmed and compared in lower case. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/**
 * A person's names are required, without the spaces typed around them, and no longer than the
 * API accepts: said on the field, so a name is not refused only once it has been sent.
 */
const nameRule = (requiredKey: 'validation.firstNameRequired' | 'validation.lastNameRequired') =>
  yup
    .string()
    .trim()
    .required(requiredKey)
    .test(maxCharacters(NAME_MAX_CHARACTERS, 'validation.nameTooLong'));
export const givenNameRule = () => nameRule('validation.firstNameRequired');
export const familyNameRule = () => nameRule('validation.lastNameRequired');

export const emailRule = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normaliseEmail(value) : value))
    .required('validation.emailRequired')
    .matches(EMAIL_PATTERN, 'validation.email');

/**
 * A phone number as people type it, completed to +xxxxxxxxxxx (lib/phone): a local number gets
 * `country`'s code; without a country only a number with its code passes.
 */
export const phoneRule = (country: PhoneCountry | null = null) =>
  yup
    .string()
    .transform((value: unknown) =>
      typeof value === 'string' ? (completePhoneNumber(value, country) ?? value.trim()) : value,
    )
    .required('validation.phoneRequired')
    .test('phone', 'validation.phone', (value) => !value || isCompletePhoneNumber(value));

export const codeRule = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
    .required('validation.codeRequired')
    .matches(CODE_PATTERN, 'validation.code');

export const PASSWORD_CRITERIA = [
  {
    key: 'validation.passwordCriteria.length',
    test: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  },
  { key: 'validation.passwordCriteria.uppercase', test: (value: string) => /\p{Lu}/u.test(value) },
  { key: 'validation.passwordCriteria.number', test: (value: string) => /\d/.test(value) },
  {
    key: 'validation.passwordCriteria.special',
    test: (value: string) => /[^\p{L}\d\s]/u.test(value),
  },
] as const;

export const passwordRule = () =>
  yup
    .string()
    .required('validation.passwordRequired')
    .test('password-criteria', 'validation.password', (value) =>
      PASSWORD_CRITERIA.every((criterion) => criterion.test(value ?? '')),
    );

export const passwordConfirmationRule = (passwordField = 'password') =>
  yup
    .string()
    .required('validation.passwordConfirmationRequired')
    .oneOf([yup.ref(passwordField)], 'validation.passwordsMustMatch');

export const acceptTermsRule = () => yup.boolean().oneOf([true], 'validation.acceptTerms');
