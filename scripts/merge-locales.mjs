#!/usr/bin/env node
// Deep-merges a fragment into the four language files in one step, so that a new area's keys
// land in every language together: node scripts/merge-locales.mjs fragment.json
// The fragment is {"en-US": {...}, "sv-SE": {...}, "nb-NO": {...}, "da-DK": {...}}.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCALES = ['sv-SE', 'en-US', 'nb-NO', 'da-DK'];
const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));

const missing = LOCALES.filter((locale) => !fragment[locale]);
if (missing.length) {
  console.error(
    `The fragment lacks ${missing.join(', ')}: every key goes into all four languages.`,
  );
  process.exit(1);
}

const isObject = (value) => value && typeof value === 'object' && !Array.isArray(value);
function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isObject(value) && isObject(target[key]) ? merge(target[key], value) : value;
  }
  return target;
}

for (const locale of LOCALES) {
  const file = new URL(`../locales/${locale}.json`, import.meta.url);
  const current = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(current, fragment[locale]), null, 2)}\n`);
}
console.log(`Merged into ${LOCALES.join(', ')}.`);
