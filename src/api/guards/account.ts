/** Checks of the answers about the profile, consents and the data export. */
import { isRecord } from '../errors';
import { isString } from './shape';
import type { DataExport, Profile } from '../types';

export const isProfile = (d: unknown): d is Profile =>
  isRecord(d) &&
  isString(d.userId) &&
  isString(d.email) &&
  isString(d.dataExpiresAt) &&
  isRecord(d.consents) &&
  (d.pendingEmail === undefined || d.pendingEmail === null || isString(d.pendingEmail));

export const isDataExport = (d: unknown): d is DataExport =>
  isRecord(d) && isString(d.exportedAt) && isProfile(d.profile) && Array.isArray(d.applications);
