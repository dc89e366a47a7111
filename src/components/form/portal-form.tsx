import { Form, useFormikContext, type FormikFormProps } from 'formik';
import type { Ref } from 'react';
import { useBlockReload } from '@/lib/build-check';

type PortalFormProps = FormikFormProps & { ref?: Ref<HTMLFormElement> };

/**
 * Formik's form that also holds back the new-build reload while it holds unsaved input: a
 * reload never happens in the middle of a form (spec §9). Every formik form uses this one.
 */
export function PortalForm({ ref, ...props }: PortalFormProps) {
  const { dirty } = useFormikContext();
  useBlockReload(dirty);
  return <Form ref={ref} {...props} />;
}
