/**
 * The preset's recipes and our global styles read `fonts.body` and `fonts.code`, which it does not
 * define: system stacks, so the console needs no web-font download (and works offline at once).
 */
export const fontTokens = {
  body: {
    value: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  code: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
};
