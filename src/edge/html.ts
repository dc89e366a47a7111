/**
 * Text from the API put into HTML the edge writes: every character that could end a text or a
 * double-quoted attribute becomes a reference. The edge writes no other quoting.
 */
const REFERENCES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => REFERENCES[character]!);

/** Escaped HTML, marked so that a template knows not to escape it again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = string | number | SafeHtml | null | undefined | false | readonly Part[];

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
};

/** A template whose every value is escaped unless it is already SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  return new SafeHtml(
    strings.reduce(
      (out, text, index) => out + text + (index < values.length ? render(values[index]!) : ''),
      '',
    ),
  );
}
