#!/usr/bin/env node
/**
 * Keeps seeds, tests, journeys and benchmarks on this machine (SECURITY.md): a demo or a
 * test run must never send anything off the machine it runs on, so no file in those folders may name
 * an http(s) or ws(s) URL whose host is somewhere else. Allowed hosts: 127.0.0.1, localhost, [::1],
 * and names reserved never to be anyone's (*.example, *.invalid, *.test, *.localhost, example.com,
 * example.org, example.net and their subdomains). XML namespace names (http://www.w3.org/2000/svg)
 * and XML Signature algorithm names are identifiers, never fetched. A real address a test needs comes from the app's own constant
 * (e.g. WEBHOOK_FIXED_URLS), so it is written once, outside these folders.
 *
 * Hosts are read as the WHATWG URL parser reads them (0x7f000001 is 127.0.0.1). In template literals
 * `${…}` is unknown: a host that is entirely an expression is skipped, and one with a literal ending
 * (`minio.${x}.io`) is judged by that ending.
 *
 * Scanned: server/db/seed/**, server/**\/*.test.ts, server/testing/**, tests/**, bench/**,
 * scripts/*.test.ts. Plain Node, no dependencies.
 *
 * Usage: node scripts/check-urls.mjs [root]   (exit 1 and one line per off-machine URL)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TEXT_EXT = /\.(?:[cm]?[jt]sx?|json|md|html|sql|txt|ya?ml|css|svg)$/i;
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report']);
const URL_PATTERN = /\b(?:https?|wss?):\/\/[^\s'"`<>()\\]*/gi;
const NAMESPACES = [
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/XML/1998/namespace',
  // XML Signature's namespace and algorithm names (a test SAML IdP signs with them).
  'http://www.w3.org/2000/09/xmldsig',
  'http://www.w3.org/2001/04/xmldsig-more',
  'http://www.w3.org/2001/04/xmlenc',
  'http://www.w3.org/2001/10/xml-exc-c14n',
];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const RESERVED_SUFFIXES = ['.example', '.invalid', '.test', '.localhost'];
const RESERVED_DOMAINS = ['example.com', 'example.org', 'example.net'];
const MARK = '\u0000';

/** Whether a file (path relative to the root, with /) is one this check reads. */
export function inScope(rel) {
  if (!TEXT_EXT.test(rel)) return false;
  if (rel.startsWith('server/db/seed/') || rel.startsWith('server/testing/')) return true;
  if (rel.startsWith('server/') && /\.test\.tsx?$/.test(rel)) return true;
  if (rel.startsWith('tests/') || rel.startsWith('bench/')) return true;
  return /^scripts\/[^/]+\.test\.[cm]?[jt]s$/.test(rel);
}

/** Whether a host (as the URL parser gives it) is this machine or a name reserved for examples. */
export function isAllowedHost(hostname) {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (LOOPBACK.has(host)) return true;
  if (RESERVED_SUFFIXES.some((suffix) => host.endsWith(suffix)) || host === 'localhost') return true;
  return RESERVED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The authority with every `${…}` replaced by one marker character. */
function markTemplates(authority) {
  let out = '';
  for (let i = 0; i < authority.length; i++) {
    if (authority[i] === '$' && authority[i + 1] === '{') {
      let depth = 0;
      let j = i + 1;
      for (; j < authority.length; j++) {
        if (authority[j] === '{') depth++;
        else if (authority[j] === '}' && --depth === 0) break;
      }
      out += MARK;
      i = j;
    } else out += authority[i];
  }
  return out;
}

/** The host a URL names, normalised, or null when it cannot be known from the text. */
export function hostOf(url) {
  const afterScheme = url.slice(url.indexOf('://') + 3);
  let authority = markTemplates(afterScheme).split(/[/?#]/)[0] ?? '';
  authority = authority.slice(authority.lastIndexOf('@') + 1);
  let host = authority.startsWith('[')
    ? authority.slice(0, authority.indexOf(']') + 1)
    : authority.split(':')[0];
  host = (host ?? '').replace(/[.,;:]+$/, '');
  if (host.includes(MARK)) {
    const tail = host.slice(host.lastIndexOf(MARK) + 1);
    if (tail.includes('.')) host = `*${tail}`;
    else host = host.slice(0, host.indexOf(MARK)).replace(/[.-]+$/, '');
  }
  if (host === '') return null;
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return host.toLowerCase();
  }
}

/** Every URL in a text with its line and host (URLs whose host cannot be known are left out). */
export function findUrls(text) {
  const found = [];
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (index) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    if (NAMESPACES.some((ns) => url === ns || url.startsWith(`${ns}/`) || url.startsWith(`${ns}#`))) continue;
    const host = hostOf(url);
    if (host !== null) found.push({ url, host, line: lineOf(match.index ?? 0) });
  }
  return found;
}

function walk(dir, root, files) {
  for (const entry of readdirSync(dir)) {
    if (SKIP_DIRS.has(entry)) continue;
    const full = path.join(dir, entry);
    const stats = statSync(full);
    if (stats.isDirectory()) walk(full, root, files);
    else if (stats.isFile()) {
      const rel = path.relative(root, full).split(path.sep).join('/');
      if (inScope(rel)) files.push(rel);
    }
  }
  return files;
}

/** Every off-machine URL in the scanned files under `root`. */
export function checkUrls(root) {
  const files = [];
  for (const top of ['server', 'tests', 'bench', 'scripts']) {
    const dir = path.join(root, top);
    if (existsSync(dir)) walk(dir, root, files);
  }
  files.sort();
  const offenders = [];
  for (const file of files) {
    for (const url of findUrls(readFileSync(path.join(root, file), 'utf8'))) {
      if (!isAllowedHost(url.host)) offenders.push({ file, ...url });
    }
  }
  return { files: files.length, offenders };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const { files, offenders } = checkUrls(root);
  if (offenders.length === 0) {
    console.log(`check-urls: ${files} files, every URL stays on this machine or uses a reserved name.`);
  } else {
    for (const o of offenders)
      console.error(`${o.file}:${o.line}: ${o.url} (host ${o.host} is off this machine)`);
    console.error(
      `\ncheck-urls: ${offenders.length} URL(s) name a host off this machine. Use 127.0.0.1/localhost, a reserved ` +
        'name (*.example, *.invalid, *.test), or import the real address from the app instead of writing it.',
    );
    process.exit(1);
  }
}
