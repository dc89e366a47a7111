import { Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { clearSession } from '@/api/session';
import { TextField } from '@/components/form/fields';
import { Modal } from '@/components/modal/modal';
import { useToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import { deleteProfile } from './api';
import { errorText } from './error-text';
import { useFocusFirstError, useValidateAfterFirstSubmit } from './focus-first-error';
import { PortalForm } from '@/components/form/portal-form';

function FocusFirstError({ formRef }: { formRef: React.RefObject<HTMLFormElement | null> }) {
  useFocusFirstError(formRef);
  return null;
}

/** Spec §8: the warning says that all applications are deleted and that it cannot be undone. */
export function DeleteLoginSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const validation = useValidateAfterFirstSubmit();
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

  const submit = async (
    _values: { confirmation: string },
    helpers: FormikHelpers<{ confirmation: string }>,
  ) => {
    try {
      await deleteProfile();
      clearSession('logout');
      showToast(t('privacy.delete.done'), 'success');
      await navigate(paths.home(), { replace: true });
    } catch (error) {
      helpers.setStatus(errorText(error, t));
    }
  };

  return (
    <div className="stack">
      <p className="notice notice--warning">{t('privacy.delete.warning')}</p>
      <div className="cluster">
        <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
          {t('privacy.delete.open')}
        </button>
      </div>
      {open && (
        <Modal
          open
          onClose={() => setOpen(false)}
          title={t('privacy.delete.dialogTitle')}
          description={t('privacy.delete.warning')}
          size="small"
        >
          <Formik
            initialValues={{ confirmation: '' }}
            validationSchema={schema}
            onSubmit={submit}
            {...validation.formikProps}
          >
            {({ isSubmitting, status }) => (
              <PortalForm
                ref={formRef}
                noValidate
                className="stack"
                onSubmitCapture={validation.onSubmitCapture}
              >
                <FocusFirstError formRef={formRef} />
                <TextField
                  name="confirmation"
                  label={t('privacy.delete.confirmLabel', { word })}
                  autoComplete="off"
                  spellCheck={false}
                  required
                />
                <div role="alert">
                  {typeof status === 'string' && <p className="notice notice--error">{status}</p>}
                </div>
                <div className="cluster">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setOpen(false)}
                  >
                    {t('common.cancel')}
                  </button>
                  <button type="submit" className="button button--danger" disabled={isSubmitting}>
                    {isSubmitting ? t('privacy.delete.deleting') : t('privacy.delete.confirm')}
                  </button>
                </div>
              </PortalForm>
            )}
          </Formik>
        </Modal>
      )}
    </div>
  );
}
