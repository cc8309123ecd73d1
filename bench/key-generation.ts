/**
 * SSH key generation under load (N7): starts the real server on the demo organisation and
 * prints the median latency of a signed-in GET alone, then while the four app users rotate recipient
 * keys in a loop, and their ratio. Not part of `npm run bench`; see BENCHMARKS.md.
 *
 * Usage: node --import tsx bench/key-generation.ts [port]   (default 4391)
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureRotationLoad, rotatingClients } from '../server/testing/key-rotation-load.ts';
import { seedData, startServer } from './server.ts';

const SAMPLES = 40;
const GAP_MS = 50;

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.argv[2] ?? 4391);
const dist = join(root, 'dist');
const data = await seedData(root, port, dist, 'default');
const server = await startServer(root, port, dist, data);
try {
  const clients = await rotatingClients(server.url);
  const load = await measureRotationLoad(server.url, clients, { samples: SAMPLES, gapMs: GAP_MS });
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`GET /api/auth-status, median of ${SAMPLES}+ each:`);
  console.log(`  idle                          ${ms(load.idleMs)}`);
  console.log(`  ${clients.length} users rotating keys       ${ms(load.loadedMs)}`);
  console.log(`  ratio                         ${(load.loadedMs / load.idleMs).toFixed(1)}×`);
  console.log(`  rotations meanwhile           ${load.rotated} made, ${load.refused} refused (429)`);
} finally {
  await server.stop();
  data.remove();
}
