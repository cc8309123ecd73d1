import type { AppDeps } from '../http/app-env.ts';

/**
 * The demo mailer. There is no e-mail transport: a one-time code is printed on the server log and,
 * in demo mode, kept in `outbox_messages` for GET /api/dev/outbox (the only place a code is stored
 * in clear). With DEMO_MODE=0 only the log line remains.
 */
export const OUTBOX_LIMIT = 100;

export function sendCode(deps: AppDeps, email: string, code: string) {
  deps.log.info(`[outbox] one-time code for ${email}: ${code}`);
  if (!deps.config.demoMode) return;
  deps.db
    .prepare('INSERT INTO outbox_messages (to_email, code, sent_at) VALUES (?, ?, ?)')
    .run(email, code, new Date(deps.now()).toISOString());
}

/** The newest messages, oldest first (newest last), optionally for one recipient. */
export function readOutbox(deps: AppDeps, to?: string) {
  const rows = deps.db
    .prepare(
      `SELECT to_email AS "to", code, sent_at FROM outbox_messages
       WHERE @to IS NULL OR to_email = @to COLLATE NOCASE ORDER BY id DESC LIMIT @limit`,
    )
    .all({ to: to ?? null, limit: OUTBOX_LIMIT }) as { to: string; code: string; sent_at: string }[];
  return rows.reverse();
}
