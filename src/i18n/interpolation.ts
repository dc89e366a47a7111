import type { InterpolationOptions } from 'i18next';
import { isolatedInSentence } from '@/lib/bidi';

/**
 * Every value put into a translated sentence passes i18next's `escape`. React escapes what it
 * renders, so the hook does the other work a value from someone else needs in a sentence: a
 * name ("Delete job alert: {{title}}", "Welcome, {{name}}") loses its direction controls and is
 * isolated when it holds right-to-left text, so it cannot reorder the words around it.
 */
export const INTERPOLATION: InterpolationOptions = {
  escapeValue: true,
  escape: isolatedInSentence,
};
