import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@/api/contract/applications';
import type { TranslationKey } from '@/i18n/translation-key';

const STATUS_KEYS: Record<ApplicationStatus, TranslationKey> = {
  received: 'applications.status.received',
  'in-review': 'applications.status.inReview',
  interview: 'applications.status.interview',
  offer: 'applications.status.offer',
  hired: 'applications.status.hired',
  'not-selected': 'applications.status.notSelected',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${status}`}>
      {t(STATUS_KEYS[status] ?? 'applications.status.received')}
    </span>
  );
}
