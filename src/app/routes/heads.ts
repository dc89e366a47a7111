import type { CompanyPage } from '@/api/contract/jobs';
import { paths } from '@/config/paths';
import { companyPageHead } from '@/features/companies/company-head';
import { jobPageHead } from '@/features/jobs/job-head';
import { notFoundHead, type PageHead, type PageHeadContext } from '@/lib/page-head';
import type { JobRouteData } from './job-loader';

/**
 * What the document's head says of each page the edge renders, from its route's data: the
 * server render's alone (app/server-render), so none of it is in the browser's first download.
 */

/** The job list's document head: the same for every search, whose address is `/`. */
export function homeHead(_data: unknown, { t }: PageHeadContext): PageHead {
  return {
    title: `${t('titles.home')} – ${t('app.name')}`,
    description: t('app.description'),
    path: paths.home(),
  };
}

/** The job page's document head; an unknown job's says so. */
export function jobHead(data: unknown, context: PageHeadContext): PageHead {
  return context.notFound
    ? notFoundHead(context.t('jobs.job.notFoundTitle'), context.t)
    : jobPageHead((data as JobRouteData).job, context);
}

/** The company page's document head; an unknown page's says so. */
export function companyHead(data: unknown, context: PageHeadContext): PageHead {
  return context.notFound
    ? notFoundHead(context.t('company.notFoundTitle'), context.t)
    : companyPageHead(data as CompanyPage, context);
}

/** The not-found page's document head. */
export function notFoundPageHead(_data: unknown, { t }: PageHeadContext): PageHead {
  return notFoundHead(t('errors.notFound'), t);
}
