import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useErrorInTitle } from '@/lib/page-title';

/**
 * After a submit that did not pass validation: focus the first field marked invalid inside the
 * form, and mark the page title with "Error:" while errors remain (quality.md).
 */
export function useFocusFirstError(formRef: React.RefObject<HTMLFormElement | null>): void {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  const handledSubmit = useRef(0);
  useErrorInTitle(submitCount > 0 && !isValid);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isSubmitting, formRef]);
}

/**
 * Formik props that hold validation back until the first submit, then validate as the person
 * types. Errors that appeared on blur would push the submit button down between mouse-down and
 * mouse-up, and the click that was aimed at it would be lost.
 */
export function useValidateAfterFirstSubmit() {
  const [attempted, setAttempted] = useState(false);
  return {
    formikProps: { validateOnBlur: attempted, validateOnChange: attempted },
    onSubmitCapture: () => setAttempted(true),
  };
}
