import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LegalDocumentKind } from '@/config/legal-documents';
import { legalDocumentRoute } from './legal-document';

afterEach(() => vi.unstubAllEnvs());

describe('a deployment that publishes its texts elsewhere', () => {
  const load = (kind: LegalDocumentKind, path: string) =>
    legalDocumentRoute(kind).loader({
      request: new Request(new URL(path, window.location.origin)),
    } as LoaderFunctionArgs);

  test('sends /privacy and /terms to its addresses', async () => {
    vi.stubEnv('VITE_PRIVACY_NOTICE_URL', 'https://employer.example/privacy');
    vi.stubEnv('VITE_TERMS_URL', 'https://employer.example/terms');
    for (const [kind, path, target] of [
      ['privacy-notice', '/privacy', 'https://employer.example/privacy'],
      ['terms', '/terms', 'https://employer.example/terms'],
    ] as const) {
      const answer = await load(kind, path).catch((thrown: unknown) => thrown);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get('Location')).toBe(target);
    }
  });

  test('an address on the portal’s own host shows the API’s text instead of sending the page to itself', async () => {
    vi.stubEnv('VITE_PRIVACY_NOTICE_URL', `${window.location.origin}/privacy`);
    const data = await load('privacy-notice', '/privacy');
    expect(data.document.sections[0]?.heading).toBe('About this text');
  });
});
