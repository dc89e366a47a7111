/** The terms and the privacy notice (GET /terms, GET /privacy-notice, docs/api.md). */
import * as v from 'valibot';

/** A text the portal shows as a page of its own. */
const LegalDocumentSchema = v.object({
  version: v.string(),
  updatedAt: v.string(),
  /** Plain text sections; a blank line in `body` separates paragraphs. */
  sections: v.array(v.object({ heading: v.string(), body: v.string() })),
});
export type LegalDocument = v.InferOutput<typeof LegalDocumentSchema>;

export const isLegalDocument = (d: unknown): d is LegalDocument => v.is(LegalDocumentSchema, d);
