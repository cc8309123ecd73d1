/**
 * Size figures of a build, computed by the build's own budget check (scripts/check-budgets.mjs, owned by
 * the size budgets) so the bench and the build can never disagree on what "initial JS" means.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MetricResult } from './report.ts';

interface Sizes {
  overviewGzip: number;
  /** /overview with the snapshot restore a remembered session loads before its first render. */
  overviewSignedInGzip: number;
  loginGzip: number;
  precacheFiles: number;
  precacheBytes: number;
}

const KIB = 1024;

export async function measureSizes(root: string, distDir: string): Promise<MetricResult[]> {
  const script = join(root, 'scripts/check-budgets.mjs');
  if (!existsSync(script)) throw new Error(`${script} is missing: the bench reuses its size computation.`);
  // Imported by URL: the script is plain JavaScript without type declarations.
  const { measureDist } = (await import(pathToFileURL(script).href)) as {
    measureDist: (distDir: string, routeTreeFile: string) => Sizes;
  };
  const sizes = measureDist(distDir, join(root, 'src/routeTree.gen.ts'));
  return [
    { id: 'size-overview-js', runs: [sizes.overviewGzip / KIB] },
    { id: 'size-overview-signed-in-js', runs: [sizes.overviewSignedInGzip / KIB] },
    { id: 'size-login-js', runs: [sizes.loginGzip / KIB] },
    { id: 'size-precache', runs: [sizes.precacheBytes / KIB] },
  ];
}
