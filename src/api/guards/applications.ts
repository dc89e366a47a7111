/** Checks of the answers about applying and the candidate's applications. */
import { isRecord } from '../errors';
import { isJobSummary } from './jobs';
import { isArrayOf, isNumber, isString } from './shape';
import type {
  Application,
  ApplicationFile,
  ApplicationSummary,
  ApplyResponse,
  CandidateTest,
  MarkMessagesReadResponse,
  Meeting,
  Message,
} from '../types';

export const isApplyResponse = (d: unknown): d is ApplyResponse =>
  isRecord(d) && isString(d.applicationId) && isString(d.jobSlug);

export const isApplicationFile = (d: unknown): d is ApplicationFile =>
  isRecord(d) &&
  isString(d.id) &&
  isString(d.name) &&
  isString(d.contentType) &&
  isNumber(d.size) &&
  isString(d.contentUrl);

/** A zone this browser's Intl knows: an unknown one would throw while the meeting is shown. */
const isTimeZone = (value: unknown): value is string => {
  if (!isString(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const isMeeting = (d: unknown): d is Meeting =>
  isRecord(d) &&
  isString(d.id) &&
  isString(d.startsAt) &&
  isString(d.endsAt) &&
  isTimeZone(d.timeZone);

const isApplicationSummary = (d: unknown): d is ApplicationSummary =>
  isRecord(d) &&
  isString(d.id) &&
  isJobSummary(d.job) &&
  isString(d.appliedAt) &&
  typeof d.editable === 'boolean' &&
  (d.nextMeeting === null || isMeeting(d.nextMeeting));

export const isApplicationList = isArrayOf(isApplicationSummary);

export const isApplication = (d: unknown): d is Application =>
  isApplicationSummary(d) &&
  isRecord((d as Application).answers) &&
  isArrayOf(isApplicationFile)((d as Application).files) &&
  isArrayOf(isMeeting)((d as Application).meetings);

export const isMessage = (d: unknown): d is Message =>
  isRecord(d) &&
  isString(d.id) &&
  isString(d.body) &&
  isString(d.sentAt) &&
  (d.from === 'recruiter' || d.from === 'candidate');

export const isMessageList = isArrayOf(isMessage);

export const isMarkMessagesReadResponse = (d: unknown): d is MarkMessagesReadResponse =>
  isRecord(d) && isNumber(d.unreadMessages);

const isCandidateTest = (d: unknown): d is CandidateTest =>
  isRecord(d) &&
  isString(d.id) &&
  isString(d.name) &&
  (d.status === 'completed' || d.status === 'not-completed');

export const isCandidateTestList = isArrayOf(isCandidateTest);
