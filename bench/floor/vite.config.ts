/**
 * The floor's own build: React and react-dom only, served under /bench-floor/ from the console's dist
 * (console-with-floor.vite.config.ts puts it there before the worker's precache list is made).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const FLOOR_BASE = '/bench-floor/';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: FLOOR_BASE,
  publicDir: false,
  plugins: [react()],
  // No Panda: an inline PostCSS config stops Vite from finding the project's (postcss.config.cjs).
  css: { postcss: {} },
  build: {
    target: 'es2022',
    sourcemap: false,
    // As the console: every supported browser preloads modules natively.
    modulePreload: { polyfill: false },
  },
});
