import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import * as yup from 'yup';
import { loadLocaleParts } from '@/i18n/i18n';
import { TextAreaField, TextField } from './fields';
import { FormShell, SubmitButton, useForm } from './form-shell';
import { maxCharacters } from '@/lib/text-limit';

// Rendered outside its route: the error's words load as the apply form's screen loads them.
beforeAll(() => loadLocaleParts('apply'));

const LIMIT = 10_000;
const schema = yup.object({
  letter: yup.string().test(maxCharacters(LIMIT, 'apply.errors.coverLetterTooLong')),
});

function LetterForm({ send }: { send: (letter: string) => Promise<void> }) {
  const form = useForm({
    initialValues: { letter: '' },
    validationSchema: schema,
    submit: ({ letter }) => send(letter),
    askBeforeLeaving: false,
  });
  return (
    <FormShell form={form}>
      <TextAreaField name="letter" label="Cover letter" limit={LIMIT} />
      <SubmitButton busy={form.busy}>Send</SubmitButton>
    </FormShell>
  );
}

function renderLetterForm() {
  const send = vi.fn(() => Promise.resolve());
  const router = createMemoryRouter([{ path: '/', element: <LetterForm send={send} /> }]);
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  const letter = screen.getByRole('textbox', { name: 'Cover letter' }) as HTMLTextAreaElement;
  const pasteInto = async (text: string) => {
    await user.click(letter);
    await user.paste(text);
  };
  return { user, send, letter, pasteInto };
}

describe('a long text field', () => {
  test('a pasted text over the limit is kept whole, said to be too long, and not sent', async () => {
    const { user, send, letter, pasteInto } = renderLetterForm();
    const pasted = 'x'.repeat(LIMIT + 50);
    await pasteInto(pasted);

    // Every character stays: no maxLength cut the paste short.
    expect(letter.value).toBe(pasted);
    expect(letter).not.toHaveAttribute('maxlength');
    // Said at once, before any submit, on the field and in its description.
    const error = 'The cover letter has 10,050 characters; at most 10,000 can be sent.';
    await waitFor(() => expect(letter).toHaveAttribute('aria-invalid', 'true'));
    expect(letter).toHaveAccessibleDescription(`Error: ${error} 10,050 of 10,000 characters`);
    expect(screen.getByText(/^The text is longer than 10,000 characters\./)).toHaveAttribute(
      'role',
      'status',
    );

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(letter).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
    expect(letter.value).toHaveLength(LIMIT + 50);
    expect(screen.getByText(error)).toBeInTheDocument();

    // Within the limit again, the error goes and the text is sent whole.
    await user.clear(letter);
    await user.paste('x'.repeat(LIMIT));
    await waitFor(() => expect(letter).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith('x'.repeat(LIMIT)));
  });

  test('an emoji at the limit is kept and counted as one character', async () => {
    const { user, send, letter, pasteInto } = renderLetterForm();
    const text = `${'a'.repeat(LIMIT - 1)}😀`;
    await pasteInto(text);

    expect(letter.value).toBe(text);
    expect(screen.getByText('10,000 of 10,000 characters')).toBeInTheDocument();
    expect(letter).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(text));
  });

  test('the count shows from near the limit on, and is announced only as it crosses', async () => {
    const { user, letter, pasteInto } = renderLetterForm();
    await pasteInto('b'.repeat(LIMIT * 0.9 - 1));
    expect(screen.queryByText(/of 10,000 characters/)).not.toBeInTheDocument();
    expect(letter).not.toHaveAccessibleDescription();
    const near = 'The text is nearing its limit of 10,000 characters.';
    expect(screen.queryByText(near)).not.toBeInTheDocument();

    await user.type(letter, 'c');
    expect(screen.getByText('9,000 of 10,000 characters')).toBeInTheDocument();
    expect(letter).toHaveAccessibleDescription('9,000 of 10,000 characters');
    const announcement = screen.getByText(near);
    expect(announcement).toHaveAttribute('role', 'status');

    // Further typing updates the count; the announcement stays as it was, so nothing is said again.
    await user.type(letter, 'dd');
    expect(screen.getByText('9,002 of 10,000 characters')).toBeInTheDocument();
    expect(announcement).toBeInTheDocument();
    expect(announcement).toHaveTextContent(
      /^The text is nearing its limit of 10,000 characters\.$/,
    );
  });
});

function CodeForm() {
  const form = useForm({
    initialValues: { code: '' },
    validationSchema: yup.object({ code: yup.string().required('validation.codeRequired') }),
    submit: () => Promise.resolve(),
    askBeforeLeaving: false,
  });
  return (
    <FormShell form={form}>
      <TextField name="code" label="Code" />
      <SubmitButton busy={form.busy}>Verify</SubmitButton>
    </FormShell>
  );
}

describe('an error after Enter in the field that has the focus', () => {
  test('is said by the alert, since focusing the field again would say nothing; once per press', async () => {
    await loadLocaleParts('validation');
    const router = createMemoryRouter([{ path: '/', element: <CodeForm /> }]);
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    const code = screen.getByRole('textbox', { name: 'Code' });
    await user.click(code);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveFocus();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Two-factor code is required$/);

    // Fixed, it is no longer said; refused again, it is said again.
    await user.keyboard('1');
    await waitFor(() => expect(alert).toHaveTextContent(/^$/));
    await user.keyboard('{Backspace}{Enter}');
    await waitFor(() => expect(alert).toHaveTextContent(/^Two-factor code is required$/));
  });
});
