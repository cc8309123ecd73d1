#!/usr/bin/env node
/**
 * The npm registry reachable here serves only this platform's builds of packages like rollup, esbuild
 * and biome, so `npm install` writes a lockfile without their other-platform optional variants, and
 * `npm ci` then rejects the lockfile as out of sync. This adds the missing variants as optional
 * entries with their os/cpu/libc read from the package name, so `npm ci` skips them on this platform
 * as it would on any other. Run it after every `npm install` that changes package-lock.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];
const ALIASES = {
  win: 'win32',
  x86_64: 'x64',
  aarch64: 'arm64',
  gnueabihf: 'arm',
  eabi: 'arm',
  musleabihf: 'arm',
};

function platformOf(name) {
  const parts = name
    .split('/')
    .pop()
    .split('-')
    .map((p) => ALIASES[p] ?? p);
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('arm') ? 'arm' : undefined);
  if (!os || !cpu) return null;
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [name.includes('musl') ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${dep}`] = {
      version,
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} other-platform optional entries`);
