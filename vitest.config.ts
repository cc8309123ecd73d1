import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) } },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'sw/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'tests/support/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
  },
});
