import { useTranslation } from 'react-i18next';
import { useSavedSearches } from './saved-searches';

/** The saved searches' panel heading (saved-searches-panel.tsx): where the link below leads. */
const PANEL_HEADING_ID = 'saved-searches-heading';

/**
 * From the search bar to the saved searches, which sit below the results and the page numbers:
 * their count, as a link that takes the focus to them. Shown once something is saved.
 */
export function SavedSearchesLink() {
  const { t } = useTranslation();
  const count = useSavedSearches().length;
  if (count === 0) return null;
  return (
    <p className="search-box__saved">
      <a
        href={`#${PANEL_HEADING_ID}`}
        onClick={(event) => {
          const heading = document.getElementById(PANEL_HEADING_ID);
          if (!heading) return;
          // The heading takes the focus (and the browser scrolls to it), so the next Tab goes on
          // into the list; the URL keeps no fragment, which the router would take for a new page.
          event.preventDefault();
          heading.focus();
        }}
      >
        {t('jobs.saved.link', { count })}
      </a>
    </p>
  );
}
