import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/api/contract/account';
import { Button } from '@/components/button/button';
import { useToast } from '@/components/toast/toast';
import { useFormat } from '@/i18n/format';
import { downloadBlob } from '@/lib/download';
import { exportProfileData, stayVisible } from './api';
import { useErrorText } from '@/components/form/error-text';

/** `my-data-2025-03-14.zip`, dated in the visitor's own time zone. */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `my-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.zip`;
}

interface YourDataSectionProps {
  profile: Profile;
  /** The server saved: the page reads the profile again. */
  onSaved: () => void;
}

/**
 * Data is kept at most 24 months; the candidate sees when, and can stay visible for
 * another period. The export is the right of access (GDPR art. 15) as one download: the zip the
 * API builds, with the data as JSON and the candidate's files beside it.
 */
export function YourDataSection({ profile, onSaved }: YourDataSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const format = useFormat();
  const { showToast } = useToast();
  const [pending, setPending] = useState<'visible' | 'export' | null>(null);

  const keepVisible = async () => {
    if (pending) return;
    setPending('visible');
    try {
      const updated = await stayVisible();
      onSaved();
      showToast(
        t('privacy.keptVisible', {
          date: format.date(updated.dataExpiresAt, { dateStyle: 'long' }),
        }),
        'success',
      );
    } catch (error) {
      const text = errorText(error);
      if (text) showToast(text, 'error');
    } finally {
      setPending(null);
    }
  };

  const download = async () => {
    if (pending) return;
    setPending('export');
    try {
      downloadBlob(await exportProfileData(), exportFileName());
      showToast(t('privacy.exported'), 'success');
    } catch (error) {
      const text = errorText(error);
      if (text) showToast(text, 'error');
    } finally {
      setPending(null);
    }
  };

  // While one call is on its way the buttons do nothing, and stay focusable: a button disabled
  // under the focus of the person who just pressed it drops that focus to <body>.
  const busy = pending !== null || undefined;
  return (
    <div className="stack">
      <h3>{t('privacy.retentionHeading')}</h3>
      <p>{t('privacy.retentionRule')}</p>
      <p className="settings-current">
        {t('privacy.expiresOn', {
          date: format.date(profile.dataExpiresAt, { dateStyle: 'long' }),
        })}
      </p>
      <div className="cluster">
        <Button variant="secondary" onClick={() => void keepVisible()} aria-disabled={busy}>
          {pending === 'visible' ? t('settings.saving') : t('privacy.keepVisible')}
        </Button>
      </div>

      <h3>{t('privacy.exportHeading')}</h3>
      <p>{t('privacy.exportIntro')}</p>
      <div className="cluster">
        <Button variant="secondary" onClick={() => void download()} aria-disabled={busy}>
          {pending === 'export' ? t('privacy.exporting') : t('privacy.export')}
        </Button>
      </div>
    </div>
  );
}
