import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { OutcomeStep } from './outcome-step';

interface ServerErrorViewProps {
  onRetry: (() => void) | null;
  onClose: () => void;
}

/**
 * `server-error`: an auth call failed on the service's side even after its one retry. The form
 * it came from stays mounted behind this view, so 'Try again' returns to it with what was typed.
 */
export function ServerErrorView({ onRetry, onClose }: ServerErrorViewProps) {
  const { t } = useTranslation();
  return (
    <OutcomeStep
      heading={t('auth.serverError.heading')}
      tone="error"
      message={t('errors.generic')}
      actions={
        <>
          {onRetry && <Button onClick={onRetry}>{t('auth.serverError.retry')}</Button>}
          <Button variant={onRetry ? 'secondary' : 'primary'} onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {onRetry && <p>{t('auth.serverError.kept')}</p>}
    </OutcomeStep>
  );
}
