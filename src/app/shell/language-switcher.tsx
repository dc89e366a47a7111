import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n/i18n';
import { FALLBACK_LOCALE, LANGUAGES, type Locale } from '@/i18n/languages';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The interface language. A real form: before the app runs, its button posts the choice and the
 * edge answers with the language cookie and this page in that language; from then on, choosing
 * switches at once.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  return (
    <form method="post" className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        name="language"
        className="select language-switcher__select"
        value={i18n.resolvedLanguage ?? FALLBACK_LOCALE}
        onChange={(event) => void changeLanguage(event.target.value as Locale)}
      >
        {LANGUAGES.map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale}>
            {language.name}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="button button--secondary language-switcher__submit">
          {t('language.change')}
        </button>
      )}
    </form>
  );
}
