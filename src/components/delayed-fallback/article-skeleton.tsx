import { SkeletonLines } from './skeleton-lines';
import './article-skeleton.css';

interface ArticleSkeletonProps {
  /** Names the page it stands for (`job-page`, `company-page`). */
  page: string;
  /** The page's hero shows a logo beside its title. */
  logo?: boolean;
}

/**
 * The shape of a page with a hero (its title, a line of facts) and paragraphs beneath, while its
 * data loads: hidden from assistive technology, for which the loading bar and line speak.
 */
export function ArticleSkeleton({ page, logo = false }: ArticleSkeletonProps) {
  return (
    <div className="article-skeleton" data-testid={`${page}-skeleton`} aria-hidden="true">
      <div className="article-skeleton__hero">
        <div className="container article-skeleton__heading">
          {logo && <div className="skeleton article-skeleton__logo" />}
          <div className="article-skeleton__lines">
            <div className="skeleton article-skeleton__title" />
            <SkeletonLines count={1} />
          </div>
        </div>
      </div>
      <div className="container article-skeleton__body">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="article-skeleton__lines">
            <SkeletonLines />
          </div>
        ))}
      </div>
    </div>
  );
}
