import { existsSync } from 'node:fs';

/** Debian's Chromium (browsers cannot be downloaded here); CHROME_PATH overrides. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error(`Chromium not found at ${path}; install Debian's chromium or set CHROME_PATH.`);
  return path;
}
