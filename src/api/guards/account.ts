/** Checks of the answers about the profile, consents, terms and the data export. */
import { isRecord } from '../errors';
import { isString } from './shape';
import type { DataExport, Profile, Terms } from '../types';

export const isProfile = (d: unknown): d is Profile =>
  isRecord(d) &&
  isString(d.userId) &&
  isString(d.email) &&
  isString(d.dataExpiresAt) &&
  isRecord(d.consents) &&
  (d.pendingEmail === undefined || d.pendingEmail === null || isString(d.pendingEmail));

export const isTerms = (d: unknown): d is Terms =>
  isRecord(d) && isString(d.version) && Array.isArray(d.sections);

export const isDataExport = (d: unknown): d is DataExport =>
  isRecord(d) && isString(d.exportedAt) && isProfile(d.profile) && Array.isArray(d.applications);
