/** What every engine's launcher is given (tests/engines/run.ts). */
export interface LaunchOptions {
  /** The egress sink as `127.0.0.1:<port>`: the browser's proxy for everything but loopback. */
  proxy: string;
  viewport: { width: number; height: number };
  /** The browser's environment: LANG decides the locale WebKit reports. */
  env: Record<string, string | undefined>;
  /** A directory of the run's own for the browser's files (removed afterwards). */
  workDir: string;
}
