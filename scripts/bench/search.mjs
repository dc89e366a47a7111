#!/usr/bin/env node
// The demo API's job search over 5,000 generated jobs: the same generator and search code as the
// demo (src/mocks), bundled here with Vite's build API so that plain Node can run it. Runs a fixed
// set of 240 queries (free text with and without accents, parts of compound words, filters,
// the three orders, paging), each timed alone after a warm-up, and prints one line:
// `demo search over 5000 jobs: p50 X ms, p95 Y ms`.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { build } from 'vite';

const JOB_COUNT = 5000;
const root = resolve(import.meta.dirname, '../..');
const work = await mkdtemp(join(tmpdir(), 'demo-search-bench-'));

try {
  const entry = join(work, 'entry.ts');
  await writeFile(
    entry,
    [
      `export { generateJobs } from ${JSON.stringify(join(root, 'src/mocks/data/jobs.ts'))};`,
      `export { startOfDay } from ${JSON.stringify(join(root, 'src/mocks/data/catalog.ts'))};`,
      `export { searchJobs } from ${JSON.stringify(join(root, 'src/mocks/search.ts'))};`,
    ].join('\n'),
  );
  await build({
    configFile: false,
    logLevel: 'silent',
    root,
    resolve: { alias: { '@': join(root, 'src') } },
    build: {
      ssr: entry,
      outDir: join(work, 'out'),
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'search.mjs' } },
    },
  });
  const { generateJobs, startOfDay, searchJobs } = await import(
    pathToFileURL(join(work, 'out', 'search.mjs')).href
  );

  const now = Date.now();
  const jobs = generateJobs({ count: JOB_COUNT, today: startOfDay(now) });

  const texts = [
    '',
    'developer',
    'goteborg',
    'Göteborg',
    'malmo',
    'MALMÖ',
    'nurse',
    'sjukskoterska',
    'oslo',
    'tromso',
    'københavn',
    'kobenhavn',
    'aarhus',
    'engineer',
    'sales manager',
    'warehouse',
    'ingenjör',
    'fjordlys',
    'osterbro kaffe',
    'energy analyst',
    'full-time',
    'pension',
    'flexible hours',
    'backend developer göteborg',
    'chef',
    'utvecklare',
    'vastra gotaland',
    'skane',
    // A single letter sits inside most words: the widest a query gets.
    'e',
    'zzzz',
  ];
  const filterSets = [
    {},
    { region: ['Skåne'] },
    { region: ['Västra Götaland', 'Oslo'] },
    { category: ['IT & Software'] },
    { category: ['Healthcare', 'Education'], employmentType: ['full-time'] },
    { employmentType: ['part-time', 'temporary'] },
    { company: ['nordvik-logistics', 'hygge-hjem'] },
    { includeClosed: true, region: ['Hovedstaden'] },
  ];
  const sorts = [undefined, 'newest', 'deadline', 'relevance'];
  const queries = [];
  texts.forEach((q, textIndex) =>
    filterSets.forEach((filters, filterIndex) =>
      queries.push({
        q,
        ...filters,
        page: 1 + ((textIndex + filterIndex) % 3),
        pageSize: 20,
        sort: sorts[(textIndex + filterIndex) % sorts.length],
      }),
    ),
  );

  for (const query of queries) searchJobs(jobs, query, now); // warm-up
  const timings = queries.map((query) => {
    const start = performance.now();
    searchJobs(jobs, query, now);
    return performance.now() - start;
  });
  timings.sort((a, b) => a - b);
  const percentile = (p) =>
    timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)];
  console.log(
    `demo search over ${JOB_COUNT} jobs: p50 ${percentile(50).toFixed(2)} ms, p95 ${percentile(95).toFixed(2)} ms (${queries.length} queries, max ${timings.at(-1).toFixed(2)} ms)`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
