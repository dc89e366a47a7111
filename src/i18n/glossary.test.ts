import { describe, expect, test } from 'vitest';
import { LOCALE_STRINGS } from '@/testing/locale-strings';
import { LOCALES, type Locale } from './languages';

interface Term {
  /** The one word for the concept, as it begins in running text (any case, any inflection). */
  use: string;
  /** Variants to keep out: no word in the language's strings may begin with one. */
  not: string[];
}

/**
 * The glossary: one term per concept per language. A reader who meets "tvåfaktor" on one screen
 * and "tvåsteg" on the next wonders whether they are two things, so a new string takes the word
 * below, and a variant in the "not" list fails this test with the key that holds it.
 */
const GLOSSARY: Record<string, Partial<Record<Locale, Term>>> = {
  'two-factor authentication': {
    'en-US': { use: 'two-factor', not: ['two-step', '2FA'] },
    'sv-SE': { use: 'tvåstegsverifiering', not: ['tvåfaktor', 'tvåstegsautentisering'] },
    'nb-NO': { use: 'tofaktorautentisering', not: ['totrinn', 'tostegs'] },
    'da-DK': { use: 'totrinsbekræftelse', not: ['tofaktor', 'to-faktor', 'totrinsgodkendelse'] },
  },
  'the way the second step is done (SMS or app)': {
    'en-US': { use: 'two-factor method', not: ['verification method'] },
    'sv-SE': { use: 'verifieringsmetod', not: ['tvåstegsmetod'] },
    'nb-NO': { use: 'tofaktormetode', not: ['totrinnsmetode'] },
    'da-DK': { use: 'totrinsmetode', not: ['bekræftelsesmetode', 'godkendelsesmetode'] },
  },
  'the code entered in the second step': {
    'en-US': { use: 'two-factor code', not: ['verification code', 'one-time code'] },
    'sv-SE': { use: 'verifieringskod', not: ['tvåstegskod', 'engångskod'] },
    'nb-NO': { use: 'engangskode', not: ['tofaktorkode', 'verifiseringskode'] },
    'da-DK': { use: 'engangskode', not: ['totrinskode', 'tofaktorkode'] },
  },
  'cover letter': {
    'en-US': { use: 'cover letter', not: ['covering letter', 'motivation letter'] },
    'sv-SE': { use: 'personligt brev', not: ['följebrev', 'ansökningsbrev'] },
    'nb-NO': { use: 'søknadsbrev', not: ['følgebrev', 'motivasjonsbrev'] },
    'da-DK': { use: 'motiveret ansøgning', not: ['ansøgningsbrev', 'følgebrev'] },
  },
  'candidate bank': {
    'en-US': { use: 'candidate bank', not: ['candidate base', 'talent pool'] },
    'sv-SE': { use: 'kandidatbank', not: ['kandidatbas', 'kandidatpool'] },
    'nb-NO': { use: 'kandidatbank', not: ['kandidatbase'] },
    'da-DK': { use: 'kandidatbank', not: ['kandidatbase'] },
  },
  'the employer as a business': {
    'en-US': { use: 'company', not: ['firm'] },
    'sv-SE': { use: 'företag', not: ['bolag'] },
    'nb-NO': { use: 'bedrift', not: ['selskap'] },
    'da-DK': { use: 'virksomhed', not: ['firma'] },
  },
  recruiter: {
    'en-US': { use: 'recruiter', not: ['hiring manager'] },
    'sv-SE': { use: 'rekryterare', not: ['rekryteringsansvarig'] },
    'nb-NO': { use: 'rekrutterer', not: ['rekrutteringsansvarlig'] },
    // "Rekrutterer" also catches "rekruttereren" and "rekrutterere".
    'da-DK': { use: 'rekrutteringsansvarlig', not: ['rekrutterer'] },
  },
  'job alert': {
    'en-US': { use: 'job alert', not: ['subscription', 'job agent'] },
    'sv-SE': { use: 'jobbevakning', not: ['prenumeration', 'jobbagent'] },
    'nb-NO': { use: 'jobbvarsel', not: ['jobbagent', 'abonnement'] },
    'da-DK': { use: 'jobagent', not: ['jobalarm', 'abonnement'] },
  },
  cookies: {
    'en-US': { use: 'cookies', not: [] },
    'sv-SE': { use: 'kakor', not: ['cookie'] },
    'nb-NO': { use: 'informasjonskapsler', not: ['cookie'] },
    'da-DK': { use: 'cookies', not: [] },
  },
  'terms of use': {
    'en-US': { use: 'terms of use', not: ['terms and conditions'] },
    'sv-SE': { use: 'användarvillkor', not: ['villkoren för användning'] },
    'nb-NO': { use: 'brukervilkår', not: ['vilkår for bruk', 'vilkårene for bruk'] },
    'da-DK': { use: 'brugervilkår', not: ['vilkår for brug', 'vilkårene for brug'] },
  },
  'preview of a file': {
    'en-US': { use: 'preview', not: [] },
    'sv-SE': { use: 'förhandsgransk', not: ['förhandsvis'] },
    'nb-NO': { use: 'forhåndsvis', not: ['forhåndsgransk'] },
    'da-DK': { use: 'forhåndsvis', not: ['visning af'] },
  },
  'job ad': {
    'en-US': { use: 'job ad', not: ['job posting', 'job advert'] },
    'sv-SE': { use: 'jobbannons', not: ['platsannons'] },
    'nb-NO': { use: 'stillingsannonse', not: ['jobbannonse', 'stillingsopslag'] },
    'da-DK': { use: 'jobopslag', not: ['jobannonce', 'stillingsopslag'] },
  },
  'temporary employment': {
    'en-US': { use: 'temporary', not: [] },
    'sv-SE': { use: 'visstid', not: ['visstidsanställning'] },
    'nb-NO': { use: 'midlertidig', not: [] },
    'da-DK': { use: 'midlertidig', not: [] },
  },
  'full-time': {
    'en-US': { use: 'full-time', not: ['full time'] },
    'sv-SE': { use: 'heltid', not: [] },
    'nb-NO': { use: 'heltid', not: [] },
    'da-DK': { use: 'fuldtid', not: ['fuld tid'] },
  },
  internship: {
    'en-US': { use: 'internship', not: [] },
    'sv-SE': { use: 'praktik', not: ['praktikplats'] },
    'nb-NO': { use: 'praksisplass', not: [] },
    'da-DK': { use: 'praktik', not: ['praktikplads'] },
  },
};

const entries = Object.entries(GLOSSARY).flatMap(([concept, terms]) =>
  Object.entries(terms).map(([locale, term]) => [locale as Locale, concept, term] as const),
);
const strings = (locale: Locale) => Object.entries(LOCALE_STRINGS[locale]);
// At the start of a word, so that "confirm" is not taken for "firm", nor "Forhåndsvisning" for
// "Visning"; a compound that begins with a variant ("Tofaktorkoden") is caught.
const holds = (text: string, word: string) =>
  new RegExp(`(?<!\\p{L})${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').test(text);

describe('glossary: one term per concept per language', () => {
  test.each(entries)('%s, %s: one term and none of its variants', (locale, _concept, term) => {
    const variants = strings(locale).flatMap(([key, text]) =>
      term.not.filter((variant) => holds(text, variant)).map((variant) => `${key}: “${variant}”`),
    );
    expect(variants).toEqual([]);
    // A term no string uses any longer has left the glossary out of date.
    expect(strings(locale).some(([, text]) => holds(text, term.use))).toBe(true);
  });

  test.each(LOCALES)(
    '%s names each employment type alike in the filters and job alerts',
    (locale) => {
      const texts = LOCALE_STRINGS[locale];
      const differing = Object.entries(texts)
        .filter(([key]) => key.startsWith('subscriptions.employmentTypes.'))
        .filter(([key, text]) => text !== texts[key.replace('subscriptions.', 'jobs.')])
        .map(([key]) => key);
      expect(differing).toEqual([]);
    },
  );
});

describe('typography', () => {
  test.each(LOCALES)('%s has typographic quotes and apostrophes, not straight ones', (locale) => {
    const straight = strings(locale).filter(([, text]) => /["']/.test(text));
    expect(straight.map(([key]) => key)).toEqual([]);
  });

  test.each(LOCALES)(
    '%s writes an ellipsis as one character, spaced as the language does',
    (locale) => {
      // English sets it close ("Saving…"); the Nordic languages put a space before it ("Sparar …").
      const wrong = locale === 'en-US' ? /\.\.\.|\s…/ : /\.\.\.|\S…/;
      const misspelled = strings(locale).filter(([, text]) => wrong.test(text));
      expect(misspelled.map(([key]) => key)).toEqual([]);
    },
  );
});
