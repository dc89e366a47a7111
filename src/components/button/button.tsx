import type { ComponentPropsWithRef } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';

/** The classes of a button, for a link that looks like one (`<Link className={buttonClass()}>`). */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['button', variant !== 'primary' && `button--${variant}`, extra].filter(Boolean).join(' ');
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

/**
 * A styled `<button>`. It does not submit unless it says `type="submit"`: a plain button inside a
 * form would otherwise send the form.
 */
export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
