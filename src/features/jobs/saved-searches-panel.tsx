import { useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { facetLabel } from '@/api/labels';
import type { FacetValue } from '@/api/contract/jobs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { useToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import { emitAppEvent } from '@/lib/events';
import { useFormat } from '@/i18n/format';
import { JobAlertLink } from './job-alert-link';
import {
  deleteSavedSearch,
  MAX_NAME_LENGTH,
  saveSearch,
  savedSearchState,
  useSavedSearches,
} from './saved-searches';
import type { JobSearchState } from './search-state';
import { Name } from '@/components/name/name';

/** The name a new saved search starts with: its words and filters, or "all jobs". */
function suggestName(
  search: JobSearchState,
  t: TFunction,
  locale: string,
  categories: FacetValue[] = [],
): string {
  const parts = [
    search.q,
    ...search.category.map((key) => {
      const option = categories.find((candidate) => candidate.value === key);
      return option ? facetLabel(option, locale) : key;
    }),
    ...search.region,
    ...search.employmentType.map((type) => t(`jobs.employmentTypes.${type}`)),
  ].filter(Boolean);
  return (parts.join(', ') || t('jobs.saved.allJobs')).slice(0, MAX_NAME_LENGTH);
}

interface SaveSearchDialogProps {
  open: boolean;
  onClose: () => void;
  search: JobSearchState;
  /** The category facet, for the names of the chosen categories (the URL has their keys). */
  categories?: FacetValue[];
}

export function SaveSearchDialog({ open, onClose, search, categories }: SaveSearchDialogProps) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const suggestedName = suggestName(search, t, locale, categories);
  const { showToast } = useToast();
  const [name, setName] = useState(suggestedName);
  const [showError, setShowError] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  const inputRef = useRef<HTMLInputElement>(null);

  // Each opening starts from the current search's name.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(suggestedName);
      setShowError(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setShowError(true);
      inputRef.current?.focus();
      return;
    }
    const saved = saveSearch(name, search);
    emitAppEvent('save-search', { name: saved.name, query: saved.query });
    showToast(t('jobs.saved.savedToast', { name: saved.name }), 'success');
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('jobs.saved.dialogTitle')}
      size="small"
      initialFocus={inputRef}
    >
      <form className="stack" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="saved-search-name">
            {t('jobs.saved.nameLabel')}
          </label>
          <div id="saved-search-name-hint" className="field__hint">
            {t('jobs.saved.nameHint')}
          </div>
          <input
            ref={inputRef}
            id="saved-search-name"
            className="input"
            value={name}
            maxLength={MAX_NAME_LENGTH}
            required
            aria-invalid={showError ? true : undefined}
            aria-describedby={
              showError
                ? 'saved-search-name-hint saved-search-name-error'
                : 'saved-search-name-hint'
            }
            onChange={(event) => setName(event.target.value)}
          />
          {showError && (
            <div id="saved-search-name-error" className="field__error" role="alert">
              <span className="visually-hidden">{t('form.errorPrefix')} </span>
              {t('jobs.saved.nameRequired')}
            </div>
          )}
        </div>
        <div className="cluster">
          <Button type="submit">{t('jobs.saved.saveButton')}</Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The searches saved in this browser: reuse, get by email (a job alert), delete. */
export function SavedSearchesPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const { showToast } = useToast();
  const saved = useSavedSearches();
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section className="saved-searches" aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading" ref={headingRef} tabIndex={-1}>
        {t('jobs.saved.heading')}
      </h2>
      {saved.length === 0 ? (
        <p className="saved-searches__empty">{t('jobs.saved.none')}</p>
      ) : (
        <ul className="saved-searches__list">
          {saved.map((item) => (
            <li key={item.id} className="saved-search">
              <div className="saved-search__text">
                <Link
                  className="saved-search__name"
                  to={{ pathname: paths.home(), search: item.query }}
                >
                  <Name>{item.name}</Name>
                </Link>
                <span className="saved-search__date">
                  {t('jobs.saved.savedAt', { date: format.date(item.savedAt) })}
                </span>
              </div>
              <div className="cluster saved-search__actions">
                <JobAlertLink search={savedSearchState(item)}>
                  {t('jobs.alert.link')}
                  <span className="visually-hidden">
                    : <Name>{item.name}</Name>
                  </span>
                </JobAlertLink>
                <Button
                  variant="link"
                  onClick={() => {
                    deleteSavedSearch(item.id);
                    showToast(t('jobs.saved.deletedToast', { name: item.name }), 'success');
                    // The button is gone with its row; the list's heading keeps the focus nearby.
                    headingRef.current?.focus();
                  }}
                >
                  {t('common.delete')}
                  <span className="visually-hidden">
                    : <Name>{item.name}</Name>
                  </span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
