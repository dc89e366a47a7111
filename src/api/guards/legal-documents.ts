/** Checks of the terms and the privacy notice (GET /terms, GET /privacy-notice). */
import { isRecord } from '../errors';
import { isArrayOf, isString } from './shape';
import type { LegalDocument } from '../types';

const isSection = (d: unknown): d is LegalDocument['sections'][number] =>
  isRecord(d) && isString(d.heading) && isString(d.body);

export const isLegalDocument = (d: unknown): d is LegalDocument =>
  isRecord(d) && isString(d.version) && isString(d.updatedAt) && isArrayOf(isSection)(d.sections);
