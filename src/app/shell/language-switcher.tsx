import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n/i18n';
import { FALLBACK_LOCALE, LANGUAGES, type Locale } from '@/i18n/languages';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
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
    </div>
  );
}
