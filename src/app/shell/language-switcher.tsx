import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { changeLanguage } from '@/i18n/i18n';
import { FALLBACK_LOCALE, LANGUAGES, type Locale } from '@/i18n/languages';

/**
 * The interface language. A real form: without scripts its button posts the choice, and the edge
 * answers with the language cookie and this page in that language. With them, choosing switches
 * at once.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = i18n.resolvedLanguage ?? FALLBACK_LOCALE;
  return (
    <form method="post" className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        name="language"
        className="select language-switcher__select"
        value={current}
        onChange={(event) => void changeLanguage(event.target.value as Locale)}
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
