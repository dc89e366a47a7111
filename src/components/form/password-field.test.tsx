import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import * as yup from 'yup';
import { passwordRule } from '@/lib/validation';
import { PasswordField } from './password-field';
import { loadLocaleParts } from '@/i18n/i18n';

// Rendered outside its route: its strings load as its screen loads them.
beforeAll(() => loadLocaleParts('validation'));

function renderPasswordForm(showCriteria = false) {
  const onSubmit = vi.fn();
  render(
    <Formik
      initialValues={{ password: '' }}
      validationSchema={yup.object({ password: passwordRule() })}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <PasswordField
          name="password"
          label="Password"
          autoComplete="new-password"
          showCriteria={showCriteria}
        />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), onSubmit };
}

describe('PasswordField', () => {
  test('hides the value until the toggle is pressed, and hides it again', async () => {
    const { user } = renderPasswordForm();
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  test('the checklist follows the typed value', async () => {
    const { user } = renderPasswordForm(true);
    const list = screen.getByRole('list');
    expect(within(list).getAllByText(/not met yet/)).toHaveLength(4);
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(within(list).getByText(/at least 8 characters/)).toHaveTextContent(
      'at least 8 characters (met)',
    );
    expect(within(list).getByText(/one uppercase letter/)).toHaveTextContent('(not met yet)');
    await user.type(screen.getByLabelText('Password'), 'A1!');
    expect(within(list).getAllByText(/\(met\)/)).toHaveLength(4);
  });

  test('a weak password shows the rule as an error linked to the input', async () => {
    const { user, onSubmit } = renderPasswordForm(true);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByLabelText('Password');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Error: The password must be at least 8 characters'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
