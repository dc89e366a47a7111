#!/usr/bin/env node
// npm audit of the runtime dependencies, failing on any high or critical advisory. Where the
// registry's advisory service cannot be reached (this build machine's registry mirror answers
// 405), the check says so plainly, with the HTTP status it got, and does not fail the build: it
// could not look. Any answer it can read is judged, and high or critical fails.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}

/** The HTTP status npm met, from its JSON error or its log lines ("405 Method Not Allowed"). */
function statusOf(text) {
  const match = String(text ?? '').match(/\b([1-5]\d\d)\b(?:\s+(?:[A-Z][a-z]+(?:\s|$))+)?/);
  return match ? match[0].trim() : null;
}

if (!report || report.error || !report.metadata) {
  const summary =
    report?.error?.summary ||
    report?.message ||
    run.stderr.trim().split('\n').filter(Boolean).pop() ||
    'no answer';
  const status = statusOf(report?.statusCode) ?? statusOf(summary) ?? statusOf(run.stderr);
  const reason =
    status && !summary.startsWith(status)
      ? `HTTP ${status}: ${summary}`
      : status
        ? `HTTP ${summary}`
        : summary;
  console.log(
    `npm audit: the advisory service could not be reached (${reason}); ` +
      'runtime dependencies NOT checked. Run `npm audit --omit=dev` where the public registry is reachable.',
  );
  process.exit(0);
}

const counts = report.metadata.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (runtime dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  for (const [name, advisory] of Object.entries(report.vulnerabilities ?? {})) {
    if (advisory.severity === 'high' || advisory.severity === 'critical')
      console.log(`  ${advisory.severity}: ${name} ${advisory.range ?? ''}`);
  }
}
process.exit(serious > 0 ? 1 : 0);
