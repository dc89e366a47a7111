// Reads a Netlify/Cloudflare-style _headers file: a path pattern line, then indented "Name: value"
// lines. The local server applies the same file the CDN does, so the tests run under the real CSP.
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: {} };
      rules.push(current);
    } else if (current) {
      const index = line.indexOf(':');
      if (index > 0) current.headers[line.slice(0, index).trim()] = line.slice(index + 1).trim();
    }
  }
  return rules;
}

function matches(pattern, pathname) {
  if (pattern === pathname) return true;
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return false;
}

export function headersFor(rules, pathname) {
  const headers = {};
  for (const rule of rules) {
    if (matches(rule.pattern, pathname)) Object.assign(headers, rule.headers);
  }
  return headers;
}
