/**
 * Where the bench keeps its temporary files: the seeded databases (hundreds of MB, copied for every
 * server) and the browsers' profiles (their IndexedDB). In memory where the machine has a tmpfs, so the
 * disk's write-back of one copy does not slow the reads and writes measured after it (iowait scattered
 * the offline copy's restore from 45 to 180 ms between loads).
 */
import { accessSync, constants } from 'node:fs';
import { tmpdir } from 'node:os';

const MEMORY_DIR = '/dev/shm';

function inMemory(): string | null {
  try {
    accessSync(MEMORY_DIR, constants.W_OK);
    return MEMORY_DIR;
  } catch {
    return null;
  }
}

export const SCRATCH_DIR = inMemory() ?? tmpdir();

/** Points the temporary files of this process (Playwright's browser profiles among them) at SCRATCH_DIR. */
export function tempFilesInScratch(): void {
  process.env.TMPDIR = SCRATCH_DIR;
}
