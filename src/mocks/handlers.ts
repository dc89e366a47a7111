import type { RequestHandler } from 'msw';
import { accountRoutes } from './handlers/account';
import { applicationRoutes } from './handlers/applications';
import { authRoutes } from './handlers/auth';
import { jobRoutes } from './handlers/jobs';
import { demoApiHandler } from './respond';

/** Every call of the auth service and the main API (docs/api.md). */
export const handlers: RequestHandler[] = [
  demoApiHandler([...authRoutes, ...jobRoutes, ...applicationRoutes, ...accountRoutes]),
];
