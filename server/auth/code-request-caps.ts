import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { longest, type Refusal } from '../http/too-many-requests.ts';
import type { SignInSubjects } from './wrong-code-locks.ts';

/**
 * One-time code requests are capped per e-mail (CODE_REQUESTS_PER_EMAIL) and per client address
 * (CODE_REQUESTS_PER_ADDRESS) in a window of CODE_REQUEST_WINDOW_MS that starts at the first request.
 * Every request counts before anything is looked up, whether the e-mail has an account or not, so the
 * caps reveal nothing. A refused request is not counted (hammering does not stretch the wait).
 */
export const CODE_REQUEST_WINDOW_MS = 15 * 60 * 1000;

type Caps = Pick<Config, 'codeRequestsPerEmail' | 'codeRequestsPerAddress'>;

interface WindowRow {
  requests: number;
  window_ends_at_ms: number;
}

/** Counts a code request, or returns why it must wait (nothing is counted then). */
export function takeCodeRequest(db: Db, subjects: SignInSubjects, caps: Caps, nowMs: number): Refusal | null {
  return db.transaction(() => {
    db.prepare('DELETE FROM code_requests WHERE window_ends_at_ms <= ?').run(nowMs);
    const counters = [
      {
        subject: `email:${subjects.email}`,
        cap: caps.codeRequestsPerEmail,
        reason: 'Too many codes were requested for this e-mail',
      },
      {
        subject: `address:${subjects.address}`,
        cap: caps.codeRequestsPerAddress,
        reason: 'Too many codes were requested from your network',
      },
    ].map((counter) => ({
      ...counter,
      row: db
        .prepare('SELECT requests, window_ends_at_ms FROM code_requests WHERE subject = ?')
        .get(counter.subject) as WindowRow | undefined,
    }));
    const refusal = longest(
      ...counters.map(({ row, cap, reason }) =>
        row && row.requests >= cap ? { reason, waitMs: row.window_ends_at_ms - nowMs } : null,
      ),
    );
    if (refusal) return refusal;
    for (const { subject } of counters) {
      db.prepare(
        `INSERT INTO code_requests (subject, requests, window_ends_at_ms) VALUES (?, 1, ?)
         ON CONFLICT (subject) DO UPDATE SET requests = requests + 1`,
      ).run(subject, nowMs + CODE_REQUEST_WINDOW_MS);
    }
    return null;
  })();
}
