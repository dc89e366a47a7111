import { describe, expect, test } from 'vitest';
import { call, without } from '@/mocks/test-client';
import { isLegalDocument, type LegalDocument } from './legal-documents';

describe("the demo's terms and privacy notice", () => {
  test('GET /terms and GET /privacy-notice in each language', async () => {
    const documents: LegalDocument[] = [];
    for (const path of ['/terms', '/privacy-notice'])
      for (const language of ['sv', 'en', 'no', 'dk'])
        documents.push((await call<LegalDocument>('GET', `${path}?language=${language}`)).body);
    for (const document of documents) expect(isLegalDocument(document)).toBe(true);

    const [document] = documents;
    const [section] = document!.sections;
    for (const wrong of [
      without(document!, 'version'),
      { ...document, updatedAt: null },
      { ...document, sections: section },
      { ...document, sections: [without(section!, 'body')] },
      { ...document, sections: [{ ...section, heading: ['Terms'] }] },
      'Be kind.',
    ])
      expect(isLegalDocument(wrong)).toBe(false);
  });
});
