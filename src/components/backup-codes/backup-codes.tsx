import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { downloadBlob } from '@/lib/download';
import './backup-codes.css';

const FILE_NAME = 'backup-codes.txt';

/**
 * Ten one-time backup codes, shown once (when two-factor is set up or changed, or new ones are
 * made), with a download. Each stands in for a texted or app code at one login: the way in when
 * the phone is lost or its number no longer works.
 */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const download = () =>
    downloadBlob(
      new Blob([[t('validation.backupCodes.fileIntro'), '', ...codes, ''].join('\n')], {
        type: 'text/plain;charset=utf-8',
      }),
      FILE_NAME,
    );
  return (
    <div className="backup-codes stack">
      <p>{t('validation.backupCodes.intro', { count: codes.length })}</p>
      <ol className="backup-codes__list" aria-label={t('validation.backupCodes.listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="secondary" onClick={download}>
          {t('validation.backupCodes.download')}
        </Button>
      </div>
    </div>
  );
}
