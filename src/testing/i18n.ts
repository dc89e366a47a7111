import { i18n, initI18n } from '@/i18n/i18n';

/**
 * Each test file is a page load: English (jsdom's browser language), the language files loaded
 * as in production, the core part at startup and a screen's parts when its route or its lazy
 * component asks for them. So a screen that forgets its parts shows bare keys in its tests too.
 */
export async function initTestI18n(): Promise<void> {
  if (!i18n.isInitialized) await initI18n();
}
