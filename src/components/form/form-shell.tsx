import {
  FormikProvider,
  useFormik,
  type FormikConfig,
  type FormikHelpers,
  type FormikProps,
  type FormikValues,
} from 'formik';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/button/button';
import { describeError, type ErrorMessage, type ErrorMessageOverrides } from '@/lib/error-message';
import { openDraft, type DraftHandle, type PendingSubmission } from '@/lib/drafts';
import { randomId } from '@/lib/ids';
import { useErrorInTitle } from '@/lib/page-title';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { FailureText } from './failure-text';
import { fieldId, FieldIdPrefix, useFieldMessage } from './fields';
import './form-fields.css';

/**
 * One way to submit a form (docs/decisions/007-submissions.md): validation from the first submit
 * on, focus on the first invalid field, "Error:" in the title, an error summary, a failure that
 * stays on the form, one request however often the button is pressed, an `Idempotency-Key` that
 * belongs to the submission (the same for a manual resend of the same content, also after a
 * reload), a draft scoped to whoever types, and focus moved to what changed after a success.
 */

type Values = FormikValues;

interface SubmitContext {
  /** The same for every send of this content until one succeeds. */
  idempotencyKey: string;
}

/**
 * Where focus goes after a success: an element, or a finder tried until it appears. `'stay'`: the
 * form moves it nowhere, because what follows takes it (the next step of a flow) or what changed
 * is announced beside the button just pressed.
 */
export type FocusAfterSuccess = HTMLElement | null | (() => HTMLElement | null) | 'stay';

/**
 * How a failure shows on the form: its words, on the field it names when the form has one.
 * `announce`: a failure on a field is also said by the form's alert, every time, even unchanged;
 * for a field the person may still be typing in when it is refused (a code sent with Enter).
 */
export interface FormFailure extends ErrorMessage {
  announce?: boolean;
}

export interface UseFormOptions<V extends Values, R> {
  initialValues: V;
  validationSchema?: FormikConfig<V>['validationSchema'];
  /** The form's draft: its name (unique per thing edited) and the typed fields it keeps. */
  draft?: { name: string; fields: ReadonlyArray<keyof V & string> };
  submit: (values: V, context: SubmitContext) => Promise<R>;
  /**
   * After the server accepted: the caller shows, navigates or revalidates, and may say where the
   * focus goes (by default the form's own success message, or the form's first field).
   */
  onSuccess?: (result: R, values: V) => FocusAfterSuccess | void;
  /** The values the form shows after a success; by default its initial values. */
  valuesAfterSuccess?: (result: R, values: V) => V;
  /** Words of the form's own for some codes (a file too large, a deadline passed). */
  errorMessages?: ErrorMessageOverrides;
  /**
   * Told of every failure before it is shown (a deadline passed: the page reloads its data). What
   * it returns, if anything, is shown instead of the words for `errorMessages`: other words, a
   * field to show them on, or null for nothing (the failure ended the step, another view opened).
   */
  onFailure?: (error: unknown) => FormFailure | null | void;
  /** Announced after a success, and focused when the caller names no other target. */
  successMessage?: string;
  /** Told which fields a refused submit left invalid (the app emits invalid-application-form). */
  onInvalid?: (fields: string[]) => void;
  /**
   * False where typed input is no loss worth a question (a login): leaving asks nothing, while a
   * reload for a new build still waits for it.
   */
  askBeforeLeaving?: boolean;
  /**
   * The summary's title, that not all mandatory fields are filled, also for one field left empty;
   * by default the summary comes with two refused fields (and lists them).
   */
  summarizeMissingField?: boolean;
}

export interface FormController<V extends Values> {
  formik: FormikProps<V>;
  failure: FormFailure | null;
  /** Changes with each failure, so the same words are announced again. */
  failureCount: number;
  successMessage: string | null;
  /** True when the form opened with a draft of earlier typing. */
  restoredDraft: boolean;
  /** Drops the draft and shows the form's initial values. */
  discardDraft: () => void;
  /** The form's submit handler: ignores a second submit while one is on its way. */
  handleSubmit: (event?: FormEvent) => void;
  /** A failure of a call beside the submit (a new code asked for), shown as a submit's would be. */
  reportFailure: (error: unknown) => void;
  busy: boolean;
  focusAfterSuccess: FocusAfterSuccess | undefined;
  successCount: number;
  onInvalid: ((fields: string[]) => void) | undefined;
  summarizeMissingField: boolean;
}

const isFileLike = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File;

/** The content of a submission: a file counts by name, size and date, as a browser can tell. */
function fingerprintOf(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    isFileLike(value)
      ? { file: value.name, size: value.size, modified: value.lastModified }
      : value,
  );
}

const pick = <V extends Values>(values: V, fields: ReadonlyArray<keyof V & string>) =>
  Object.fromEntries(fields.map((field) => [field, values[field]])) as Partial<V>;

/** Only the fields typed away from where the form started: a profile pre-fill is never a draft. */
function changedFields<V extends Values>(
  values: V,
  start: V,
  fields: ReadonlyArray<keyof V & string>,
): Partial<V> {
  return Object.fromEntries(
    fields.filter((field) => values[field] !== start[field]).map((field) => [field, values[field]]),
  ) as Partial<V>;
}

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string');

function useDraft<V extends Values>(options: UseFormOptions<V, unknown>) {
  const [handle] = useState<DraftHandle<Record<string, string>> | null>(() =>
    options.draft ? openDraft(`form:${options.draft.name}`, isRecordOfStrings) : null,
  );
  const [start] = useState(() => {
    const saved = handle?.saved;
    const kept = saved && options.draft ? pick(saved.values as V, options.draft.fields) : {};
    const restored = Object.fromEntries(
      Object.entries(kept).filter(([, value]) => typeof value === 'string'),
    ) as Partial<V>;
    return {
      values: { ...options.initialValues, ...restored },
      restored: Object.keys(restored).length > 0,
      submission: saved?.submission ?? null,
    };
  });
  return { handle, start };
}

export function useForm<V extends Values, R>(options: UseFormOptions<V, R>): FormController<V> {
  const { handle, start } = useDraft(options as UseFormOptions<V, unknown>);
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<{ message: FormFailure; count: number } | null>(null);
  const [success, setSuccess] = useState<{
    focus: FocusAfterSuccess | undefined;
    count: number;
    message: string | null;
  } | null>(null);
  const [restoredDraft, setRestoredDraft] = useState(start.restored);
  const pending = useRef<PendingSubmission | null>(start.submission);
  // What counts as typed: the values the form started from, or those the last success left.
  const baseline = useRef(options.initialValues);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  // Cleared at a success before the caller navigates: leaving then asks nothing.
  const unsaved = useRef(false);
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });

  const keep = useCallback(
    (values: V) => {
      const draft = optionsRef.current.draft;
      if (!handle || !draft) return;
      const typed = changedFields(values, baseline.current, draft.fields);
      if (Object.keys(typed).length === 0 && !pending.current) handle.remove();
      else
        handle.write({
          values: typed as Record<string, string>,
          ...(pending.current ? { submission: pending.current } : {}),
        });
    },
    [handle],
  );

  const formik = useFormik<V>({
    initialValues: start.values,
    validationSchema: options.validationSchema,
    validateOnMount: false,
    // Errors appear at the first submit, then follow the typing. A blur then checks the values the
    // last change checked, so no error appears or goes as a field loses the focus to the submit
    // button: one that did would move the button between mouse down and up, and lose the click.
    validateOnBlur: attempted,
    validateOnChange: attempted,
    onSubmit: async (values, helpers) => {
      const current = optionsRef.current;
      const fingerprint = fingerprintOf(values);
      if (pending.current?.fingerprint !== fingerprint)
        pending.current = { key: randomId(), fingerprint };
      keep(values);
      setFailure(null);
      try {
        const result = await current.submit(values, { idempotencyKey: pending.current.key });
        pending.current = null;
        unsaved.current = false;
        handle?.remove();
        setRestoredDraft(false);
        baseline.current = current.valuesAfterSuccess?.(result, values) ?? current.initialValues;
        helpers.resetForm({ values: baseline.current });
        const focus = current.onSuccess?.(result, values);
        setSuccess((previous) => ({
          focus: focus ?? undefined,
          count: (previous?.count ?? 0) + 1,
          message: current.successMessage ?? null,
        }));
      } catch (error) {
        showFailure(error, values, helpers);
      }
    },
  });

  function showFailure(error: unknown, values: V, helpers: FormikHelpers<V>) {
    const current = optionsRef.current;
    const own = current.onFailure?.(error);
    const message: FormFailure | null =
      own === undefined ? describeError(error, current.errorMessages) : own;
    if (!message) return;
    // A failure about one field stays on that field, as its error: said where it is, and only
    // there unless it is to be announced.
    if (message.field && message.field in values) {
      void helpers.setFieldTouched(message.field, true, false);
      helpers.setFieldError(message.field, message.key);
      if (!message.announce) return;
    }
    setFailure((previous) => ({ message, count: (previous?.count ?? 0) + 1 }));
  }

  const { values, dirty } = formik;
  useEffect(() => {
    keep(values);
  }, [values, keep]);
  useLayoutEffect(() => {
    unsaved.current = dirty;
  }, [dirty]);
  const dropDraft = () => {
    pending.current = null;
    handle?.remove();
  };
  useUnsavedChanges(() => unsaved.current, {
    ask: options.askBeforeLeaving ?? true,
    discard: dropDraft,
  });

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    // Two clicks in one event-loop turn: the second finds the first under way and does nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setAttempted(true);
    setSuccess((previous) => (previous ? { ...previous, message: null } : previous));
    void formik.submitForm().finally(() => {
      inFlight.current = false;
      setBusy(false);
    });
  };

  return {
    formik,
    failure: failure?.message ?? null,
    failureCount: failure?.count ?? 0,
    successMessage: success?.message ?? null,
    successCount: success?.count ?? 0,
    focusAfterSuccess: success?.focus,
    restoredDraft,
    discardDraft: () => {
      dropDraft();
      setRestoredDraft(false);
      formik.resetForm({ values: baseline.current });
    },
    handleSubmit,
    reportFailure: (error) => showFailure(error, formik.values, formik),
    busy,
    onInvalid: options.onInvalid,
    summarizeMissingField: options.summarizeMissingField ?? false,
  };
}

interface RestoredDraftNoticeProps {
  form: Pick<FormController<Values>, 'restoredDraft' | 'discardDraft'>;
  text: string;
  discardLabel: string;
  /** Anything else to forget with the draft (chosen files), and where the focus goes then. */
  onDiscard?: () => void;
}

/** Says that the form shows earlier typing, with a way to drop it. */
export function RestoredDraftNotice({
  form,
  text,
  discardLabel,
  onDiscard,
}: RestoredDraftNoticeProps) {
  if (!form.restoredDraft) return null;
  return (
    <div className="notice notice--info cluster form-shell__draft" role="status">
      <span>{text}</span>
      <Button
        variant="link"
        onClick={() => {
          form.discardDraft();
          onDiscard?.();
        }}
      >
        {discardLabel}
      </Button>
    </div>
  );
}

const FOCUS_RETRY_MS = 50;
const FOCUS_RETRIES = 60;

/** Focuses the target now, or as soon as it appears (a new message arrives with revalidation). */
function focusWhenThere(target: FocusAfterSuccess | undefined, fallback: () => HTMLElement | null) {
  if (target === 'stay') return () => undefined;
  if (typeof target !== 'function') {
    (target ?? fallback())?.focus();
    return () => undefined;
  }
  let tries = 0;
  let timer = 0;
  const attempt = () => {
    const element = target();
    if (element) element.focus();
    else if ((tries += 1) < FOCUS_RETRIES) timer = window.setTimeout(attempt, FOCUS_RETRY_MS);
    else fallback()?.focus();
  };
  attempt();
  return () => window.clearTimeout(timer);
}

/**
 * After a refused submit, in the commit that shows the errors: the first invalid field gets the
 * focus (its error is its description, read out with it), or the failure when no field was
 * named. Never a frame with focus on <body>. A field that has the focus already (Enter pressed
 * in it) is not read again when focused again: `onRefusedInPlace` then has its error said.
 */
function useFocusAfterRefusedSubmit(
  formRef: RefObject<HTMLFormElement | null>,
  { submitCount, isSubmitting }: { submitCount: number; isSubmitting: boolean },
  failure: { ref: RefObject<HTMLElement | null>; count: number } | null,
  callbacks: { onInvalidFields?: () => void; onRefusedInPlace: (field: string) => void },
): void {
  const handled = useRef({ submit: 0, failure: 0 });
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  useLayoutEffect(() => {
    if (isSubmitting) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field && submitCount !== handled.current.submit) {
      // A failure said beside the field is handled with it: the field has the focus.
      handled.current = { submit: submitCount, failure: failure?.count ?? handled.current.failure };
      const name = field.getAttribute('name');
      if (field === document.activeElement && name && !failure)
        latest.current.onRefusedInPlace(name);
      field.focus();
      // A refused code is typed again whole.
      if (field instanceof HTMLInputElement && field.autocomplete === 'one-time-code')
        field.select();
      if (!failure) latest.current.onInvalidFields?.();
    } else if (failure && failure.count !== handled.current.failure) {
      handled.current = { submit: submitCount, failure: failure.count };
      failure.ref.current?.focus();
    }
  }, [formRef, submitCount, isSubmitting, failure]);
}

/** A field left as it started: no text but spaces, a box not ticked, nothing chosen. */
const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

interface FormShellProps<V extends Values> {
  form: FormController<V>;
  children: ReactNode;
  className?: string;
  /** The fields in the order the summary lists them; by default the order of the values. */
  fieldOrder?: ReadonlyArray<keyof V & string>;
  /**
   * Said after every failure (the apply form: everything typed and chosen is still here). Without
   * one, a form with fields says after a failure to reach the service that nothing typed is lost.
   */
  failureNote?: ReactNode;
  'aria-describedby'?: string;
}

/** The form element around a `useForm` controller, with its summary, failure and success. */
export function FormShell<V extends Values>({
  form,
  children,
  className,
  fieldOrder,
  failureNote,
  'aria-describedby': describedBy,
}: FormShellProps<V>) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const fieldIdPrefix = `field-${useId()}`;
  const { formik, failure, failureCount, successCount, focusAfterSuccess, successMessage } = form;
  const { submitCount, errors, touched, values } = formik;
  const order = fieldOrder ?? (Object.keys(formik.initialValues) as Array<keyof V & string>);
  const invalid = submitCount > 0 ? order.filter((field) => errors[field] && touched[field]) : [];
  const missing = invalid.some((field) => isEmpty(values[field]));
  const summarized = invalid.length > 1 || (form.summarizeMissingField && missing);
  // Shown as the field's error already; the alert only says it again.
  const failureOnField = failure?.field !== undefined && failure.field in values;
  useErrorInTitle(invalid.length > 0 || failure !== null);

  // Busy lasts until the submit handler is done: fields a form disables while busy (the apply
  // form's fieldsets) can take the focus only then.
  const [refusedInPlace, setRefusedInPlace] = useState<{ field: string; count: number } | null>(
    null,
  );
  useFocusAfterRefusedSubmit(
    formRef,
    { submitCount, isSubmitting: formik.isSubmitting || form.busy },
    failure ? { ref: failureRef, count: failureCount } : null,
    {
      onInvalidFields: () => form.onInvalid?.(order.filter((name) => errors[name])),
      onRefusedInPlace: (field) =>
        setRefusedInPlace((previous) => ({ field, count: (previous?.count ?? 0) + 1 })),
    },
  );
  const errorSaidInPlace =
    refusedInPlace && !failure && touched[refusedInPlace.field]
      ? errors[refusedInPlace.field]
      : undefined;

  useLayoutEffect(() => {
    if (successCount === 0) return;
    return focusWhenThere(
      focusAfterSuccess,
      () =>
        (successRef.current?.textContent ? successRef.current : null) ??
        formRef.current?.querySelector<HTMLElement>('input, textarea, select') ??
        null,
    );
  }, [successCount, focusAfterSuccess]);

  const focusField = (field: string) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`)?.focus();

  return (
    <FormikProvider value={formik}>
      <form
        ref={formRef}
        noValidate
        className={className}
        onSubmit={form.handleSubmit}
        onReset={formik.handleReset}
        aria-describedby={describedBy}
      >
        {summarized && (
          <section className="notice notice--error form-summary" aria-labelledby={summaryId}>
            <h3 id={summaryId} className="form-summary__title">
              {missing ? t('validation.notAllMandatoryFilled') : t('validation.checkMarkedFields')}
            </h3>
            {/* One field alone: its own error says which. */}
            {invalid.length > 1 && (
              <ul>
                {invalid.map((field) => (
                  <li key={field}>
                    <a
                      href={`#${fieldId(fieldIdPrefix, field)}`}
                      onClick={(event) => {
                        event.preventDefault();
                        focusField(field);
                      }}
                    >
                      {fieldMessage(errors[field])}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        <FieldIdPrefix value={fieldIdPrefix}>{children}</FieldIdPrefix>
        {/* Live regions exist from the start, empty, so that what appears in them is announced. */}
        <div role="alert" ref={failureRef} tabIndex={-1} className="form-shell__alert">
          {errorSaidInPlace && (
            <div key={refusedInPlace?.count} className="visually-hidden">
              {fieldMessage(errorSaidInPlace)}
            </div>
          )}
          {failure &&
            (failureOnField ? (
              <div key={failureCount} className="visually-hidden">
                <FailureText message={failure} />
              </div>
            ) : (
              <div key={failureCount} className="notice notice--error form-shell__failure">
                <FailureText message={failure} />
                {failureNote ??
                  (failure.key === 'errors.network' && order.length > 0 && (
                    <p>{t('errors.typedKept')}</p>
                  ))}
              </div>
            ))}
        </div>
        <div role="status" className="form-shell__status">
          {successMessage && (
            <div ref={successRef} tabIndex={-1} className="notice notice--success">
              {successMessage}
            </div>
          )}
        </div>
      </form>
    </FormikProvider>
  );
}

interface SubmitButtonProps {
  /** True while the submission is on its way: the button then does nothing. */
  busy: boolean;
  children: ReactNode;
  /** Shown while the submission is on its way. */
  busyLabel?: ReactNode;
  className?: string;
}

/** Stays focusable while busy (a disabled button drops focus); a press then does nothing. */
export function SubmitButton({
  busy,
  children,
  busyLabel,
  className = buttonClass(),
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
