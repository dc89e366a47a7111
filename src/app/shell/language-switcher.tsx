import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { changeLanguage } from '@/i18n/i18n';
import { FALLBACK_LOCALE, LANGUAGES, type Locale } from '@/i18n/languages';

/** Keys that move a closed select's value one option at a time: browsing, not choosing yet. */
const BROWSING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * The interface language. A real form: without scripts its button posts the choice, and the edge
 * answers with the language cookie and this page in that language. With them, a choice switches
 * at once: a click on an option, or Enter (or leaving the field) after moving through the options
 * with the arrow keys, which on a closed select change its value at every press and would
 * otherwise switch the whole interface under a keyboard or screen-reader user at each step.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = (i18n.resolvedLanguage ?? FALLBACK_LOCALE) as Locale;
  const [browsed, setBrowsed] = useState<Locale | null>(null);
  const browsingByKey = useRef(false);
  const choose = (locale: Locale | null) => {
    browsingByKey.current = false;
    setBrowsed(null);
    if (locale && locale !== current) void changeLanguage(locale);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    // Alt+arrow and the space bar open the list, where a choice is a choice.
    if (event.altKey || event.key === ' ') browsingByKey.current = false;
    else if (BROWSING_KEYS.has(event.key) || event.key.length === 1) browsingByKey.current = true;
    else if (event.key === 'Enter' && browsed) {
      event.preventDefault();
      choose(browsed);
    }
  };
  return (
    <form method="post" className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        name="language"
        className="select language-switcher__select"
        value={browsed ?? current}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const locale = event.target.value as Locale;
          if (browsingByKey.current) setBrowsed(locale);
          else choose(locale);
        }}
        onBlur={() => choose(browsed)}
      >
        {LANGUAGES.map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale}>
            {language.name}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" variant="secondary" className="language-switcher__submit">
          {t('language.change')}
        </Button>
      </noscript>
    </form>
  );
}
