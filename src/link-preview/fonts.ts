import bold from '@fontsource/inter/files/inter-latin-700-normal.woff?inline';
import regular from '@fontsource/inter/files/inter-latin-400-normal.woff?inline';
import type { PreviewFonts } from './preview-image';

/** A `data:` address's bytes: the build writes each font into the worker's module as one. */
function bytesOf(dataAddress: string): ArrayBuffer {
  const text = atob(dataAddress.slice(dataAddress.indexOf(',') + 1));
  return Uint8Array.from(text, (character) => character.charCodeAt(0)).buffer;
}

let fonts: PreviewFonts | null = null;

/**
 * Inter (SIL Open Font License), its Latin letters (the Nordic ones among them), in the worker's
 * own bundle: a picture drawn at the edge waits for no font to download.
 */
export function previewFonts(): PreviewFonts {
  fonts ??= { regular: bytesOf(regular), bold: bytesOf(bold) };
  return fonts;
}
