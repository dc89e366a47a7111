import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@/api/types';

const STATUS_KEYS: Record<ApplicationStatus, string> = {
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
