import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/form/password-field';
import { passwordConfirmationRule, passwordRule } from '@/lib/validation';

/** The schema's rules for the two fields below, under the same names. */
export const newPasswordRules = () => ({
  password: passwordRule(),
  passwordConfirmation: passwordConfirmationRule('password'),
});

/** A new password typed twice, so a slip of the finger cannot lock the person out. */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField name="password" label={label} autoComplete="new-password" showCriteria />
      <PasswordField
        name="passwordConfirmation"
        label={t('auth.fields.passwordConfirmation')}
        autoComplete="new-password"
      />
    </>
  );
}
