import type { CompanyPage, Job } from '@/api/contract/jobs';
import { mainHttp } from '@/api/http';
import { paths } from '@/config/paths';
import { getCompanyPage } from '@/features/companies/api';
import { getJob } from '@/features/jobs/api';
import { DEFAULT_LOCALE } from '@/i18n/languages';
import { serverTranslations } from '@/i18n/server-i18n';
import { isNotFound } from '@/lib/api-error';
import { placeName } from '@/lib/place-name';
import { previewFonts } from '@/link-preview/fonts';
import { fetchLogo } from '@/link-preview/logo';
import { HOME_PREVIEW_PATH, previewImage, type PreviewCard } from '@/link-preview/preview-image';

/** A page's link-preview picture: `/og/job/{slug}.png` beside `/job/{slug}`, drawn by the edge. */
export const previewPathOf = (pagePath: string): string =>
  pagePath === paths.home() ? HOME_PREVIEW_PATH : `/og${pagePath}.png`;

const JOB_PREVIEW = /^\/og\/job\/([^/]+)\.png$/;
const COMPANY_PREVIEW = /^\/og\/company\/([^/]+)\/([^/]+)\.png$/;

export const isPreviewPath = (pathname: string): boolean =>
  JOB_PREVIEW.test(pathname) || COMPANY_PREVIEW.test(pathname);

/**
 * A company's logo, for the picture. `mainHttp`'s base is the main API the worker set for this
 * request (the deployment's configuration): logos on its origin are fetched, wherever it is.
 */
const companyLogo = (logoUrl: string | null) => fetchLogo(logoUrl, mainHttp.defaults.baseURL ?? '');

const jobCard = async (job: Job, siteName: string): Promise<PreviewCard> => ({
  badge: job.company.name,
  logo: await companyLogo(job.company.logoUrl),
  over: job.company.name,
  title: job.title,
  under: placeName(job.location, job.region),
  siteName,
});

const companyCard = async ({ company }: CompanyPage, siteName: string): Promise<PreviewCard> => ({
  badge: company.name,
  logo: await companyLogo(company.logoUrl),
  over: siteName,
  title: company.name,
  under: company.industry ?? undefined,
  siteName,
});

/**
 * The PNG of a job's or a company's preview picture (`pathname` is one `isPreviewPath` accepts),
 * from the main API's data and the company's logo; null when the API knows no such job or page.
 * Any other failure of the API throws, as it does for the page; a logo that cannot be drawn
 * (`fetchLogo`) leaves the initial in its place.
 */
export async function previewPicture(
  pathname: string,
  signal: AbortSignal,
): Promise<Uint8Array<ArrayBuffer> | null> {
  // One picture for every visitor: the portal's name in the deployment's language.
  const siteName = serverTranslations(DEFAULT_LOCALE).t('app.name');
  // A malformed escape names no job, as an unknown slug does.
  const decode = (segment: string) => decodeURIComponent(segment);
  let card: PreviewCard;
  try {
    const job = JOB_PREVIEW.exec(pathname);
    const company = COMPANY_PREVIEW.exec(pathname);
    if (job) card = await jobCard(await getJob(decode(job[1]!), signal), siteName);
    else if (company)
      card = await companyCard(
        await getCompanyPage(decode(company[1]!), decode(company[2]!), signal),
        siteName,
      );
    else return null;
  } catch (error) {
    if (error instanceof URIError || isNotFound(error)) return null;
    throw error;
  }
  return previewImage(card, previewFonts());
}
