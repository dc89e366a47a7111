import type { Category, LocalizedText } from '@/api/contract/jobs';

/** The languages the demo writes in: ads in the employer's own, categories in all four. */
export type AdLanguage = 'sv' | 'nb' | 'da' | 'en';

/**
 * The demo's job categories: a stable key (the filter's value, what job alerts store) and the
 * name in each of the portal's languages, as Nordic job boards write them.
 */
const CATEGORY_LABELS = {
  it: {
    'sv-SE': 'IT och mjukvara',
    'en-US': 'IT & Software',
    'nb-NO': 'IT og programvare',
    'da-DK': 'IT og software',
  },
  healthcare: {
    'sv-SE': 'Hälso- och sjukvård',
    'en-US': 'Healthcare',
    'nb-NO': 'Helse og omsorg',
    'da-DK': 'Sundhed og omsorg',
  },
  engineering: {
    'sv-SE': 'Teknik',
    'en-US': 'Engineering',
    'nb-NO': 'Ingeniørfag og teknikk',
    'da-DK': 'Ingeniør og teknik',
  },
  sales: {
    'sv-SE': 'Försäljning',
    'en-US': 'Sales',
    'nb-NO': 'Salg',
    'da-DK': 'Salg',
  },
  marketing: {
    'sv-SE': 'Marknadsföring och kommunikation',
    'en-US': 'Marketing & Communications',
    'nb-NO': 'Markedsføring og kommunikasjon',
    'da-DK': 'Marketing og kommunikation',
  },
  finance: {
    'sv-SE': 'Ekonomi och redovisning',
    'en-US': 'Finance & Accounting',
    'nb-NO': 'Økonomi og regnskap',
    'da-DK': 'Økonomi og regnskab',
  },
  logistics: {
    'sv-SE': 'Logistik och transport',
    'en-US': 'Logistics & Transport',
    'nb-NO': 'Logistikk og transport',
    'da-DK': 'Logistik og transport',
  },
  construction: {
    'sv-SE': 'Bygg och fastighet',
    'en-US': 'Construction & Property',
    'nb-NO': 'Bygg og eiendom',
    'da-DK': 'Byggeri og ejendom',
  },
  education: {
    'sv-SE': 'Utbildning',
    'en-US': 'Education',
    'nb-NO': 'Undervisning',
    'da-DK': 'Undervisning',
  },
  hospitality: {
    'sv-SE': 'Hotell och restaurang',
    'en-US': 'Hotels & Restaurants',
    'nb-NO': 'Hotell og restaurant',
    'da-DK': 'Hotel og restaurant',
  },
  'customer-service': {
    'sv-SE': 'Kundtjänst',
    'en-US': 'Customer Service',
    'nb-NO': 'Kundeservice',
    'da-DK': 'Kundeservice',
  },
  hr: {
    'sv-SE': 'HR och administration',
    'en-US': 'HR & Administration',
    'nb-NO': 'HR og administrasjon',
    'da-DK': 'HR og administration',
  },
  energy: {
    'sv-SE': 'Energi',
    'en-US': 'Energy',
    'nb-NO': 'Energi',
    'da-DK': 'Energi',
  },
} as const satisfies Record<string, LocalizedText>;

export type CategoryKey = keyof typeof CATEGORY_LABELS;

const CATEGORY_KEYS = Object.keys(CATEGORY_LABELS) as CategoryKey[];

export function category(key: CategoryKey): Category {
  return { key, labels: { ...CATEGORY_LABELS[key] } };
}

/** The category a value names: its key, or (links and alerts from before keys) any of its labels. */
export function categoryKeyFor(value: string): CategoryKey | null {
  if (value in CATEGORY_LABELS) return value as CategoryKey;
  const wanted = value.trim().toLocaleLowerCase('en-US');
  return (
    CATEGORY_KEYS.find((key) =>
      Object.values(CATEGORY_LABELS[key]).some(
        (label) => label.toLocaleLowerCase('en-US') === wanted,
      ),
    ) ?? null
  );
}
