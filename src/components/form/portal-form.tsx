import { Form, useFormikContext, type FormikFormProps } from 'formik';
import type { Ref } from 'react';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

type PortalFormProps = FormikFormProps & { ref?: Ref<HTMLFormElement> };

/**
 * Formik's form for the auth views, which step through a flow of their own: no new-build reload
 * while it holds input, and no question before leaving either (a half-typed login is no loss).
 */
export function PortalForm({ ref, ...props }: PortalFormProps) {
  const { dirty } = useFormikContext();
  useUnsavedChanges(() => dirty, { ask: false });
  return <Form ref={ref} {...props} />;
}
