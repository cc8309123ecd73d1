import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/test-app.ts';
import { publishEvent } from './events.ts';

describe('publishEvent', () => {
  it('records the event with its environment and payload and logs one line without the payload', () => {
    const t = makeTestApp();
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line), error: () => {} };
    const transfer = { id: 't-1', status: 'SUCCESS', destination_id: 'd-1' };
    const published = publishEvent(
      { db: t.db, now: t.now, log },
      { type: 'transfer.success', environment: 'staging', data: { transfer } },
    );
    const row = t.db.prepare('SELECT * FROM events WHERE id = ?').get(published.id);
    expect(row).toEqual({
      id: published.id,
      environment: 'staging',
      type: 'transfer.success',
      data: JSON.stringify({ transfer }),
      created_at: new Date(t.now()).toISOString(),
    });
    expect(lines).toEqual(['[event] staging transfer.success transfer t-1 SUCCESS']);
  });
});
