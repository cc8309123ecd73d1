import type { AppDeps } from '../http/app-env.ts';
import { logText } from '../http/log-text.ts';

/**
 * The demo mode's stand-in for e-mail: a one-time code is printed on the server log as
 * `[outbox] one-time code for <e-mail>: <code>` and kept in `outbox_messages` for GET /api/dev/outbox
 * (the only place a code is stored in clear). Outside demo mode codes go by e-mail (mailer.ts) and
 * neither the log nor this table ever sees one. Only the newest OUTBOX_LIMIT messages are kept.
 */
export const OUTBOX_LIMIT = 100;

type OutboxDeps = Pick<AppDeps, 'db' | 'now' | 'log'>;

export function writeOutbox(deps: OutboxDeps, email: string, code: string) {
  deps.log.info(`[outbox] one-time code for ${logText(email)}: ${code}`);
  deps.db
    .prepare('INSERT INTO outbox_messages (to_email, code, sent_at) VALUES (?, ?, ?)')
    .run(email, code, new Date(deps.now()).toISOString());
  deps.db
    .prepare('DELETE FROM outbox_messages WHERE id <= (SELECT max(id) FROM outbox_messages) - ?')
    .run(OUTBOX_LIMIT);
}

/** Codes that an earlier demo run left in clear; removed when the server starts outside demo mode. */
export function emptyOutbox(deps: Pick<AppDeps, 'db'>) {
  deps.db.prepare('DELETE FROM outbox_messages').run();
}

/** The newest messages, oldest first (newest last), optionally for one recipient. */
export function readOutbox(deps: Pick<AppDeps, 'db'>, to?: string) {
  const rows = deps.db
    .prepare(
      `SELECT to_email AS "to", code, sent_at FROM outbox_messages
       WHERE @to IS NULL OR to_email = @to COLLATE NOCASE ORDER BY id DESC LIMIT @limit`,
    )
    .all({ to: to ?? null, limit: OUTBOX_LIMIT }) as { to: string; code: string; sent_at: string }[];
  return rows.reverse();
}
