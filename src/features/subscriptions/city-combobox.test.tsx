import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test } from 'vitest';
import { server } from '@/mocks/node';
import { CityCombobox } from './city-combobox';
import { citiesHandler } from './test-fixtures';
import { loadLocaleParts } from '@/i18n/i18n';

// Rendered outside its route: its strings load as its screen loads them.
beforeAll(() => loadLocaleParts('subscriptions'));

function renderCombobox(initial = '') {
  let submitted: { location: string } | null = null;
  const user = userEvent.setup();
  render(
    <Formik initialValues={{ location: initial }} onSubmit={(values) => void (submitted = values)}>
      <Form>
        <CityCombobox name="location" label="Place" hint="Start typing" />
        <button type="submit">Submit</button>
      </Form>
    </Formik>,
  );
  return {
    user,
    input: screen.getByRole('combobox', { name: 'Place' }),
    submitted: () => submitted,
  };
}

describe('city combobox (WAI-ARIA APG, list autocomplete)', () => {
  test('is a collapsed combobox that controls a listbox', () => {
    const { input } = renderCombobox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute(
      'aria-controls',
      screen.getByRole('listbox', { hidden: true }).id,
    );
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  test('asks the API once after typing pauses, with the latest text, and lists the places', async () => {
    const queries: string[] = [];
    server.use(citiesHandler(queries));
    const { user, input } = renderCombobox();
    await user.type(input, 'gä');
    const listbox = await screen.findByRole('listbox', { name: 'Place' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'GävleGävleborg, Sweden',
    ]);
    expect(listbox).toBeVisible();
    expect(queries).toEqual(['gä']);
  });

  test('does not ask for a single letter', async () => {
    const queries: string[] = [];
    server.use(citiesHandler(queries));
    const { user, input } = renderCombobox();
    await user.type(input, 'g');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queries).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  test('arrows move the active option (aria-activedescendant), Enter chooses it without submitting', async () => {
    server.use(
      http.post('/location/city', () =>
        HttpResponse.json([
          { name: 'Göteborg', region: 'Västra Götaland', country: 'SE' },
          { name: 'Gävle', region: 'Gävleborg', country: 'SE' },
        ]),
      ),
    );
    const { user, input, submitted } = renderCombobox();
    await user.type(input, 'Gx');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Gävle');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(submitted()).toBeNull();
  });

  test('Escape closes the list, and a second Escape empties the field', async () => {
    server.use(citiesHandler());
    const { user, input } = renderCombobox();
    await user.type(input, 'gö');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('gö');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  test('a click on an option chooses it and keeps focus in the field', async () => {
    server.use(citiesHandler());
    const { user, input } = renderCombobox();
    await user.type(input, 'gö');
    await user.click(await screen.findByRole('option', { name: /Göteborg/ }));
    expect(input).toHaveValue('Göteborg');
    expect(input).toHaveFocus();
  });

  test("says 'No result found, try typing the full name' when nothing matches", async () => {
    server.use(citiesHandler());
    const { user, input } = renderCombobox();
    await user.type(input, 'Xyz');
    expect(
      await screen.findByText('No result found, try typing the full name'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'No result found, try typing the full name',
    );
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Xyz');
  });

  test('an answer to an older query never replaces the latest one', async () => {
    server.use(
      http.post('/location/city', async ({ request }) => {
        const { query } = (await request.json()) as { query: string };
        if (query === 'Gö') {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return HttpResponse.json([
            { name: 'Göteborg', region: 'Västra Götaland', country: 'SE' },
          ]);
        }
        return HttpResponse.json([{ name: 'Gävle', region: 'Gävleborg', country: 'SE' }]);
      }),
    );
    const { user, input } = renderCombobox();
    await user.type(input, 'Gö');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await user.clear(input);
    await user.type(input, 'Gä');
    await screen.findByRole('option', { name: /Gävle/ });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'GävleGävleborg, Sweden',
    ]);
  });
});

describe('the place is a suggested one, or none', () => {
  test('free text that names no place is refused with the no-result message, and not submitted', async () => {
    server.use(citiesHandler());
    const { user, input, submitted } = renderCombobox();
    await user.type(input, 'Xyzzy');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(
      'Start typing Error: No result found, try typing the full name',
    );
    expect(submitted()).toBeNull();
  });

  test('a chosen suggestion is taken, and clears the refusal', async () => {
    server.use(citiesHandler());
    const { user, input, submitted } = renderCombobox('Xyzzy');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(input);
    await user.type(input, 'gö');
    await user.click(await screen.findByRole('option', { name: /Göteborg/ }));
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted()).toEqual({ location: 'Göteborg' }));
  });

  test('a full name typed without choosing it is taken, case aside', async () => {
    server.use(citiesHandler());
    const { user, input, submitted } = renderCombobox();
    await user.type(input, 'gävle');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted()).toEqual({ location: 'gävle' }));
  });

  test('an empty place is taken without asking the API', async () => {
    const queries: string[] = [];
    server.use(citiesHandler(queries));
    const { user, submitted } = renderCombobox();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted()).toEqual({ location: '' }));
    expect(queries).toEqual([]);
  });
});
