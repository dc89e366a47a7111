import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

// The layers hold only while lint enforces them: each probe below is a file that is not on disk,
// linted as if it were at its path, with the project's own configuration.
const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });
// The first probe starts the TypeScript resolver; on a shared machine that takes seconds.
const TIMEOUT = 60_000;

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const ZONE = 'import-x/no-restricted-paths';
const FEATURE = 'src/features/jobs/probe.ts';
const ANOTHER_FEATURE = 'Features never import another feature';
const SHARED_LAYERS = ['components', 'lib', 'config', 'i18n'];

/** [what it breaks, where the probe sits, its code, words of the zone's message] */
const breaking: Array<[string, string, string, string]> = [
  [
    'a feature imports another through @/',
    FEATURE,
    "import '@/features/apply/api';",
    ANOTHER_FEATURE,
  ],
  [
    'a feature imports another through a relative path',
    FEATURE,
    "import '../../features/apply/api';",
    ANOTHER_FEATURE,
  ],
  [
    'a feature re-exports another',
    FEATURE,
    "export { applyToJob } from '@/features/apply/api';",
    ANOTHER_FEATURE,
  ],
  ['a feature imports app/', FEATURE, "import '@/app/router';", 'Features never import app/'],
  ...SHARED_LAYERS.flatMap((layer): Array<[string, string, string, string]> => [
    [
      `src/${layer} imports the HTTP client`,
      `src/${layer}/probe.ts`,
      "import '@/api/http';",
      `src/${layer} is shared: it never imports src/api`,
    ],
    [
      `src/${layer} imports a feature`,
      `src/${layer}/probe.ts`,
      "import '@/features/jobs/api';",
      `src/${layer} is shared: it never imports src/features`,
    ],
    [
      `src/${layer} imports the demo API`,
      `src/${layer}/probe.ts`,
      "import '@/mocks/node';",
      'Product code never imports src/mocks',
    ],
  ]),
  [
    'src/lib reaches a feature through ../../src/',
    'src/lib/probe.ts',
    "import '../../src/features/jobs/api';",
    'src/lib is shared: it never imports src/features',
  ],
  [
    'src/lib loads the HTTP client with import()',
    'src/lib/probe.ts',
    "export const load = () => import('@/api/http');",
    'src/lib is shared: it never imports src/api',
  ],
  [
    'src/api imports a feature',
    'src/api/probe.ts',
    "import '@/features/jobs/api';",
    'src/api is the HTTP layer under the features',
  ],
  [
    'a feature imports the demo API',
    FEATURE,
    "import '@/mocks/node';",
    'Product code never imports src/mocks',
  ],
  [
    'a feature imports a test helper',
    FEATURE,
    "import '@/testing/render-route';",
    'Product code never imports src/testing',
  ],
  [
    'the edge imports the route table',
    'src/edge/probe.ts',
    "import '@/app/router';",
    'src/edge renders the app through its server entry',
  ],
  ['a feature imports the edge', FEATURE, "import '@/edge/document';", 'Nothing imports src/edge'],
  [
    'the app imports the edge with import()',
    'src/app/probe.ts',
    "export const load = () => import('../edge/worker');",
    'Nothing imports src/edge',
  ],
  [
    'src/lib imports a build script',
    'src/lib/probe.ts',
    "import '../../scripts/portal-config';",
    'Product code never imports scripts/',
  ],
  [
    'a build script imports a feature',
    'scripts/probe.ts',
    "import '../src/features/jobs/api';",
    'scripts/ builds and measures the app from configuration and files',
  ],
  [
    'main.tsx imports a test helper',
    'src/main.tsx',
    "import '@/testing/render-route';",
    'Product code never imports src/testing',
  ],
];

describe('a probe breaking a zone fails lint', () => {
  test.each(breaking)(
    '%s',
    async (_what, filePath, code, zone) => {
      const problems = await lint(filePath, code);
      expect(problems).toContainEqual({ ruleId: ZONE, message: expect.stringContaining(zone) });
    },
    TIMEOUT,
  );
});

test(
  'an import that closes a cycle fails lint',
  async () => {
    // On disk, lib/error-message imports lib/api-error; this probe stands in for api-error.
    const problems = await lint(
      'src/lib/api-error.ts',
      "import { describeError } from './error-message';\nexport const probe = describeError;",
    );
    expect(problems).toContainEqual({ ruleId: 'import-x/no-cycle', message: expect.any(String) });
  },
  TIMEOUT,
);

/** [what it does, where the probe sits, its code]: the imports the layers are made of. */
const allowed: Array<[string, string, string]> = [
  [
    'a feature uses its own files, the shared layers and the HTTP client',
    FEATURE,
    [
      "import './api';",
      "import '@/components/toast/toast';",
      "import '@/lib/ids';",
      "import '@/config/paths';",
      "import '@/i18n/format';",
      "import '@/api/http';",
    ].join('\n'),
  ],
  [
    'the edge renders through the server entry, with the shared layers and the headers rules',
    'src/edge/probe.ts',
    [
      "import '@/app/server-render';",
      "import '@/features/consent/consent-store';",
      "import '@/lib/cookies';",
      "import '../../scripts/headers-file.mjs';",
    ].join('\n'),
  ],
  [
    "a build script reads the languages and the edge worker's build type",
    'scripts/probe.ts',
    "import '../src/i18n/languages';\nimport type { EdgeBuild } from '../src/edge/worker';\nexport type B = EdgeBuild;",
  ],
  [
    'a test uses the demo API and the test helpers',
    'src/features/jobs/probe.test.ts',
    "import '@/mocks/node';\nimport '@/testing/render-route';",
  ],
];

describe('a probe keeping to the layers lints clean', () => {
  test.each(allowed)(
    '%s',
    async (_what, filePath, code) => {
      expect(await lint(filePath, code)).toEqual([]);
    },
    TIMEOUT,
  );
});
