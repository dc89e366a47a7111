import type { Page } from 'playwright-core';

export const CHROMIUM: { executablePath: string; args: string[] };
export function setTextSize(page: Page, factor: number): Promise<void>;
export function splitWords(page: Page, selector: string): Promise<string[]>;
