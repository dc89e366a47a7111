import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FALLBACK_LOCALE, LOCALES } from '../src/i18n/languages.ts';
import {
  LOCALE_PARTS,
  localePartModuleId,
  splitLocaleStrings,
  type LocalePart,
  type LocaleStrings,
} from '../src/i18n/locale-parts.ts';
import { resolvePortalConfig } from './portal-config.ts';

const LOADERS_ID = 'virtual:locale-parts';
// Beside this file, not under the build's root: the benchmark builds a page of its own with it.
const localesDir = fileURLToPath(new URL('../locales', import.meta.url));

const partModules = new Map(
  LOCALES.flatMap((locale) =>
    LOCALE_PARTS.map((part) => [localePartModuleId(locale, part), { locale, part }] as const),
  ),
);

/**
 * Serves the language files (locales/*.json, still one per language for the translators) in the
 * parts of src/i18n/locale-parts.ts: `virtual:locale-part/<locale>-<part>` is one part of one
 * language, and `virtual:locale-parts` maps every language and part to a dynamic import of it,
 * so that each part is a chunk of its own and a screen downloads only the strings it shows.
 */
export function localePartsPlugin(): Plugin {
  // A build without the demo API has no use for the demo inbox's strings: no chunks, no loaders.
  let parts: readonly LocalePart[] = LOCALE_PARTS;
  return {
    name: 'locale-parts',
    config(_, { mode }) {
      if (!resolvePortalConfig(mode).demoApi)
        parts = LOCALE_PARTS.filter((part) => part !== 'demo');
    },
    resolveId(id) {
      return id === LOADERS_ID || partModules.has(id) ? `\0${id}` : null;
    },
    async load(id) {
      if (id === `\0${LOADERS_ID}`) return loadersModule(parts);
      const module = id.startsWith('\0') ? partModules.get(id.slice(1)) : undefined;
      if (!module) return null;
      const file = resolve(localesDir, `${module.locale}.json`);
      // An edited language file rebuilds (in dev: reloads) every part made from it.
      this.addWatchFile(file);
      const strings = JSON.parse(await readFile(file, 'utf8')) as LocaleStrings;
      return `export default ${JSON.stringify(splitLocaleStrings(strings)[module.part])};\n`;
    },
    // Every visitor reads the fallback language's core strings (the whole of it in English, the
    // keys a translation lacks otherwise): fetched beside the entry, not after it has run.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fallbackCore = `\0${localePartModuleId(FALLBACK_LOCALE, 'core')}`;
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === fallbackCore,
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

function loadersModule(parts: readonly LocalePart[]): string {
  const entries = LOCALES.map((locale) => {
    const loaders = parts.map(
      (part) =>
        `${JSON.stringify(part)}: () => import(${JSON.stringify(localePartModuleId(locale, part))})`,
    );
    return `  ${JSON.stringify(locale)}: { ${loaders.join(', ')} },`;
  });
  return `export const localePartLoaders = {\n${entries.join('\n')}\n};\n`;
}
