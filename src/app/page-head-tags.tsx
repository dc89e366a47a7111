import type { Locale } from '@/i18n/languages';
import type { PageHead } from '@/lib/page-head';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '@/link-preview/preview-image';
import { previewPathOf } from './link-preview-pictures';

interface PageHeadTagsProps {
  head: PageHead;
  locale: Locale;
  siteName: string;
  /** The portal's public origin: the page's address and its picture's are absolute. */
  origin: string;
}

/**
 * A server-rendered page's head: its title, description, link-preview tags and structured data.
 * Each tag but the title is marked `data-edge`: it describes the page rendered on the server, and
 * the app drops them when the visitor moves on. Every page with an address has a picture the
 * services show large; a page not found has none.
 */
export function PageHeadTags({ head, locale, siteName, origin }: PageHeadTagsProps) {
  const canonical = head.path ? new URL(head.path, origin).href : undefined;
  const image = head.path ? new URL(previewPathOf(head.path), origin).href : undefined;
  const tags: Array<['name' | 'property', string, string | undefined]> = [
    ['name', 'description', head.description],
    ['name', 'robots', head.noindex ? 'noindex' : undefined],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', siteName],
    ['property', 'og:locale', locale.replace('-', '_')],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', canonical],
    ['property', 'og:image', image],
    ['property', 'og:image:type', image && 'image/png'],
    ['property', 'og:image:width', image && String(PREVIEW_WIDTH)],
    ['property', 'og:image:height', image && String(PREVIEW_HEIGHT)],
    ['property', 'og:image:alt', image && head.title],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', image && head.title],
  ];
  return (
    <>
      <title>{head.title}</title>
      {tags.map(([attribute, key, value]) =>
        value ? <meta key={key} {...{ [attribute]: key }} content={value} data-edge="" /> : null,
      )}
      {canonical && <link rel="canonical" href={canonical} data-edge="" />}
      {head.jobPosting && (
        <script
          type="application/ld+json"
          data-job-posting={head.jobPosting.id}
          // Serialised script-safe where it is made (lib/script-safe-json): no `<` in it.
          dangerouslySetInnerHTML={{ __html: head.jobPosting.json }}
        />
      )}
    </>
  );
}
