import type { TestConfig } from 'yup';
import type { TranslationKey } from '@/i18n/translation-key';

/**
 * A text's length as the API counts it against a limit (docs/api.md): Unicode code points after
 * trimming, so an emoji is one character, not the two UTF-16 units `length` and `maxLength` see.
 */
export const countCharacters = (text: string): number => [...text.trim()].length;

/**
 * A schema test that refuses a text longer than `max` characters as the API counts them; its
 * message (the key) gets the limit and the text's own length, so it says how much to shorten.
 */
export function maxCharacters(max: number, key: TranslationKey): TestConfig<string | undefined> {
  return {
    name: 'maxCharacters',
    test(value, context) {
      const length = countCharacters(value ?? '');
      return length <= max || context.createError({ message: { key, values: { max, length } } });
    },
  };
}
