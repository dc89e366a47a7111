import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import {
  discardUnsavedChanges,
  hasUnsavedChangesToAskAbout,
  isLeavingOnPurpose,
} from '@/lib/unsaved-changes';

/**
 * Leaving a page that holds unsaved input asks first (a link, back, a typed address inside the
 * app), and never when nothing changed. A change of the query alone (an auth view opening over
 * the page, a filter) stays on the page, and leaving on purpose (logout, an ended session) asks
 * nothing: that input is not the person's to keep any more. The question adds no history entry:
 * the move it holds is one already.
 */
export function LeaveUnsavedQuestion() {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      !isLeavingOnPurpose(nextLocation.state) &&
      hasUnsavedChangesToAskAbout(),
  );
  const leave = () => {
    discardUnsavedChanges();
    blocker.proceed?.();
  };
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('form.unsavedTitle')}
      message={t('form.discardChanges')}
      confirmLabel={t('form.leaveWithoutSaving')}
      cancelLabel={t('form.stay')}
      onConfirm={leave}
      onCancel={() => blocker.reset?.()}
      historyEntry={false}
      // Without the dialog's code (offline, or a deploy removed it) the browser's own question
      // still lets the person go: the move is never held for good.
      onLoadFailure={() => (window.confirm(t('form.discardChanges')) ? leave() : blocker.reset?.())}
    />
  );
}
