/** The terms and the privacy notice (GET /terms, GET /privacy-notice, docs/api.md §8). */
import { hasStrings, isArrayOf } from './shared';

/** A text the portal shows as a page of its own. */
export interface LegalDocument {
  version: string;
  updatedAt: string;
  /** Plain text sections; a blank line in `body` separates paragraphs. */
  sections: Array<{ heading: string; body: string }>;
}

const isSection = (d: unknown): d is LegalDocument['sections'][number] =>
  hasStrings<LegalDocument['sections'][number]>(d, 'heading', 'body');

export const isLegalDocument = (d: unknown): d is LegalDocument =>
  hasStrings<LegalDocument>(d, 'version', 'updatedAt') && isArrayOf(isSection)(d.sections);
