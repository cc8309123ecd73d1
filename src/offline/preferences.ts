/**
 * Device preferences that survive a reload. Only non-secret choices live here (localStorage is readable
 * by any script of the origin). Storage may be missing or throw (privacy modes, disabled cookies): the
 * console then simply starts with the default.
 */
import * as v from 'valibot';
import { DEFAULT_ENVIRONMENT } from '../api/http.ts';
import { type Environment, environment } from '../api/schemas/envelope.ts';
import { LOCAL_STORAGE_KEYS } from './storage-names.ts';

export function loadEnvironment(): Environment {
  try {
    const stored = localStorage.getItem(LOCAL_STORAGE_KEYS.environment);
    const parsed = v.safeParse(environment, stored);
    return parsed.success ? parsed.output : DEFAULT_ENVIRONMENT;
  } catch {
    return DEFAULT_ENVIRONMENT;
  }
}

export function saveEnvironment(env: Environment): void {
  // A wrong value is a bug in the caller, not a storage problem: say so instead of storing it.
  const parsed = v.safeParse(environment, env);
  if (!parsed.success) {
    throw new TypeError(`Cannot save environment ${JSON.stringify(env)}: expected "prod" or "staging".`);
  }
  try {
    localStorage.setItem(LOCAL_STORAGE_KEYS.environment, parsed.output);
  } catch {
    // Not remembered across reloads; the current tab keeps the choice in memory.
  }
}
