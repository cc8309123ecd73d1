/**
 * Drafts policy: a form being filled keeps what was typed across reloads and lost connections, secrets
 * excepted (ARCHITECTURE.md principles 4 and 5).
 *
 * Stored
 * - One IndexedDB database per user and environment (`console-drafts:<user key>:<environment>`, see
 *   storage-names.ts), one row per form keyed by its form id (route + entity id: 'destination:new',
 *   'source:<id>:edit'), holding the typed values and when they were saved.
 * - Never a secret: every write goes through stripSecrets, which drops the fields the form names as
 *   secret (from the server form's metadata, or the form's own known secret fields) and, whatever the
 *   form says, every wire secret name (SECRET_FIELDS) and anything named like a password, secret, token
 *   or key.
 *
 * When written: DRAFT_SAVE_DELAY_MS after the last change of that form, and at once when the page is
 * hidden or the form closes. When dropped: on a successful save or 'Discard draft' (clear), on load when
 * older than DRAFT_MAX_AGE_MS, and by the sign-out wipe (the 'console-' prefix). A delete from another tab
 * (sign-out there) closes this tab's connection for good, so no late write re-creates the database.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { Environment } from '../api/schemas/envelope.ts';
import { SECRET_FIELDS } from '../api/schemas/vendor.ts';
import { reportStorageError } from './storage-errors.ts';
import { DRAFTS_DB_VERSION, draftsDatabaseName, userKey } from './storage-names.ts';

export const DRAFT_SAVE_DELAY_MS = 400;
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export type DraftValues = Readonly<Record<string, unknown>>;

interface DraftRow {
  formId: string;
  values: DraftValues;
  /** Epoch ms of the write. */
  savedAt: number;
}

class DraftsDb extends Dexie {
  drafts!: EntityTable<DraftRow, 'formId'>;

  constructor(name: string) {
    super(name);
    this.version(DRAFTS_DB_VERSION).stores({ drafts: 'formId' });
  }
}

const WIRE_SECRETS: ReadonlySet<string> = new Set(SECRET_FIELDS);
/** A safety net for secret fields a form forgot to name. */
const SECRET_NAME = /password|secret|token|private_key|api_key|access_key/i;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The values without any secret, at any depth. */
export function stripSecrets(values: DraftValues, secretNames: Iterable<string> = []): DraftValues {
  const named = new Set(secretNames);
  const isSecret = (key: string) => named.has(key) || WIRE_SECRETS.has(key) || SECRET_NAME.test(key);
  const strip = (object: Readonly<Record<string, unknown>>): Record<string, unknown> => {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(object)) {
      if (isSecret(key)) continue;
      kept[key] = isPlainObject(value) ? strip(value) : value;
    }
    return kept;
  };
  return strip(values);
}

export interface DraftOwner {
  email: string;
  environment: Environment;
}

export interface DraftStore {
  /** The form's draft, or undefined when there is none (or it expired). */
  load(formId: string): Promise<DraftValues | undefined>;
  /** Keeps the values, secrets stripped, DRAFT_SAVE_DELAY_MS after the last call for that form. */
  save(formId: string, values: DraftValues, secretNames?: Iterable<string>): void;
  /** Writes every pending draft now. */
  flush(): Promise<void>;
  /** Forgets the form's draft, pending write included. */
  clear(formId: string): Promise<void>;
}

const stores = new Map<string, DraftStore>();

/** The drafts of one user in one environment; one store (and connection) per database per page. */
export function draftStore(owner: DraftOwner, now: () => number = Date.now): DraftStore {
  const id = `${owner.email.trim().toLowerCase()}\n${owner.environment}`;
  let store = stores.get(id);
  if (!store) {
    store = openStore(owner, now, () => stores.delete(id));
    stores.set(id, store);
  }
  return store;
}

function openStore(owner: DraftOwner, now: () => number, forget: () => void): DraftStore {
  let halted = false;
  const pending = new Map<string, { values: DraftValues; timer: ReturnType<typeof setTimeout> }>();
  const opened = userKey(owner.email).then((key) => {
    const db = new DraftsDb(draftsDatabaseName(key, owner.environment));
    db.on('versionchange', () => {
      // Deleted (sign-out in any tab) or upgraded elsewhere: close for good, so nothing re-creates it.
      halted = true;
      for (const { timer } of pending.values()) clearTimeout(timer);
      pending.clear();
      forget();
      db.close({ disableAutoOpen: true });
      return false;
    });
    return db;
  });

  const run = async <T>(operation: 'restore' | 'save', work: (db: DraftsDb) => Promise<T>) => {
    try {
      const db = await opened;
      if (halted) return undefined;
      return await work(db);
    } catch (error) {
      if (!halted) reportStorageError(operation, error);
      return undefined;
    }
  };

  const write = (formId: string) => {
    const entry = pending.get(formId);
    if (!entry) return Promise.resolve();
    clearTimeout(entry.timer);
    pending.delete(formId);
    return run('save', (db) => db.drafts.put({ formId, values: entry.values, savedAt: now() })).then(
      () => undefined,
    );
  };
  const flush = async () => {
    await Promise.all([...pending.keys()].map(write));
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void flush();
  };
  globalThis.document?.addEventListener('visibilitychange', onHidden);
  globalThis.addEventListener?.('pagehide', () => void flush());

  return {
    async load(formId) {
      const row = await run('restore', (db) => db.drafts.get(formId));
      if (!row || !isPlainObject(row.values)) return undefined;
      if (now() - row.savedAt > DRAFT_MAX_AGE_MS) {
        await run('save', (db) => db.drafts.delete(formId));
        return undefined;
      }
      return row.values;
    },
    save(formId, values, secretNames) {
      if (halted) return;
      const stripped = stripSecrets(values, secretNames);
      clearTimeout(pending.get(formId)?.timer);
      pending.set(formId, {
        values: stripped,
        timer: setTimeout(() => void write(formId), DRAFT_SAVE_DELAY_MS),
      });
    },
    flush,
    async clear(formId) {
      clearTimeout(pending.get(formId)?.timer);
      pending.delete(formId);
      await run('save', (db) => db.drafts.delete(formId));
    },
  };
}
