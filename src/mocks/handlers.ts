import type { RequestHandler } from 'msw';
import { accountHandlers } from './handlers/account';
import { applicationHandlers } from './handlers/applications';
import { authHandlers } from './handlers/auth';
import { jobHandlers } from './handlers/jobs';

/** Every call of the auth service and the main API (docs/api.md). */
export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...jobHandlers,
  ...applicationHandlers,
  ...accountHandlers,
];
