import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UpdateConsentsRequest } from '@/api/contract/account';
import { server } from '@/mocks/node';
import { mainError, renderSettings, testProfile } from './test-fixtures';

async function openTerms() {
  const view = renderSettings();
  const section = within(
    await screen.findByRole('region', { name: 'Terms and candidate bank' }, { timeout: 5000 }),
  );
  return { ...view, section };
}

describe('terms and candidate bank', () => {
  test('shows when the terms were accepted, and links the terms and the privacy notice', async () => {
    const { section } = await openTerms();
    expect(section.getByText('You accepted the terms on Jan 10, 2024.')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
    expect(section.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
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
      name: 'Include me in the company’s candidate bank',
    });
    expect(contactMe).not.toBeChecked();
    expect(candidateBank).toBeChecked();
    await user.click(candidateBank);
    await user.click(contactMe);
    await user.click(section.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('Your changes were saved')).toBeInTheDocument();
    expect(sent).toEqual({ contactMe: true, candidateBank: false });
    expect(candidateBank).not.toBeChecked();
  });

  test('a failed consent change says so and leaves the choices as they were made', async () => {
    server.use(http.patch('/profile/consents', () => mainError(500, 'Could not save consents')));
    const { user, section } = await openTerms();
    await user.click(
      section.getByRole('checkbox', { name: 'Include me in the company’s candidate bank' }),
    );
    await user.click(section.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('Could not save consents')).toBeInTheDocument();
    expect(
      section.getByRole('checkbox', { name: 'Include me in the company’s candidate bank' }),
    ).not.toBeChecked();
  });
});
