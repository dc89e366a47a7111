/**
 * Trusted Types: the CSP's `require-trusted-types-for 'script'` lets a string reach a script sink
 * (`innerHTML`, an HTML parser, a script's text or address, a service worker's address) only
 * through a policy the CSP names in `trusted-types` (scripts/headers-plugin.ts). Each policy lets
 * one kind of thing through, to one place: the tracker's script address; the PDF preview's worker
 * script address; the job's structured data, which must be JSON; and in demo builds the default
 * policy, for the demo API's service worker only. Employer HTML needs none: lib/sanitize-html
 * parses it without the DOM.
 */
export const TRUSTED_TYPES_POLICIES = {
  analytics: 'portal-analytics',
  pdfWorker: 'portal-pdf-worker',
  structuredData: 'portal-structured-data',
  demoWorker: 'default',
} as const;

interface Rules {
  createScriptURL?: (input: string) => string | null;
  createScript?: (input: string) => string | null;
}

interface Policy {
  createScriptURL: (input: string) => unknown;
  createScript: (input: string) => unknown;
}

interface PolicyFactory {
  createPolicy(name: string, rules: Rules): Policy;
}

const policyFactory = (): PolicyFactory | undefined =>
  (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;

const made = new Map<string, Policy>();

/**
 * The named policy, made once with the rules of its first use (the CSP refuses a second policy
 * of one name). Where the browser has no Trusted Types, the same rules check plain strings.
 */
function policy(name: string, rules: Rules): Policy {
  let found = made.get(name);
  if (!found) {
    found = policyFactory()?.createPolicy(name, rules) ?? {
      createScriptURL: (input) => rules.createScriptURL?.(input),
      createScript: (input) => rules.createScript?.(input),
    };
    made.set(name, found);
  }
  return found;
}

const refuse = (name: string, input: string): never => {
  throw new TypeError(`Trusted Types policy ${name} refuses "${input.slice(0, 80)}"`);
};

/** A script address through the named policy, which lets that one address through and no other. */
function oneScriptUrl(name: string, address: string): string {
  const rules = { createScriptURL: (url: string) => (url === address ? url : refuse(name, url)) };
  // A TrustedScriptURL at run time; the DOM's types for `src` and `new Worker` say string.
  return policy(name, rules).createScriptURL(address) as string;
}

/** The tracker's script address, for `script.src`. */
export const trackerScriptUrl = (address: string): string =>
  oneScriptUrl(TRUSTED_TYPES_POLICIES.analytics, address);

/** The address of pdf.js's worker script (a file of this origin), for `new Worker`. */
export const pdfWorkerScriptUrl = (address: string): string =>
  oneScriptUrl(TRUSTED_TYPES_POLICIES.pdfWorker, address);

/** A data block's text (`application/ld+json`): JSON only, which calls nothing even if run. */
export function structuredDataText(json: string): string {
  const name = TRUSTED_TYPES_POLICIES.structuredData;
  const isJson = (text: string) => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  };
  const rules = { createScript: (text: string) => (isJson(text) ? text : refuse(name, text)) };
  // A TrustedScript at run time; the DOM's types for `textContent` say string.
  return policy(name, rules).createScript(json) as string;
}

/**
 * The default policy, for a library that hands a sink a plain string (msw's service worker
 * registration): only what `allows` accepts passes; anything else is blocked and reported.
 */
export function allowByDefault(allows: (url: string) => boolean): void {
  policy(TRUSTED_TYPES_POLICIES.demoWorker, {
    createScriptURL: (url) => (allows(url) ? url : null),
  });
}
