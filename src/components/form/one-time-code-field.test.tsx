import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import * as yup from 'yup';
import { codeRule } from '@/lib/validation';
import { OneTimeCodeField } from './one-time-code-field';
import { loadLocaleParts } from '@/i18n/i18n';

// Rendered outside its route: its strings load as its screen loads them.
beforeAll(() => loadLocaleParts('validation'));

function renderCodeForm(onSubmit = vi.fn()) {
  render(
    <Formik
      initialValues={{ code: '' }}
      validationSchema={yup.object({ code: codeRule() })}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <OneTimeCodeField name="code" label="Code" hint="Six digits" />
        <button type="submit">Verify</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), onSubmit };
}

describe('OneTimeCodeField', () => {
  test('is a numeric one-time-code input with its label and hint', () => {
    renderCodeForm();
    const input = screen.getByLabelText('Code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAccessibleDescription('Six digits');
  });

  test('a pasted code with spaces is kept as its six digits', async () => {
    const { user, onSubmit } = renderCodeForm();
    await user.click(screen.getByLabelText('Code'));
    await user.paste('123 456');
    expect(screen.getByLabelText('Code')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ code: '123456' });
  });

  test('five digits show “The code must have 6 digits” linked to the field', async () => {
    const { user, onSubmit } = renderCodeForm();
    await user.type(screen.getByLabelText('Code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const input = screen.getByLabelText('Code');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('Six digits Error: The code must have 6 digits');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('letters are refused with the same message', async () => {
    const { user } = renderCodeForm();
    await user.type(screen.getByLabelText('Code'), '12a456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code must have 6 digits')).toBeInTheDocument();
  });
});
