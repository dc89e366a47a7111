import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import * as yup from 'yup';
import { loadLocaleParts } from '@/i18n/i18n';
import { familyNameRule, givenNameRule } from '@/lib/validation';
import { NameFields } from './name-fields';

// Rendered outside its route: its strings load as its screen loads them.
beforeAll(() => loadLocaleParts('validation'));

function renderNameForm(onSubmit = vi.fn()) {
  render(
    <Formik
      initialValues={{ first: '', last: '' }}
      validationSchema={yup.object({ first: givenNameRule(), last: familyNameRule() })}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <NameFields
          givenName={{ name: 'first', label: 'First name' }}
          familyName={{ name: 'last', label: 'Last name' }}
          required
        />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), onSubmit };
}

describe('NameFields', () => {
  test('the given and the family name, each with its autofill token', () => {
    renderNameForm();
    const given = screen.getByRole('textbox', { name: 'First name' });
    const family = screen.getByRole('textbox', { name: 'Last name' });
    expect(given).toHaveAttribute('autocomplete', 'given-name');
    expect(family).toHaveAttribute('autocomplete', 'family-name');
    for (const field of [given, family]) expect(field).toBeRequired();
  });

  test('a name longer than the API accepts stays whole, and the field gives its length and the limit', async () => {
    const { user, onSubmit } = renderNameForm();
    const given = screen.getByRole('textbox', { name: 'First name' });
    await user.click(given);
    await user.paste('Å'.repeat(101));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lindqvist');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(given).toHaveValue('Å'.repeat(101));
    expect(given).toHaveAccessibleDescription(
      'Error: The name has 101 characters; at most 100 are allowed.',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(given, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  test('the typed names go to the form under the names it gave', async () => {
    const { user, onSubmit } = renderNameForm();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Åsa');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lindqvist');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ first: 'Åsa', last: 'Lindqvist' });
  });

  test('an empty family name is said on its field', async () => {
    const { user, onSubmit } = renderNameForm();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Åsa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Error: Last name is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
