import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LegalDocument } from '@/api/contract/legal-documents';
import { i18n } from '@/i18n/i18n';
import { server } from '@/mocks/node';
import { renderRoute } from '@/testing/render-route';

afterEach(async () => {
  vi.unstubAllEnvs();
  await i18n.changeLanguage('en-US');
});

describe('the portal’s own privacy notice and terms', () => {
  test('/privacy shows the notice the main API serves, in the interface language, marked as the demo’s sample', async () => {
    renderRoute('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy notice' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Version 2025-03, updated March 1, 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About this text' })).toBeInTheDocument();
    expect(screen.getByText(/This is the demo portal’s sample privacy notice/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Who is responsible for your data' }),
    ).toBeInTheDocument();
  });

  test('a switch of language asks for the text again, in the new language', async () => {
    const asked: string[] = [];
    // Notes the language and lets the demo API answer.
    server.use(
      http.get('*/terms', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('language') ?? '');
      }),
    );
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { level: 2, name: 'The service' })).toBeVisible();
    await act(() => i18n.changeLanguage('sv-SE'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tjänsten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the language a text is read in is its nearest lang attribute
    expect(screen.getByText('Tjänsten').closest('[lang]')).toHaveAttribute('lang', 'sv-SE');
    expect(asked).toEqual(['en', 'sv']);
  });

  test('the text is shown as text: markup from the API never becomes HTML', async () => {
    const document: LegalDocument = {
      version: '7',
      updatedAt: '2026-01-01T00:00:00.000Z',
      sections: [{ heading: 'Rights', body: 'One <b>paragraph</b>.\n\nAnother one.' }],
    };
    server.use(http.get('*/terms', () => HttpResponse.json(document)));
    renderRoute('/terms');
    await screen.findByRole('heading', { level: 2, name: 'Rights' });
    expect(screen.getByText('One <b>paragraph</b>.')).toBeInTheDocument();
    expect(screen.getByText('Another one.')).toBeInTheDocument();
    expect(screen.queryByText('paragraph')).not.toBeInTheDocument();
  });

  test('a text that cannot be fetched says so under the page heading, with a way to try again', async () => {
    server.use(
      http.get('*/privacy-notice', () =>
        HttpResponse.json({ errors: [{ message: 'Notice unavailable' }] }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy notice' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Notice unavailable/);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'About this text' })).toBeVisible();
  });
});
