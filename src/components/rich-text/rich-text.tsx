import { createElement, useMemo, type ReactNode } from 'react';
import { sanitizedFragment } from '@/lib/sanitize-html';

interface RichTextProps {
  /** HTML from an employer (a job ad, a company text): never trusted. */
  html: string;
  className?: string;
  /** The language the text is written in (BCP 47), when it may differ from the page's. */
  lang?: string;
}

/** React's names for the kept attributes that differ from HTML's (lib/sanitize-rules). */
const REACT_PROPS: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };

function toReact(nodes: NodeListOf<ChildNode>): ReactNode[] {
  return Array.from(nodes, (node, index) => {
    if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
    const element = node as Element;
    const props: Record<string, string | number> = { key: index };
    for (const { name, value } of Array.from(element.attributes))
      props[REACT_PROPS[name] ?? name] = value;
    return element.hasChildNodes()
      ? createElement(element.localName, props, ...toReact(element.childNodes))
      : createElement(element.localName, props);
  });
}

/**
 * The portal's one way to show employer HTML: what the hardened sanitiser keeps
 * (lib/sanitize-html), built as React elements. No HTML string reaches the page, so it needs no
 * HTML sink and no Trusted Types policy of its own, and it paints with the first render.
 */
export function RichText({ html, className, lang }: RichTextProps) {
  const content = useMemo(() => toReact(sanitizedFragment(html).childNodes), [html]);
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} lang={lang}>
      {content}
    </div>
  );
}
