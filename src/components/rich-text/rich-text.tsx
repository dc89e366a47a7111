import { createElement, useMemo, type ReactNode } from 'react';
import { textLanguage } from '@/lib/bidi';
import { sanitizedTree, type RichNode } from '@/lib/sanitize-html';

interface RichTextProps {
  /** HTML from an employer (a job ad, a company text): never trusted. */
  html: string;
  className?: string;
  /**
   * The language the text is written in (BCP 47), when it may differ from the page's; a language
   * written right to left gives the text that direction too.
   */
  lang?: string;
}

/** React's names for the kept attributes that differ from HTML's (lib/sanitize-rules). */
const REACT_PROPS: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };

function toReact(nodes: RichNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const props: Record<string, string | number> = { key: index };
    for (const [name, value] of Object.entries(node.attributes))
      props[REACT_PROPS[name] ?? name] = value;
    return createElement(node.tag, props, ...toReact(node.children));
  });
}

/**
 * The portal's one way to show employer HTML: what the hardened sanitiser keeps
 * (lib/sanitize-html), built as React elements. No HTML string reaches the page, so it needs no
 * HTML sink and no Trusted Types policy; nothing here touches the DOM, so the edge renders it on
 * the server and the page hydrates it as it is.
 */
export function RichText({ html, className, lang }: RichTextProps) {
  const content = useMemo(() => toReact(sanitizedTree(html)), [html]);
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} {...textLanguage(lang)}>
      {content}
    </div>
  );
}
