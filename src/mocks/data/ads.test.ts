import { describe, expect, test } from 'vitest';
import { htmlToText } from './text';
import { generateJobs, HOSTILE_JOB_SLUG } from './jobs';
import { COMPANY_SEEDS } from './companies';
import { ROLES, titleInSentence, withIndefiniteArticle } from './ads';
import { startOfDay } from './catalog';

const jobs = generateJobs({ count: 320, today: startOfDay(Date.now()) });

describe('the demo writes each ad in its employer’s language', () => {
  test('English articles follow the sound: an automation engineer, an HR business partner', () => {
    expect(withIndefiniteArticle(titleInSentence('Automation Engineer'))).toBe(
      'an automation engineer',
    );
    expect(withIndefiniteArticle(titleInSentence('HR Business Partner'))).toBe(
      'an HR business partner',
    );
    expect(withIndefiniteArticle(titleInSentence('IT Support Technician'))).toBe(
      'an IT support technician',
    );
    expect(withIndefiniteArticle(titleInSentence('UX Designer'))).toBe('a UX designer');
    expect(withIndefiniteArticle(titleInSentence('QA Engineer'))).toBe('a QA engineer');
    expect(withIndefiniteArticle(titleInSentence('DevOps Engineer'))).toBe('a DevOps engineer');
    expect(withIndefiniteArticle(titleInSentence('Office Manager'))).toBe('an office manager');
    expect(withIndefiniteArticle('user researcher')).toBe('a user researcher');
  });

  test('every English title reads with the right article, and no ad says "a" before a vowel sound', () => {
    for (const role of Object.values(ROLES).flat()) {
      const phrase = withIndefiniteArticle(titleInSentence(role.en));
      expect(phrase, role.en).toMatch(/^(an (?:[aeiou]|HR|IT)|a (?![aeiou])|a (?:UX|user))/i);
    }
    const english = jobs.filter((job) => job.language === 'en');
    expect(english.length).toBeGreaterThan(10);
    for (const job of english)
      expect(htmlToText(job.adHtml), job.slug).not.toMatch(/\ba (?:[aeio]\w|hr |it )/i);
  });

  test('Swedish, Norwegian and Danish employers write in their own language, from title to close', () => {
    const closing = { sv: 'Välkommen med din ansökan!', nb: 'Vi ser frem til å høre fra deg!' };
    for (const company of COMPANY_SEEDS) {
      const own = jobs.filter(
        (job) => job.company.id === company.id && job.slug !== HOSTILE_JOB_SLUG,
      );
      expect(own.length, company.id).toBeGreaterThan(0);
      for (const job of own) {
        expect(job.language).toBe(company.language);
        const titles = ROLES[job.category!.key as keyof typeof ROLES].map(
          (role) => role[company.language],
        );
        expect(titles).toContain(job.title);
      }
    }
    const swedish = jobs.find((job) => job.language === 'sv')!;
    expect(swedish.adHtml).toContain('<h2>Om tjänsten</h2>');
    expect(swedish.adHtml).toContain(closing.sv);
    expect(swedish.excerpt).toMatch(/ söker en /);
    const norwegian = jobs.find((job) => job.language === 'nb')!;
    expect(norwegian.adHtml).toContain(closing.nb);
    expect(norwegian.excerpt).toMatch(/ søker en .* til /);
    expect(jobs.find((job) => job.language === 'da')!.excerpt).toMatch(/ søger en .* til /);
    expect(new Set(COMPANY_SEEDS.map((company) => company.language))).toEqual(
      new Set(['sv', 'nb', 'da', 'en']),
    );
    expect(
      COMPANY_SEEDS.filter(
        (company) => company.country === 'SE' && company.language !== 'en',
      ).every((company) => company.language === 'sv'),
    ).toBe(true);
  });
});
