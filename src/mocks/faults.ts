import { safeStorage } from '@/lib/storage';

/**
 * Failures on purpose, so error states can be seen by hand and by tests:
 * `METHOD:PATH:OUTCOME[:once][:after]`, e.g. `POST:/jobs/*\/applications:503`,
 * `GET:/applications:network`, `POST:/jobs/*\/applications:502:once:after`, and
 * `GET:/applications:jwt-expired` (a 401 saying 'jwt expired': the session ends) and
 * `GET:/applications:hang` (no answer at all, until the client gives up: a slow or stuck API).
 * `*` in PATH stands for one path segment, `**` for any rest; METHOD may be `*`.
 * `after` lets the call take effect first and then loses the answer (the "502 after the server
 * saved" fault); `once` removes the rule after it fired.
 */
export interface FaultRule {
  method: string;
  path: string;
  outcome: number | 'network' | 'jwt-expired' | 'hang';
  once: boolean;
  after: boolean;
}

const FAULTS_KEY = 'demo-api:faults';
const FAULT_QUERY_PARAM = 'demoFail';

export function parseFaultRule(text: string): FaultRule | null {
  const parts = text.trim().split(':');
  if (parts.length < 3) return null;
  const [method, path, outcomeText, ...flags] = parts as [string, string, string, ...string[]];
  if (!/^(\*|[A-Za-z]+)$/.test(method) || !path.startsWith('/')) return null;
  const status = Number(outcomeText);
  const outcome =
    outcomeText === 'network' || outcomeText === 'jwt-expired' || outcomeText === 'hang'
      ? outcomeText
      : Number.isInteger(status) && status >= 400 && status <= 599
        ? status
        : null;
  if (outcome === null || flags.some((flag) => flag !== 'once' && flag !== 'after')) return null;
  return {
    method: method.toUpperCase(),
    path,
    outcome,
    once: flags.includes('once'),
    after: flags.includes('after'),
  };
}

export function formatFaultRule(rule: FaultRule): string {
  return [
    rule.method,
    rule.path,
    String(rule.outcome),
    ...(rule.once ? ['once'] : []),
    ...(rule.after ? ['after'] : []),
  ].join(':');
}

/** Text that a regular expression matches as written. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('/')
    .map((segment) =>
      segment === '**' ? '.*' : segment.split('*').map(escapeRegExp).join('[^/]*'),
    )
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

function faultMatches(rule: FaultRule, method: string, path: string): boolean {
  return (
    (rule.method === '*' || rule.method === method.toUpperCase()) &&
    patternToRegExp(rule.path).test(path)
  );
}

let rules: FaultRule[] | null = null;

function loadRules(): FaultRule[] {
  const text = safeStorage.get(FAULTS_KEY);
  if (!text) return [];
  return text
    .split('\n')
    .map(parseFaultRule)
    .filter((rule): rule is FaultRule => rule !== null);
}

export function getFaultRules(): FaultRule[] {
  rules ??= loadRules();
  return rules;
}

export function setFaultRules(next: FaultRule[]): void {
  rules = next;
  if (next.length) safeStorage.set(FAULTS_KEY, next.map(formatFaultRule).join('\n'));
  else safeStorage.remove(FAULTS_KEY);
}

/** Adds the rules named in the page's `?demoFail=` (repeatable, or comma separated). */
export function addFaultRulesFromUrl(search: string): FaultRule[] {
  const params = new URLSearchParams(search);
  const added = params
    .getAll(FAULT_QUERY_PARAM)
    .flatMap((value) => value.split(','))
    .map(parseFaultRule)
    .filter((rule): rule is FaultRule => rule !== null);
  if (added.length) {
    const existing = getFaultRules().map(formatFaultRule);
    setFaultRules([
      ...getFaultRules(),
      ...added.filter((rule) => !existing.includes(formatFaultRule(rule))),
    ]);
  }
  return added;
}

/** The rule for this call, if any; a `once` rule is used up. */
export function takeFault(method: string, path: string): FaultRule | null {
  const current = getFaultRules();
  const rule = current.find((candidate) => faultMatches(candidate, method, path));
  if (rule?.once) setFaultRules(current.filter((candidate) => candidate !== rule));
  return rule ?? null;
}
