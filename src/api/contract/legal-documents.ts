/** The terms and the privacy notice (GET /terms, GET /privacy-notice, docs/api.md §8). */
import { isRecord } from '../errors';
import { isArrayOf, isString } from './shared';

/** A text the portal shows as a page of its own. */
export interface LegalDocument {
  version: string;
  updatedAt: string;
  /** Plain text sections; a blank line in `body` separates paragraphs. */
  sections: Array<{ heading: string; body: string }>;
}

// --- the checks of the answers -------------------------------------------------------------------

const isSection = (d: unknown): d is LegalDocument['sections'][number] =>
  isRecord(d) && isString(d.heading) && isString(d.body);

export const isLegalDocument = (d: unknown): d is LegalDocument =>
  isRecord(d) && isString(d.version) && isString(d.updatedAt) && isArrayOf(isSection)(d.sections);
