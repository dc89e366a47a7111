import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Terms, UpdateConsentsRequest } from '@/api/types';
import { server } from '@/mocks/node';
import { mainError, renderSettings, testProfile } from './test-fixtures';

const terms: Terms = {
  version: '2024-01',
  updatedAt: '2024-01-01T00:00:00.000Z',
  sections: [
    {
      heading: 'Who we are',
      body: 'The portal is run by the provider.\n\nEmployers are data controllers.',
    },
    { heading: 'Your rights', body: 'You may ask for <b>your data</b> at any time.' },
  ],
};

async function openTerms() {
  const rendered = renderSettings();
  const section = within(
    await screen.findByRole('region', { name: 'Terms and candidate bank' }, { timeout: 5000 }),
  );
  return { ...rendered, section };
}

describe('terms and candidate bank', () => {
  test('shows when the terms were accepted and reads them in the interface language, as text', async () => {
    let language: string | null = null;
    server.use(
      http.get('/terms', ({ request }) => {
        language = new URL(request.url).searchParams.get('language');
        return HttpResponse.json(terms);
      }),
    );
    const { user, section } = await openTerms();
    expect(section.getByText('You accepted the terms on Jan 10, 2024.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Read the terms' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Terms of use' }));
    expect(await dialog.findByRole('heading', { name: 'Who we are' })).toBeInTheDocument();
    expect(dialog.getByText('Employers are data controllers.')).toBeInTheDocument();
    expect(dialog.getByText('You may ask for <b>your data</b> at any time.')).toBeInTheDocument();
    expect(language).toBe('en');
  });

  test('shows the consents and saves a change with a confirmation', async () => {
    let sent: UpdateConsentsRequest | null = null;
    server.use(
      http.patch('/profile/consents', async ({ request }) => {
        sent = (await request.json()) as UpdateConsentsRequest;
        return HttpResponse.json(testProfile({ consents: { ...testProfile().consents, ...sent } }));
      }),
    );
    const { user, section } = await openTerms();
    const contactMe = section.getByRole('checkbox', { name: 'Contact me about similar services' });
    const candidateBank = section.getByRole('checkbox', {
      name: "Include me in the company's candidate bank",
    });
    expect(contactMe).not.toBeChecked();
    expect(candidateBank).toBeChecked();
    await user.click(candidateBank);
    await user.click(contactMe);
    await user.click(section.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('Your changes was successfully saved')).toBeInTheDocument();
    expect(sent).toEqual({ contactMe: true, candidateBank: false });
    expect(candidateBank).not.toBeChecked();
  });

  test('a failed consent change says so and leaves the choices as they were made', async () => {
    server.use(http.patch('/profile/consents', () => mainError(500, 'Could not save consents')));
    const { user, section } = await openTerms();
    await user.click(
      section.getByRole('checkbox', { name: "Include me in the company's candidate bank" }),
    );
    await user.click(section.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('Could not save consents')).toBeInTheDocument();
    expect(
      section.getByRole('checkbox', { name: "Include me in the company's candidate bank" }),
    ).not.toBeChecked();
  });
});
