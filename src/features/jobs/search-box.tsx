import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { MAX_QUERY_LENGTH, normaliseQuery } from './search-state';

const TYPE_AHEAD_DELAY_MS = 300;

interface SearchBoxProps {
  /** The query in the URL (the pending one while a search loads). */
  urlQuery: string;
  /** `replace`: typing on replaces its own history entry instead of adding one per pause. */
  onSearch: (query: string, options: { replace: boolean }) => void;
  onReset: () => void;
  canReset: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /** More ways to search, under the form (the way to the saved searches). */
  children?: ReactNode;
}

/**
 * Free-text search with type-ahead: the URL follows the text after a pause in typing. The text
 * being typed is the only search state kept outside the URL; it follows the URL whenever the URL
 * changes for another reason (back/forward, reset, a saved search).
 */
export function SearchBox({
  urlQuery,
  onSearch,
  onReset,
  canReset,
  inputRef,
  children,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(urlQuery);
  const [syncedQuery, setSyncedQuery] = useState(urlQuery);
  const [ownQuery, setOwnQuery] = useState<string | null>(null);
  const [outsideChanges, setOutsideChanges] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  // One history entry per burst of typing: the first pause pushes, later pauses replace it.
  const typingEntry = useRef(false);

  if (urlQuery !== syncedQuery) {
    setSyncedQuery(urlQuery);
    if (urlQuery === ownQuery) {
      setOwnQuery(null);
    } else {
      setDraft(urlQuery);
      setOutsideChanges((count) => count + 1);
    }
  }

  // A change from outside wins over a pause that has not fired yet.
  useEffect(() => () => window.clearTimeout(timer.current), [outsideChanges]);

  const commit = (text: string, replace: boolean) => {
    window.clearTimeout(timer.current);
    const query = normaliseQuery(text);
    if (query === urlQuery) return;
    setOwnQuery(query);
    onSearch(query, { replace });
  };

  const onChange = (text: string) => {
    setDraft(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      commit(text, typingEntry.current);
      typingEntry.current = true;
    }, TYPE_AHEAD_DELAY_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit(draft, typingEntry.current);
    typingEntry.current = false;
  };

  const reset = () => {
    window.clearTimeout(timer.current);
    typingEntry.current = false;
    setDraft('');
    if (urlQuery !== '') setOwnQuery('');
    onReset();
    inputRef.current?.focus();
  };

  return (
    <div role="search" className="search-box">
      <form className="search-box__form" onSubmit={onSubmit}>
        <div className="field search-box__field">
          <label className="field__label" htmlFor="job-search-query">
            {t('jobs.search.label')}
          </label>
          <div id="job-search-hint" className="field__hint">
            {t('jobs.search.hint')}
          </div>
          <input
            ref={inputRef}
            id="job-search-query"
            className="input"
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={MAX_QUERY_LENGTH}
            aria-describedby="job-search-hint"
            value={draft}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => {
              typingEntry.current = false;
            }}
          />
        </div>
        <div className="cluster search-box__actions">
          <Button type="submit">{t('jobs.search.submit')}</Button>
          {canReset && (
            <Button variant="secondary" onClick={reset}>
              {t('jobs.search.reset')}
            </Button>
          )}
        </div>
      </form>
      {children}
    </div>
  );
}
