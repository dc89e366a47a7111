import { useField, type FieldHelperProps, type FieldInputProps, type FieldValidator } from 'formik';
import {
  createContext,
  useContext,
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/i18n/translation-key';
import { countCharacters } from '@/lib/text-limit';

/**
 * Form fields on formik: label, hint, error and their ARIA wiring in one place, `useFieldControl`.
 * Error values are translation keys (yup messages), optionally `{ key, values }`.
 */

export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: unknown): string | null => {
    // The schemas' messages are keys, but yup hands them back as plain strings.
    if (typeof message === 'string') return t(message as TranslationKey);
    if (message && typeof message === 'object' && 'key' in message) {
      const { key, values } = message as { key: TranslationKey; values?: Record<string, unknown> };
      return t(key, values);
    }
    return null;
  };
}

interface FieldControlOptions {
  /** Shown under the label; the control is described by it. */
  hint?: ReactNode;
  /** The field's own check, beside the form's schema (a place the API must know). */
  validate?: FieldValidator;
  /** `checkbox` for a boolean field. */
  type?: string;
  /** Another element that describes the control (a password's rules), read after the hint. */
  describedBy?: string;
}

export interface FieldControl<T> {
  id: string;
  /** formik's value, name, onChange and onBlur. */
  field: FieldInputProps<T>;
  helpers: FieldHelperProps<T>;
  /** The error in the person's language: shown once the field was touched (a submit touches all). */
  error: string | null;
  hintId: string | undefined;
  errorId: string | undefined;
  /** For the control itself: its id, and whether and by what it is invalid and described. */
  inputProps: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
}

/**
 * The prefix of the ids of a form's controls, given by the form: with it the form's error summary
 * links to a field's control by the field's name. A field outside such a form makes its own.
 */
export const FieldIdPrefix = createContext<string | undefined>(undefined);

export const fieldId = (prefix: string, name: string) => `${prefix}-${name}`;

/** The id of the control of a field (the element the error summary's link leads to). */
export function useFieldId(name: string): string {
  const ownPrefix = `field-${useId()}`;
  return fieldId(useContext(FieldIdPrefix) ?? ownPrefix, name);
}

/** One field of the form around it: its value, its error in words, and the ids that tie them. */
export function useFieldControl<T = string>(
  name: string,
  { hint, validate, type, describedBy }: FieldControlOptions = {},
): FieldControl<T> {
  const [field, meta, helpers] = useField<T>({ name, type, validate });
  const id = useFieldId(name);
  const message = useFieldMessage();
  const error = meta.touched && meta.error ? message(meta.error) : null;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    field,
    helpers,
    error,
    hintId,
    errorId,
    inputProps: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** What the hint and the error need of a control: their ids, and the error's words. */
type FieldIds = Pick<FieldControl<unknown>, 'id' | 'error' | 'hintId' | 'errorId'>;

function FieldHint({ control, hint }: { control: FieldIds; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <div id={control.hintId} className="field__hint">
      {hint}
    </div>
  );
}

function FieldError({ control }: { control: FieldIds }) {
  const { t } = useTranslation();
  if (!control.error) return null;
  return (
    <div id={control.errorId} className="field__error">
      <span className="visually-hidden">{t('form.errorPrefix')}</span> {control.error}
    </div>
  );
}

interface FieldFrameProps {
  control: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, hint, the control (children) and its error, in that order. */
export function FieldFrame({
  control,
  label,
  hint,
  className = 'field',
  children,
}: FieldFrameProps) {
  return (
    <div className={className}>
      <label className="field__label" htmlFor={control.id}>
        {label}
      </label>
      <FieldHint control={control} hint={hint} />
      {children}
      <FieldError control={control} />
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
};

export function TextField({ name, label, hint, type = 'text', ...inputProps }: TextFieldProps) {
  const control = useFieldControl<string>(name, { hint, type });
  return (
    <FieldFrame control={control} label={label} hint={hint}>
      <input
        {...control.field}
        {...inputProps}
        {...control.inputProps}
        value={control.field.value ?? ''}
        type={type}
        className="input"
      />
    </FieldFrame>
  );
}

/**
 * An email address field: the keyboard and autofill for an address, no spell check (an address is
 * no word of any language).
 */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField type="email" inputMode="email" autoComplete="email" spellCheck={false} {...props} />
  );
}

type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'id' | 'maxLength'
> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /**
   * The most characters the API takes (counted as it counts them, lib/text-limit), checked by
   * the form's schema. Never a `maxLength`: that cuts a paste short without a word and counts an
   * emoji as two, so the text stays whole and the field says it is too long instead.
   */
  limit?: number;
};

/** From this share of its limit on, a text's length is shown. */
const NEAR_LIMIT = 0.9;

/**
 * A text's length against its limit, shown from near the limit on. The live region says only
 * that the text came near or went over the limit, once as it crosses: a count read out on every
 * keystroke would drown the typing.
 */
function CharacterCount({ id, text, limit }: { id: string; text: string; limit: number }) {
  const { t } = useTranslation();
  const used = countCharacters(text);
  const zone = used > limit ? 'over' : used >= limit * NEAR_LIMIT ? 'near' : null;
  return (
    <>
      {zone && (
        <p id={id} className={`field__count${zone === 'over' ? ' field__count--over' : ''}`}>
          {t('form.characterCount', { used, max: limit })}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {zone === 'near' && t('form.characterLimitNear', { max: limit })}
        {zone === 'over' && t('form.characterLimitOver', { max: limit })}
      </p>
    </>
  );
}

export function TextAreaField({ name, label, hint, limit, ...textareaProps }: TextAreaFieldProps) {
  const control = useFieldControl<string>(name, { hint });
  const { field, helpers, error, inputProps } = control;
  const value = field.value ?? '';
  const countId = `${control.id}-count`;
  const counted = limit !== undefined && countCharacters(value) >= limit * NEAR_LIMIT;
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const text = event.target.value;
    const over = limit !== undefined && countCharacters(text) > limit;
    // A text over its limit is said to be so at once, before any submit, and the error follows
    // the typing until the text fits again.
    if (over) void helpers.setTouched(true, false);
    void helpers.setValue(text, over || error ? true : undefined);
  };
  return (
    <FieldFrame control={control} label={label} hint={hint}>
      <textarea
        {...field}
        {...textareaProps}
        {...inputProps}
        aria-describedby={
          [inputProps['aria-describedby'], counted && countId].filter(Boolean).join(' ') ||
          undefined
        }
        value={value}
        onChange={onChange}
        className="textarea"
      />
      {limit !== undefined && <CharacterCount id={countId} text={value} limit={limit} />}
    </FieldFrame>
  );
}

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

export function CheckboxField({ name, label, hint }: CheckboxFieldProps) {
  const control = useFieldControl<boolean>(name, { hint, type: 'checkbox' });
  const { field } = control;
  return (
    <div className="field">
      <div className="checkbox">
        <input
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...control.inputProps}
          type="checkbox"
        />
        <label htmlFor={control.id}>{label}</label>
      </div>
      <FieldHint control={control} hint={hint} />
      <FieldError control={control} />
    </div>
  );
}

interface SelectFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({ name, label, hint, options }: SelectFieldProps) {
  const control = useFieldControl<string>(name, { hint });
  return (
    <FieldFrame control={control} label={label} hint={hint}>
      <select {...control.field} {...control.inputProps} className="select">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
