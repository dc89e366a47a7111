import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router-dom';
import type { Job } from '@/api/contract/jobs';
import { paths } from '@/config/paths';
import { textLanguage } from '@/lib/bidi';
import { placeName } from '@/lib/place-name';
import { usePaintedOnce } from '@/lib/use-painted-once';
import {
  EMPTY_SEARCH,
  searchString,
  type JobSearchData,
  type JobSearchState,
} from './search-state';

/** A few links: a way on, not a second job list. */
const SHOWN = 3;

/** Where jobs like this one are: its category, else its place. */
function similarSearches(job: Job): JobSearchState[] {
  return [
    ...(job.category ? [{ ...EMPTY_SEARCH, category: [job.category.key] }] : []),
    ...(job.region ? [{ ...EMPTY_SEARCH, region: [job.region] }] : []),
  ];
}

/**
 * Open jobs like this one, from the job list's own search (its route's loader, through a
 * fetcher): what a visitor reads next, and for a closed job the way on. They are asked for once
 * the page has painted in the browser, so they come after the ad and shift nothing above them.
 */
export function SimilarJobs({ job }: { job: Job }) {
  const { t } = useTranslation();
  const { load, data } = useFetcher<JobSearchData>();
  const searches = similarSearches(job);
  const [tried, setTried] = useState(0);
  const search = searches[tried];
  const listHref = search ? `${paths.home()}${searchString(search)}` : null;
  const painted = usePaintedOnce();

  useEffect(() => {
    if (!listHref || !painted) return;
    // `index`: the list is the index route at `/`, not the layout that holds it.
    void load(`${listHref}${listHref.includes('?') ? '&' : '?'}index`);
  }, [listHref, load, painted]);

  const answered = data?.result && search && searchString(data.search) === searchString(search);
  const others = answered
    ? data.result!.items.filter((item) => item.id !== job.id).slice(0, SHOWN)
    : [];
  // None in the category but this one: the same place instead.
  if (answered && others.length === 0 && tried + 1 < searches.length) setTried(tried + 1);

  if (!others.length || !listHref) return null;
  return (
    <section className="similar-jobs" aria-labelledby="similar-jobs-heading">
      <h2 id="similar-jobs-heading">{t('jobs.job.similarHeading')}</h2>
      <ul className="similar-jobs__list">
        {others.map((other) => (
          <li key={other.id} className="similar-jobs__item">
            <Link to={paths.job(other.slug)} {...textLanguage(other.language)}>
              {other.title}
            </Link>
            <span className="similar-jobs__meta">
              {other.company.name}
              <span aria-hidden="true"> · </span>
              {placeName(other.location, other.region)}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link to={listHref}>{t('jobs.job.similarAll')}</Link>
      </p>
    </section>
  );
}
