/**
 * The console's build with a built floor beside it, under bench-floor/: emitted as assets while the
 * bundle is generated, so the files are on disk when vite-plugin-pwa globs the output for the worker's
 * precache list (at closeBundle). Assets emitted this way change no chunk of the console's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mergeConfig, type Plugin } from 'vite';
import consoleConfig from '../../vite.config.ts';
import { FLOOR_DIR_ENV } from './build.ts';
import { FLOOR_BASE } from './vite.config.ts';

/** The floor's folder in the console's output: its base without the slashes. */
export const FLOOR_FOLDER = FLOOR_BASE.replace(/^\/|\/$/g, '');

const floorAssets = (): Plugin => ({
  name: 'bench-floor-assets',
  apply: 'build',
  generateBundle() {
    const dirEnv = process.env[FLOOR_DIR_ENV];
    if (!dirEnv)
      throw new Error(`${FLOOR_DIR_ENV} must name the built floor's directory (buildFloor's outDir).`);
    const dir = path.resolve(dirEnv);
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    if (!files.some((entry) => entry.name === 'index.html' && entry.parentPath === dir))
      throw new Error(`${dir} holds no built floor (index.html).`);
    for (const entry of files) {
      const file = path.join(entry.parentPath, entry.name);
      const rel = path.relative(dir, file).split(path.sep).join('/');
      this.emitFile({ type: 'asset', fileName: `${FLOOR_FOLDER}/${rel}`, source: readFileSync(file) });
    }
  },
});

export default mergeConfig(consoleConfig, { plugins: [floorAssets()] });
