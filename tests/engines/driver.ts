/**
 * The driver the cross-engine journeys speak (tests/engines/journeys.ts): one interface, written once
 * over the few primitives each engine's automation offers (engines/*.ts). Elements are found inside the
 * page by role and accessible name (page-lib.js), then clicked with the engine's own pointer at the
 * point a person would click, so whatever covers the target gets the click, as it would for a person.
 * Waits poll a condition until a deadline: there are no fixed sleeps.
 */
import { readFileSync } from 'node:fs';
import { SNAPSHOT_READER } from '../support/snapshot-reader.ts';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** An element by role and accessible name (a string matches whole, a RegExp searches), or by CSS. */
export type Target =
  | { role: string; name?: string | RegExp; level?: number; within?: Target }
  | { css: string; within?: Target };

export type Key = 'Escape' | 'Enter' | 'Tab' | 'Control+K';

/** What each engine's adapter provides; everything else is built on these. */
export interface EngineSession {
  readonly engine: EngineName;
  /** Browser name and version, as the browser reports it. */
  readonly version: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Evaluates a JavaScript expression in the page whose value (awaited if a promise) is a string. */
  evaluateString(expression: string): Promise<string | null>;
  /** Runs `script` in every new document before the page's own scripts, where the engine can. */
  addInitScript?(script: string): Promise<void>;
  mouseClick(x: number, y: number): Promise<void>;
  /** A PNG of the viewport, what a person would see. */
  screenshot(): Promise<Buffer>;
  typeText(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Sets the page's viewport (the window's inside), in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** Cuts or restores the network as the browser's offline mode; absent where the engine has none. */
  setOffline?(offline: boolean): Promise<void>;
  close(): Promise<void>;
}

/** The journeys' driver. */
export interface Driver {
  readonly engine: EngineName;
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  path(): Promise<string>;
  click(target: Target, options?: { timeoutMs?: number }): Promise<void>;
  type(target: Target, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The text of the main region, whitespace squashed. */
  mainText(): Promise<string>;
  setViewport(width: number, height: number): Promise<void>;
  /** Whether the engine can go offline by itself (else the journeys stop the server instead). */
  readonly canGoOffline: boolean;
  setOffline(offline: boolean): Promise<void>;
  /** Evaluates an expression in the page; `__engines` (page-lib.js) is there. */
  evaluate<T>(expression: string): Promise<T>;
  /** Calls one of page-lib.js's helpers with JSON arguments. */
  call<T>(helper: string, ...args: unknown[]): Promise<T>;
  count(target: Target): Promise<number>;
  visible(target: Target): Promise<boolean>;
  /**
   * Polls `check` until it returns without throwing, and returns its value; after `timeoutMs` throws
   * "timed out waiting for <what>" with the last reason `check` gave.
   */
  waitFor<T>(what: string, check: () => Promise<T>, timeoutMs?: number): Promise<T>;
  waitVisible(target: Target, timeoutMs?: number): Promise<void>;
  waitHidden(target: Target, timeoutMs?: number): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /** The page's uncaught errors and unhandled rejections since the last call (every page since). */
  takeErrors(): Promise<string[]>;
}

/** How long a wait lasts unless told: generous, the machine has two shared cores. */
export const WAIT_MS = 15_000;
const POLL_MS = 100;

/**
 * page-lib.js called with the snapshot reader: a script for init scripts, an expression (no `eval`: the
 * console's CSP refuses it) to evaluate.
 */
const PAGE_LIB_FUNCTION = readFileSync(new URL('./page-lib.js', import.meta.url), 'utf8')
  .trim()
  .replace(/;$/, '');
const PAGE_LIB_EXPRESSION = `(${PAGE_LIB_FUNCTION})(${SNAPSHOT_READER})`;
export const PAGE_LIB = `${PAGE_LIB_EXPRESSION};`;
const MISSING = '__engines-missing__';

/** A target as JSON for page-lib.js (a RegExp as its source and flags). */
export function wire(target: Target): unknown {
  const within = target.within ? wire(target.within) : undefined;
  if ('css' in target) return { css: target.css, within };
  const { name } = target;
  return {
    role: target.role,
    level: target.level,
    within,
    name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name,
  };
}

export function describeTarget(target: Target): string {
  const inside = target.within ? ` in ${describeTarget(target.within)}` : '';
  if ('css' in target) return `${target.css}${inside}`;
  const name = target.name === undefined ? '' : ` "${String(target.name)}"`;
  return `${target.role}${name}${inside}`;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDriver(session: EngineSession, origin: string): Driver {
  const errors: string[] = [];

  const evaluate = async <T>(expression: string): Promise<T> => {
    const wrapped = `(async () => window.__engines ? JSON.stringify(await (${expression})) ?? 'null' : ${JSON.stringify(JSON.stringify(MISSING))})()`;
    let json = await session.evaluateString(wrapped);
    if (json === JSON.stringify(MISSING)) {
      await session.evaluateString(`(${PAGE_LIB_EXPRESSION}, 'null')`);
      json = await session.evaluateString(wrapped);
    }
    return (json === null ? null : JSON.parse(json)) as T;
  };
  const call = <T>(helper: string, ...args: unknown[]) =>
    evaluate<T>(`window.__engines.${helper}(${args.map((a) => JSON.stringify(a)).join(', ')})`);

  /** Keeps the errors of the page about to be left (it may already be gone: then nothing is lost twice). */
  const keepErrors = async () => {
    try {
      errors.push(...(await call<string[]>('takeErrors')));
    } catch {
      // The page is gone or navigating; its errors went with it.
    }
  };

  const waitFor = async <T>(what: string, check: () => Promise<T>, timeoutMs = WAIT_MS): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    let reason = '';
    for (;;) {
      try {
        return await check();
      } catch (error) {
        reason = (error as Error).message;
      }
      if (Date.now() > deadline)
        throw new Error(
          `timed out after ${timeoutMs / 1000} s waiting for ${what}${reason ? `: ${reason}` : ''}`,
        );
      await delay(POLL_MS);
    }
  };

  const count = (target: Target) => call<number>('count', wire(target));

  const driver: Driver = {
    engine: session.engine,
    canGoOffline: session.setOffline !== undefined,
    async goto(path) {
      await keepErrors();
      await session.goto(new URL(path, origin).href);
    },
    async reload() {
      await keepErrors();
      await session.reload();
    },
    async path() {
      const url = new URL(await session.url());
      return url.pathname + url.search;
    },
    async click(target, { timeoutMs = WAIT_MS } = {}) {
      // Like a person: find it, wait until it holds still and nothing covers it, click its middle with
      // the pointer. (A page still laying itself out would move it under the pointer: Playwright's
      // "stable" check, two reads in a row at the same place.)
      let last = '';
      const point = await waitFor(
        `a click on ${describeTarget(target)}`,
        async () => {
          const p = await call<{ found: boolean; x: number; y: number; reaches: boolean; covered: string }>(
            'clickPoint',
            wire(target),
          );
          if (!p.found) throw new Error('not on the page');
          if (!p.reaches) throw new Error(`covered by ${p.covered}`);
          const [previous, now] = [last, `${p.x},${p.y}`];
          last = now;
          if (previous !== now) throw new Error(`moving (at ${now}, was at ${previous || 'nowhere'})`);
          return p;
        },
        timeoutMs,
      );
      await session.mouseClick(point.x, point.y);
    },
    async type(target, text) {
      await driver.click(target);
      await waitFor(`${describeTarget(target)} to take the focus`, async () => {
        if (!(await call<boolean>('focusForTyping', wire(target)))) throw new Error('not focused');
      });
      await session.typeText(text);
    },
    press: (key) => session.press(key),
    mainText: () => call<string>('mainText'),
    setViewport: (width, height) => session.setViewport(width, height),
    async setOffline(offline) {
      if (!session.setOffline) throw new Error(`${session.engine} has no offline mode`);
      await session.setOffline(offline);
    },
    evaluate,
    call,
    screenshot: () => session.screenshot(),
    count,
    visible: async (target) => (await count(target)) > 0,
    waitFor,
    async waitVisible(target, timeoutMs) {
      await waitFor(
        `${describeTarget(target)} to show`,
        async () => {
          if ((await count(target)) === 0) throw new Error('not shown');
        },
        timeoutMs,
      );
    },
    async waitHidden(target, timeoutMs) {
      await waitFor(
        `${describeTarget(target)} to go`,
        async () => {
          if ((await count(target)) > 0)
            throw new Error(`still shown: ${await call<string>('describeFirst', wire(target))}`);
        },
        timeoutMs,
      );
    },
    async takeErrors() {
      await keepErrors();
      return errors.splice(0);
    },
  };
  return driver;
}
