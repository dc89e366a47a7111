import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { Button, buttonClass } from '@/components/button/button';
import { isApiError } from '@/lib/api-error';
import { clearSession } from '@/api/session';
import { TextField } from '@/components/form/fields';
import { FormShell, SubmitButton, useForm } from '@/components/form/form-shell';
import { Modal } from '@/components/modal/modal';
import { useToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import { LEAVING_ON_PURPOSE } from '@/lib/unsaved-changes';
import { deleteProfile } from './api';

/**
 * A deletion whose first answer was lost finds, when sent again, no login behind the cookie
 * ('Unauthenticated'; 404 is already a success for every delete): that is the success it wanted.
 */
async function deleteLogin(): Promise<void> {
  try {
    await deleteProfile();
  } catch (error) {
    if (!(isApiError(error) && error.status === 401 && error.message === 'Unauthenticated'))
      throw error;
  }
}

function DeleteLoginForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const word = t('privacy.delete.confirmWord');
  const schema = yup.object({
    confirmation: yup
      .string()
      .required({ key: 'privacy.delete.confirmRequired', values: { word } })
      .test(
        'matches-word',
        { key: 'privacy.delete.confirmMismatch', values: { word } },
        (value) => (value ?? '').trim().toLocaleUpperCase() === word.toLocaleUpperCase(),
      ),
  });
  const form = useForm({
    initialValues: { confirmation: '' },
    validationSchema: schema,
    submit: deleteLogin,
    onSuccess: () => {
      // Nothing of this candidate stays in the browser: the same ending as a logout.
      clearSession('logout');
      showToast(t('privacy.delete.done'), 'success');
      void navigate(paths.home(), { replace: true, state: LEAVING_ON_PURPOSE });
    },
  });

  return (
    <FormShell form={form} className="stack">
      <TextField
        name="confirmation"
        label={t('privacy.delete.confirmLabel', { word })}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <div className="cluster">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <SubmitButton
          busy={form.busy}
          className={buttonClass('danger')}
          busyLabel={t('privacy.delete.deleting')}
        >
          {t('privacy.delete.confirm')}
        </SubmitButton>
      </div>
    </FormShell>
  );
}

/** The warning says that all applications are deleted and that it cannot be undone. */
export function DeleteLoginSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <div className="stack">
      <p className="notice notice--warning">{t('privacy.delete.warning')}</p>
      <div className="cluster">
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('privacy.delete.open')}
        </Button>
      </div>
      {open && (
        <Modal
          open
          onClose={() => setOpen(false)}
          title={t('privacy.delete.dialogTitle')}
          description={t('privacy.delete.warning')}
          size="small"
        >
          <DeleteLoginForm onCancel={() => setOpen(false)} />
        </Modal>
      )}
    </div>
  );
}
