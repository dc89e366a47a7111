import { setupServer } from 'msw/node';
import { setFaultRules } from './faults';
import { handlers } from './handlers';
import { resetDemoData } from './store';

/** The demo API for vitest: the same handlers as the browser. */
export const server = setupServer(...handlers);

/** Back to the seed with no faults; tests that change the demo's data call it between tests. */
export function resetDemoApi(): void {
  resetDemoData();
  setFaultRules([]);
}
