import { useTranslation } from 'react-i18next';
import './apply-form-skeleton.css';

/** Holds the form's place while its chunk (formik, yup) loads. */
export function ApplyFormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="apply-form-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('apply.loading')}
      </p>
      <div className="skeleton apply-form-skeleton__line" />
      <div className="skeleton apply-form-skeleton__field" />
      <div className="skeleton apply-form-skeleton__line" />
      <div className="skeleton apply-form-skeleton__field" />
    </div>
  );
}
