import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { PASSWORD_CRITERIA } from '@/lib/validation';
import { FieldFrame, useFieldControl } from './fields';
import './form-fields.css';

type PasswordFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'type' | 'value'
> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** `current-password` when logging in, `new-password` when choosing one. */
  autoComplete: 'current-password' | 'new-password';
  /**
   * Shows the password rules (at least 8 characters, an uppercase letter, a number and a special
   * character) as a checklist that follows the typed value.
   */
  showCriteria?: boolean;
};

/** A password input with a show/hide toggle and, for new passwords, the live rules checklist. */
export function PasswordField({
  name,
  label,
  hint,
  autoComplete,
  showCriteria = false,
  ...inputProps
}: PasswordFieldProps) {
  const criteriaId = useId();
  const control = useFieldControl<string>(name, {
    hint,
    describedBy: showCriteria ? criteriaId : undefined,
  });
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  const value = control.field.value ?? '';
  return (
    <FieldFrame control={control} label={label} hint={hint}>
      <div className="password-field__control">
        <input
          {...control.field}
          {...inputProps}
          {...control.inputProps}
          value={value}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="input"
        />
        {/* One fixed name with aria-pressed: a toggle button's name must not flip with its state. */}
        <Button
          variant="secondary"
          className="password-field__toggle"
          aria-pressed={visible}
          aria-controls={control.id}
          onClick={() => setVisible((current) => !current)}
        >
          {t('form.showPassword')}
        </Button>
      </div>
      {showCriteria && (
        <div id={criteriaId} className="password-criteria">
          <span>{t('validation.passwordCriteria.title')}</span>
          <ul className="password-criteria__list">
            {PASSWORD_CRITERIA.map((criterion) => {
              const met = criterion.test(value);
              return (
                <li
                  key={criterion.key}
                  className={
                    met
                      ? 'password-criteria__item password-criteria__item--met'
                      : 'password-criteria__item'
                  }
                >
                  <span className="password-criteria__mark" aria-hidden="true">
                    {met ? '✓' : '•'}
                  </span>
                  <span>
                    {t(criterion.key)}{' '}
                    <span className="visually-hidden">
                      (
                      {t(
                        met
                          ? 'validation.passwordCriteria.met'
                          : 'validation.passwordCriteria.notMet',
                      )}
                      )
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </FieldFrame>
  );
}
