export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Auth service error body: `{"errors":[{"msg":{"text":"..."}}]}`. */
export function firstAuthErrorText(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body.errors)) return null;
  const first: unknown = body.errors[0];
  if (!isRecord(first) || !isRecord(first.msg)) return null;
  return typeof first.msg.text === 'string' ? first.msg.text : null;
}

/** Main API error body: `{"errors":[{"message":"...","code":"...","field":"..."}]}`. */
export function firstMainError(
  body: unknown,
): { message: string; code?: string; field?: string } | null {
  if (!isRecord(body) || !Array.isArray(body.errors)) return null;
  const first: unknown = body.errors[0];
  if (!isRecord(first) || typeof first.message !== 'string') return null;
  return {
    message: first.message,
    ...(typeof first.code === 'string' ? { code: first.code } : {}),
    ...(typeof first.field === 'string' ? { field: first.field } : {}),
  };
}
