/**
 * The building blocks of the answer checks: each guard checks what the screens rely on, so a
 * wrong answer is an error and never half-rendered data.
 */
import { isRecord } from '../errors';
import type { Empty } from '../types';

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const isArrayOf =
  <T>(guard: (item: unknown) => item is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(guard);

export const isEmpty = (d: unknown): d is Empty => isRecord(d);
