import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { version } from './package.json';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:4173';
/** Which build a page runs, as `<meta name="app-build">` (support questions, the update journey). */
const BUILD_ID = process.env.BUILD_ID || version;
/** The favicon's brand blue (also index.html's theme-color meta) and the page background (bg.canvas). */
const THEME_COLOR = '#1d4ed8';
const BACKGROUND_COLOR = '#fcfcfd';
/**
 * Chunks of code that every page runs at start-up. Without them Rolldown splits what the entry shares with
 * the routes into some forty small chunks, each compressed on its own: about 7 KiB more gzip for
 * /overview (the size budget, scripts/check-budgets.mjs). A group takes only modules that are in the
 * bundle, but all of them, wherever used: keep lazily used code out of these patterns.
 */
const FIRST_SCREEN_CHUNKS = [
  // React, the router, the query cache, valibot and wretch.
  {
    name: 'framework',
    test: /node_modules\/(react|react-dom|scheduler|@tanstack|valibot|wretch|use-sync-external-store)\//,
  },
  // Panda's css() runtime and JSX factory (recipes stay with the components that use them).
  { name: 'styles', test: /styled-system\/(css\/|jsx\/|helpers\.)/ },
  // The small UI parts the first screen draws with and lazy chunks share: left to the bundler they made
  // five chunks of 0.3-1.9 KB gzipped, each its own request and gzip stream (as one: 0.7 KB less).
  {
    name: 'ui-kit',
    test: new RegExp(
      [
        'src/components/ui/(button|icons|spinner|visually-hidden|badge)\\.tsx',
        'styled-system/(recipes/(badge|button|spinner|create-recipe)|patterns/visually-hidden)\\.mjs',
        '@zag-js/utils/dist/(warning|object)\\.mjs',
      ].join('|'),
    ),
  },
  // The network door, helpers, every area's query factories, the session and the offline policy (not the
  // form wire module src/api/wire/, which only the forms and detail pages use).
  {
    name: 'data',
    test: new RegExp(
      `/src/(${[
        'api/(http|errors|paging|query-keys|config)\\.ts',
        'api/schemas/(envelope|destination|auth|organization|common|transfer)\\.ts',
        'api/endpoints/(auth|destinations|organization|overview)\\.ts',
        // Not lib/overdue.ts and the instant parser only it uses (api-instant.ts): only the overview's
        // on-call part (loaded after its first render) and the destination pages use them; nor lib/csv.ts
        // (the report's download).
        'lib/(?!overdue\\.|api-instant\\.|csv\\.)',
        'features/(auth|destinations|overview)/queries\\.ts',
        'features/auth/(session|sign-in|sign-out|query-cache|environment|startup-session|device-traces|redirect)\\.ts',
        'offline/(persistence|wipe|app-badge|storage-errors|storage-names|network-status|last-session|preferences|query-network|unsaved-edits|restore-progress|color-scheme)\\.ts',
      ].join('|')})`,
    ),
  },
];
/**
 * Routes whose loaders stay in the entry: the overview's, the first screen of most visits, whose loader
 * starts its data fetches the moment the route matches (its queries are in the entry anyway). Every other route's
 * loader is a chunk of its own beside its component, so that the entry does not carry every area's
 * queries, endpoints and schemas (the size budget on the wire, BENCHMARKS.md).
 */
const FIRST_SCREEN_ROUTES = /^\/_authed\/overview(\/|$)/;
const LOADER_SPLIT = [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']];
/** Modules with no side effects on import (see build.rolldownOptions.treeshake). */
const SIDE_EFFECT_FREE = /\/(src\/components\/ui|styled-system)\/[^?]*\.(ts|tsx|mjs|js)$/;

const buildIdMeta = (): Plugin => ({
  name: 'app-build-meta',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { name: 'app-build', content: BUILD_ID }, injectTo: 'head' },
  ],
});

/** The project's root: this file's directory, Vite's root too (it is where the builds run). */
const PROJECT_ROOT = fileURLToPath(new URL('.', import.meta.url));
/** A module's id as a path from the project's root, with '/' (ids of virtual modules stay as they are). */
const repoPath = (id: string) =>
  path.isAbsolute(id) ? path.relative(PROJECT_ROOT, id).split(path.sep).join('/') : id;

/**
 * Writes `.vite/modules.json` beside Vite's manifest: for every chunk, the modules it holds and their rendered
 * bytes. The manifest lists chunks, not modules; scripts/check-budgets.mjs needs both to say which route
 * loads uPlot, micromark or Temporal.
 */
const chunkModules = (): Plugin => ({
  name: 'chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks: Record<string, Record<string, number>> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      chunks[output.fileName] = Object.fromEntries(
        Object.entries(output.modules).map(([id, module]) => [repoPath(id), module.renderedLength]),
      );
    }
    this.emitFile({
      type: 'asset',
      fileName: '.vite/modules.json',
      source: `${JSON.stringify(chunks, null, 1)}\n`,
    });
  },
});

/**
 * Ark's createToaster reaches the toast store through `import * as toast` and a call on that namespace,
 * which makes Rolldown keep every export of @zag-js/toast: the toast machines, dismissable layers and DOM
 * helpers (about 10 KiB gzipped) would ship with the first screen only to create the store. Importing
 * the one function by name lets the rest wait for the toast view (src/app/deferred-ui.ts). Should Ark
 * change that file, this does nothing and the size budget says so.
 */
const namedToastStoreImport = (): Plugin => ({
  name: 'named-toast-store-import',
  transform: {
    filter: { id: /@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]toast[\\/]create-toaster\.js$/ },
    handler: (code) =>
      code
        .replace('import * as toast from "@zag-js/toast";', 'import { createStore } from "@zag-js/toast";')
        .replace('toast.createStore(', 'createStore('),
  },
});

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): the chunks holding the
 * overdue rule are compiled whole as they load, off the main thread, instead of function by function
 * on first call, which is when the whole list has just arrived and the overview judges 5,000
 * destinations at once (issue 25, BENCHMARKS.md: 0.3–1.5 ms of that task was lazy compilation).
 */
const COMPILE_HINT_MODULES = [
  'src/features/overview/on-call.ts',
  'src/lib/overdue.ts',
  'src/lib/api-instant.ts',
];
const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: 'build',
  // After minification, which drops comments.
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      if (output.moduleIds.some((id) => COMPILE_HINT_MODULES.includes(repoPath(id))))
        output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
    }
  },
});

/**
 * The chunks a returning user's first screen runs beyond index.html's own preloads, listed in index.html
 * (a JSON script, which the CSP lets be: it never runs) for public/first-paint.js, which preloads them
 * while the page is still being parsed: the snapshot restore of a remembered session, and the overview's
 * or a destination's route chunks. Found by the router, they arrive as a waterfall instead, each level of
 * imports seen only once the level above is parsed (five levels for a destination's page).
 */
const FIRST_SCREEN_MODULES = {
  signedIn: ['src/offline/snapshot/activation.ts'],
  overview: ['src/routes/_authed/overview/route.tsx', 'src/routes/_authed/overview/index.tsx'],
  destination: [
    'src/routes/_authed/destinations/$destinationId/route.tsx',
    'src/routes/_authed/destinations/$destinationId/index.tsx',
  ],
};
export const FIRST_SCREEN_CHUNKS_ID = 'first-screen-chunks';

const firstScreenPreloads = (): Plugin => ({
  name: 'first-screen-preloads',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      if (!bundle) return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (files: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        for (const file of files) visit(file);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('The build has no entry chunk to preload beside.');
      const preloaded = withImports([entry.fileName]);
      const list = (modules: string[]) => {
        const files = chunks
          .filter(
            (chunk) =>
              chunk.facadeModuleId && modules.includes(repoPath(chunk.facadeModuleId.split('?')[0] ?? '')),
          )
          .map((chunk) => chunk.fileName);
        if (files.length === 0)
          throw new Error(`No chunk holds ${modules.join(', ')}: update FIRST_SCREEN_MODULES.`);
        return [...withImports(files)].filter((file) => !preloaded.has(file)).map((file) => `/${file}`);
      };
      const lists = Object.fromEntries(
        Object.entries(FIRST_SCREEN_MODULES).map(([screen, modules]) => [screen, list(modules)]),
      );
      return [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: FIRST_SCREEN_CHUNKS_ID },
          children: JSON.stringify(lists),
          injectTo: 'head-prepend',
        },
      ];
    },
  },
});

/**
 * A first paint without JavaScript (issue 14): the sign-in screen and the signed-in frame, rendered at build
 * time by the app's own components (src/app/first-paint.tsx, loaded through a throwaway Vite SSR server)
 * into index.html's #root.
 * It is in the precached index.html too, so it paints offline as well.
 */
const prerenderFirstPaint = (): Plugin => ({
  name: 'prerender-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    async handler(html) {
      const { createServer } = await import('vite');
      const server = await createServer({
        configFile: false,
        root: PROJECT_ROOT,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        resolve: { alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) } },
        plugins: [react()],
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderFirstPaint } = await server.ssrLoadModule('/src/app/first-paint.tsx');
        const markup = (renderFirstPaint as () => string)();
        if (!html.includes('<div id="root"></div>'))
          throw new Error('index.html has no empty #root to fill.');
        return html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
      } finally {
        await server.close();
      }
    },
  },
});

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (FIRST_SCREEN_ROUTES.test(routeId) ? undefined : LOADER_SPLIT),
      },
    }),
    react(),
    buildIdMeta(),
    chunkModules(),
    namedToastStoreImport(),
    compileHints(),
    prerenderFirstPaint(),
    firstScreenPreloads(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      // Written to dist/manifest.webmanifest and linked from index.html by the plugin.
      manifest: {
        id: '/',
        name: 'Prequel Console',
        short_name: 'Prequel',
        description: "Send your customers' data to their warehouses, databases and buckets.",
        lang: 'en',
        start_url: '/overview',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest (dist/.vite/manifest.json) feeds the size budgets (scripts/check-budgets.mjs).
    manifest: true,
    // Every browser the console supports preloads modules natively; the polyfill would be dead weight.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // The UI wrappers and Panda's generated styled-system only define components, recipes and
      // functions: a module of theirs that nothing uses is dropped, so importing one part through the UI
      // barrel does not bring every Ark machine with it. Anything else keeps the default.
      treeshake: { moduleSideEffects: (id) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
      output: { codeSplitting: { groups: FIRST_SCREEN_CHUNKS } },
    },
  },
  server: {
    proxy: {
      // The API refuses writes from origins it does not know (server/http/request-guard.ts): a page of
      // this dev server is one of the API's own pages, so its Origin is passed on as the API's. Other
      // origins are passed on unchanged, and refused.
      '/api': {
        target: API_TARGET,
        configure: (proxy) =>
          proxy.on('proxyReq', (proxyReq, req) => {
            const host = req.headers.host;
            if (host && req.headers.origin === `http://${host}`) proxyReq.setHeader('Origin', API_TARGET);
          }),
      },
      '/config.json': API_TARGET,
    },
  },
});
