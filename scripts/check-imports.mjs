#!/usr/bin/env node
/**
 * Keeps imports flowing one way (ARCHITECTURE.md "The house"): the layers of src/, server/ and sw/ and
 * what each may import are in scripts/import-rules.mjs; this file reads the sources and applies them.
 *
 * Plain Node, no dependencies: comments are blanked by a small scanner (strings, templates and regex
 * literals are skipped so '//' inside them is not a comment), then static, side-effect, dynamic and
 * type-position `import('…')` specifiers are read. Packages are not checked.
 *
 * It also refuses an import cycle among these files (scripts/import-cycles.mjs), through imports of
 * every kind: a circle of types loads nothing in a circle, but its files still cannot be read, changed
 * or moved one without the other.
 *
 * Usage: node scripts/check-imports.mjs [root]   (exit 1 and one line per broken import or cycle)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles } from './import-cycles.mjs';
import { brokenRule, mayRunSql, misplacedFile, SQL_RULE } from './import-rules.mjs';

const SQL_CALL = /\.prepare\(|\bcachedStatement\(/g;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '.js', '.mjs', '/index.ts', '/index.tsx'];
/** Words after which '/' starts a regex literal rather than dividing. */
const REGEX_KEYWORDS = new Set(
  'return typeof case do else in of new delete void throw instanceof yield await'.split(' '),
);

/** The text with every comment replaced by spaces (newlines kept), so indexes and lines still match. */
export function blankComments(text) {
  const out = text.split('');
  let i = 0;
  let regexMayStart = true; // false right after a value, where '/' divides
  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  const skipQuoted = (q) => {
    for (i++; i < text.length && text[i] !== q && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    i++;
  };
  const skipTemplate = () => {
    for (i++; i < text.length && text[i] !== '`'; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '$' && text[i + 1] === '{') {
        i += 2;
        scan(true);
      }
    }
    i++;
  };
  const skipRegex = () => {
    let inClass = false;
    for (let k = i + 1; k < text.length && text[k] !== '\n'; k++) {
      if (text[k] === '\\') k++;
      else if (text[k] === '[') inClass = true;
      else if (text[k] === ']') inClass = false;
      else if (text[k] === '/' && !inClass) {
        i = k + 1;
        return true;
      }
    }
    return false; // no closing slash on the line: it was a division after all
  };
  function scan(untilBrace) {
    let depth = 0;
    while (i < text.length) {
      const c = text[i];
      const d = text[i + 1];
      if (c === '/' && d === '/') {
        const end = text.indexOf('\n', i);
        blank(i, end === -1 ? text.length : end);
        i = end === -1 ? text.length : end;
      } else if (c === '/' && d === '*') {
        const end = text.indexOf('*/', i + 2);
        blank(i, end === -1 ? text.length : end + 2);
        i = end === -1 ? text.length : end + 2;
      } else if (c === '"' || c === "'") {
        skipQuoted(c);
        regexMayStart = false;
      } else if (c === '`') {
        skipTemplate();
        regexMayStart = false;
      } else if (c === '/' && regexMayStart && skipRegex()) {
        regexMayStart = false;
      } else if (/[\w$]/.test(c)) {
        const word = /^[\w$]+/.exec(text.slice(i, i + 64))[0];
        i += word.length;
        regexMayStart = REGEX_KEYWORDS.has(word);
      } else {
        if (untilBrace && c === '}' && depth-- === 0) return;
        if (untilBrace && c === '{') depth++;
        if (!/\s/.test(c)) regexMayStart = !')]'.includes(c);
        i++;
      }
    }
  }
  scan(false);
  return out.join('');
}

const IMPORT_PATTERNS = [
  /^[ \t]*(?:import|export)\b[\w\s{},*$]*?\bfrom\s*(['"])([^'"\n]+)\1/gm, // import … from, export … from
  /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm, // import './side-effect'
  /\bimport\s*\(\s*(['"`])([^'"`\n]+)\1\s*[,)]/g, // import('…'), also in type positions
];

/** Every module specifier in the source, with the 1-based line where its statement starts. */
export function findImports(text) {
  const code = blankComments(text);
  const found = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const m of code.matchAll(pattern)) {
      const start = m.index + (m[0].length - m[0].trimStart().length);
      found.push({ specifier: m[2], line: code.slice(0, start).split('\n').length });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

const toPosix = (p) => p.split(path.sep).join('/');

/** Where a specifier points, relative to root; null for packages (not checked). */
function resolveTarget(root, fromFile, specifier) {
  const bare = specifier.replace(/[?#].*$/, '');
  let abs;
  if (bare.startsWith('./') || bare.startsWith('../')) abs = path.resolve(path.dirname(fromFile), bare);
  else if (bare === 'styled-system' || bare.startsWith('styled-system/')) abs = path.join(root, bare);
  else return null;
  const hit = RESOLVE_SUFFIXES.map((s) => abs + s).find((p) => existsSync(p) && statSync(p).isFile());
  return toPosix(path.relative(root, hit ?? abs));
}

function listSources(root, dir, ext) {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => toPosix(path.relative(root, path.join(e.parentPath ?? e.path, e.name))))
    .filter((rel) => !rel.split('/').some((part) => part === 'node_modules' || part.startsWith('.')))
    .sort();
}

/** Lines (1-based) of `.prepare(` / `cachedStatement(` calls outside comments. */
export function findSqlCalls(text) {
  const code = blankComments(text);
  return [...code.matchAll(SQL_CALL)].map((m) => code.slice(0, m.index).split('\n').length);
}

/** Checks src/, server/ and sw/ (*.ts, *.tsx) under root; returns what was read and what is broken. */
export function checkImports(root) {
  const files = [
    ...listSources(root, 'src', /\.tsx?$/),
    ...listSources(root, 'server', /\.ts$/),
    ...listSources(root, 'sw', /\.ts$/),
  ];
  const violations = [];
  /** file → (imported file → its first import there), for the cycle check. */
  const imports = new Map(files.map((rel) => [rel, new Map()]));
  for (const rel of files) {
    const misplaced = misplacedFile(rel);
    if (misplaced) {
      violations.push({ file: rel, line: 1, specifier: '', rule: misplaced });
      continue;
    }
    const text = readFileSync(path.join(root, rel), 'utf8');
    if (!mayRunSql(rel)) {
      for (const line of findSqlCalls(text)) {
        violations.push({ file: rel, line, specifier: '', rule: SQL_RULE });
      }
    }
    for (const { specifier, line } of findImports(text)) {
      const target = resolveTarget(root, path.join(root, rel), specifier);
      const rule = target === null ? null : brokenRule(rel, target);
      if (rule) violations.push({ file: rel, line, specifier, rule });
      const edges = imports.get(rel);
      if (imports.has(target) && !edges.has(target)) edges.set(target, { line, specifier });
    }
  }
  return { files: files.length, violations, cycles: cyclesOf(imports) };
}

/** The import cycles, each with where its first file imports the second. */
function cyclesOf(imports) {
  const graph = new Map([...imports].map(([file, edges]) => [file, new Set(edges.keys())]));
  return importCycles(graph).map((cycle) => ({ cycle, ...imports.get(cycle[0]).get(cycle[1]) }));
}

export const formatViolation = (v) =>
  `${v.file}:${v.line}: ${v.specifier ? `'${v.specifier}': ` : ''}${v.rule}`;

export const formatCycle = (c) =>
  `${c.cycle[0]}:${c.line}: '${c.specifier}': import cycle ${c.cycle.join(' → ')}`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const { files, violations, cycles } = checkImports(root);
  for (const v of violations) console.error(formatViolation(v));
  for (const c of cycles) console.error(formatCycle(c));
  if (violations.length > 0) {
    console.error(`check-imports: ${violations.length} import(s) break the layer directions.`);
  }
  if (cycles.length > 0) {
    console.error(`check-imports: ${cycles.length} import cycle(s); imports may not go round.`);
  }
  if (violations.length > 0 || cycles.length > 0) process.exit(1);
  console.log(`check-imports: ${files} files, imports flow one way, no cycle.`);
}
