/** An unsigned JWT shaped like the auth service's `authtoken`; the portal only decodes it. */
export function makeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export const candidateToken = (user: { id: string; name: string }, secondsLeft = 3600) =>
  makeToken({
    user: { ...user, type: 'candidate' },
    exp: Math.floor(Date.now() / 1000) + secondsLeft,
  });
