import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  dayWords,
  frequencyWords,
  lateByMs,
  lateByWords,
  lateWords,
  type OverdueFacts,
  overdueOf,
  recentSuccessThreshold,
} from './overdue.ts';

// Temporal is the oracle of the arithmetic: every "as of" below is the instant plus a duration.
const LAST = '2026-11-20T09:00:00Z';
const plus = (iso: string, duration: Temporal.DurationLike) =>
  Temporal.Instant.from(iso).add(duration).epochMilliseconds;
const at = (iso: string) => Temporal.Instant.from(iso).epochMilliseconds;

const daily: OverdueFacts = {
  is_enabled: true,
  frequency_minutes: 1440,
  created_at: '2026-01-01T00:00:00Z',
  last_successful_transfer_ended_at: LAST,
};

describe('overdueOf', () => {
  it('is overdue only past twice the frequency: exactly 2× is still on time', () => {
    expect(overdueOf(daily, { asOf: plus(LAST, { hours: 48 }) })).toBeNull();
    expect(overdueOf(daily, { asOf: plus(LAST, { hours: 48, milliseconds: 1 }) })).toEqual({
      times: 2,
      frequencyMinutes: 1440,
      lastSuccessAt: at(LAST),
      since: at(LAST),
      overdueSince: plus(LAST, { hours: 48 }),
    });
    expect(overdueOf(daily, { asOf: plus(LAST, { hours: 80 }) })?.times).toBe(3);
  });

  it('reads frequency 0 as the organisation default, and 1440 when that is unknown or 0', () => {
    const orgDefault = { ...daily, frequency_minutes: 0 };
    const sevenHours = plus(LAST, { hours: 7 });
    expect(overdueOf(orgDefault, { asOf: sevenHours, defaultFrequencyMinutes: 180 })).toMatchObject({
      times: 2,
      frequencyMinutes: 180,
    });
    expect(overdueOf(orgDefault, { asOf: sevenHours, defaultFrequencyMinutes: 360 })).toBeNull();
    for (const unknown of [undefined, 0]) {
      expect(overdueOf(orgDefault, { asOf: sevenHours, defaultFrequencyMinutes: unknown })).toBeNull();
      expect(
        overdueOf(orgDefault, { asOf: plus(LAST, { hours: 72 }), defaultFrequencyMinutes: unknown }),
      ).toMatchObject({ times: 3, frequencyMinutes: 1440 });
    }
  });

  it('a frequency of its own wins over the organisation default', () => {
    const hourly = { ...daily, frequency_minutes: 60 };
    expect(
      overdueOf(hourly, { asOf: plus(LAST, { hours: 5 }), defaultFrequencyMinutes: 1440 }),
    ).toMatchObject({ times: 5, frequencyMinutes: 60 });
  });

  it('a disabled destination, or one with a transfer running, is never overdue', () => {
    const asOf = plus(LAST, { hours: 240 });
    expect(overdueOf({ ...daily, is_enabled: false }, { asOf })).toBeNull();
    expect(overdueOf(daily, { asOf, running: true })).toBeNull();
    expect(overdueOf(daily, { asOf, running: false })?.times).toBe(10);
  });

  it('one that never succeeded counts from its creation', () => {
    const created = '2026-11-25T12:00:00Z';
    const never = { ...daily, created_at: created, last_successful_transfer_ended_at: null };
    expect(overdueOf(never, { asOf: plus(created, { hours: 47 }) })).toBeNull();
    expect(overdueOf(never, { asOf: plus(created, { hours: 49 }) })).toEqual({
      times: 2,
      frequencyMinutes: 1440,
      lastSuccessAt: null,
      since: at(created),
      overdueSince: plus(created, { hours: 48 }),
    });
  });

  it('a time in the future (a clock ahead of the viewer) counts as no time elapsed, not as overdue', () => {
    const future = { ...daily, last_successful_transfer_ended_at: '2026-12-24T00:00:00Z' };
    expect(overdueOf(future, { asOf: at(LAST) })).toBeNull();
    const createdAhead = {
      ...daily,
      created_at: '2027-01-01T00:00:00Z',
      last_successful_transfer_ended_at: null,
    };
    expect(overdueOf(createdAhead, { asOf: at(LAST) })).toBeNull();
  });

  it('clock skew between the server and the viewer shifts the verdict by the skew only', () => {
    // The viewer's clock is 5 minutes behind the server's: 48 h 4 min after the success reads as 47 h 59 min.
    const behindMs = at('2026-01-01T00:05:00Z') - at('2026-01-01T00:00:00Z');
    expect(overdueOf(daily, { asOf: plus(LAST, { hours: 48, minutes: 4 }) - behindMs })).toBeNull();
    expect(overdueOf(daily, { asOf: plus(LAST, { hours: 48, minutes: 6 }) - behindMs })?.times).toBe(2);
  });

  it('says nothing when it cannot tell: a field missing from an older copy, an unreadable time', () => {
    const asOf = plus(LAST, { hours: 240 });
    const { is_enabled: _, ...noEnabled } = daily;
    const { frequency_minutes: __, ...noFrequency } = daily;
    expect(overdueOf(noEnabled, { asOf })).toBeNull();
    expect(overdueOf(noFrequency, { asOf })).toBeNull();
    expect(overdueOf({ ...daily, last_successful_transfer_ended_at: 'yesterday' }, { asOf })).toBeNull();
    const { created_at: ___, ...noCreated } = daily;
    expect(overdueOf({ ...noCreated, last_successful_transfer_ended_at: null }, { asOf })).toBeNull();
    expect(overdueOf(daily, { asOf: Number.NaN })).toBeNull();
  });
});

describe('frequencyWords', () => {
  it('words every frequency of the contract, and an organisation default in its unit', () => {
    expect([15, 60, 360, 720, 1440, 2880, 90].map(frequencyWords)).toEqual([
      'runs every 15 minutes',
      'runs hourly',
      'runs every 6 hours',
      'runs every 12 hours',
      'runs daily',
      'runs every 2 days',
      'runs every 90 minutes',
    ]);
  });
});

describe('recentSuccessThreshold', () => {
  it('is never reached by a success overdueOf calls overdue, around every threshold (a seeded sweep)', () => {
    const asOf = plus(LAST, { hours: 100 });
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    let recentSeen = 0;
    let overdueSeen = 0;
    for (const orgDefault of [undefined, 0, 180]) {
      for (const frequency of [0, 15, 60, 360, 720, 1440]) {
        const recentFrom = recentSuccessThreshold(asOf, frequency, orgDefault);
        const threshold = asOf - 2 * (frequency || orgDefault || 1440) * 60_000;
        for (let i = 0; i < 200; i++) {
          // Within a minute of the threshold, to the millisecond, and exactly on it.
          const at = i === 0 ? threshold : threshold + Math.round((random() - 0.5) * 120_000);
          const d = {
            ...daily,
            frequency_minutes: frequency,
            last_successful_transfer_ended_at: new Date(at).toISOString(),
          };
          const late = overdueOf(d, { asOf, defaultFrequencyMinutes: orgDefault });
          if (d.last_successful_transfer_ended_at >= recentFrom) {
            recentSeen++;
            expect(late, d.last_successful_transfer_ended_at).toBeNull();
          } else {
            overdueSeen++;
            expect(late, d.last_successful_transfer_ended_at).not.toBeNull();
          }
        }
      }
    }
    expect(recentSeen).toBeGreaterThan(1000);
    expect(overdueSeen).toBeGreaterThan(1000);
  });

  it("is the instant in the API's form, or U+FFFF, which no instant reaches, when nothing can be told", () => {
    const asOf = plus(LAST, { hours: 1 });
    expect(recentSuccessThreshold(asOf, 60, undefined)).toBe('2026-11-20T08:00:00.000Z');
    expect(recentSuccessThreshold(asOf, 0, 30)).toBe('2026-11-20T09:00:00.000Z');
    expect(recentSuccessThreshold(asOf, 0, undefined)).toBe('2026-11-18T10:00:00.000Z');
    for (const none of [
      recentSuccessThreshold(Number.NaN, 60, undefined),
      recentSuccessThreshold(asOf, undefined, undefined),
      recentSuccessThreshold(at('+275760-09-13T00:00:00Z'), 60, undefined), // a year past 9999
    ]) {
      expect(none).toBe('\uffff');
      expect('9999-12-31T23:59:59.999Z' < none).toBe(true);
    }
  });
});

describe('lateWords', () => {
  const overdueAt = (facts: OverdueFacts, asOf: number) => {
    const overdue = overdueOf(facts, { asOf });
    if (!overdue) throw new Error('expected overdue');
    return overdue;
  };

  it('says how late past the next due run, how often it runs and when it last succeeded', () => {
    // Runs every 6 hours, last success Nov 20 09:00: due again at 15:00, read 2 days 5 hours after that.
    const asOf = plus(LAST, { hours: 6 + 53 });
    const sixHourly = overdueAt({ ...daily, frequency_minutes: 360 }, asOf);
    expect(lateWords(sixHourly, asOf, 'UTC')).toBe('late by 2 days: runs every 6 hours, last success Nov 20');
    // Never succeeded: counted from its creation.
    const never = overdueAt(
      { ...daily, frequency_minutes: 60, last_successful_transfer_ended_at: null, created_at: LAST },
      plus(LAST, { hours: 14 * 24 }),
    );
    expect(lateWords(never, plus(LAST, { hours: 14 * 24 }), 'UTC')).toBe(
      'late by 13 days: runs hourly, never succeeded, created Nov 20',
    );
    expect(lateWords(never, plus(LAST, { hours: 14 * 24 }), 'UTC')).not.toMatch(/×/);
  });

  it('chooses minutes, hours or days, rounded down, singular for one', () => {
    const quarterHourly = overdueAt({ ...daily, frequency_minutes: 15 }, plus(LAST, { minutes: 31 }));
    const words = (duration: Temporal.DurationLike) =>
      lateByWords(
        quarterHourly,
        plus(LAST, { minutes: 15 }) + Temporal.Duration.from(duration).total('milliseconds'),
      );
    expect(words({ minutes: 16 })).toBe('late by 16 minutes');
    expect(words({ minutes: 1 })).toBe('late by 1 minute');
    expect(words({ seconds: 20 })).toBe('late by 1 minute');
    expect(words({ minutes: 59, seconds: 59 })).toBe('late by 59 minutes');
    expect(words({ hours: 1 })).toBe('late by 1 hour');
    expect(words({ hours: 23, minutes: 59 })).toBe('late by 23 hours');
    expect(words({ hours: 24 })).toBe('late by 1 day');
    expect(words({ hours: 47 })).toBe('late by 1 day');
    expect(words({ days: 336 })).toBe('late by 336 days');
  });

  it('counts lateness as Temporal counts the time from the due run (a seeded sweep)', () => {
    let state = 7;
    const next = () => {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      return state / 2 ** 32;
    };
    for (let i = 0; i < 300; i += 1) {
      const frequency = [15, 60, 360, 720, 1440, 90][i % 6] as number;
      const asOf = at(LAST) + Math.floor(next() * 400 * 86_400_000);
      const overdue = overdueOf({ ...daily, frequency_minutes: frequency }, { asOf });
      if (!overdue) continue;
      const due = Temporal.Instant.from(LAST).add({ minutes: frequency });
      const late = due.until(Temporal.Instant.fromEpochMilliseconds(asOf), { largestUnit: 'hours' });
      expect(lateByMs(overdue, asOf)).toBe(late.total('milliseconds'));
      const hours = Math.floor(late.total('hours'));
      const expected =
        hours >= 24
          ? `${Math.floor(hours / 24)} day`
          : hours >= 1
            ? `${hours} hour`
            : `${Math.max(1, Math.floor(late.total('minutes')))} minute`;
      expect(lateByWords(overdue, asOf).replace(/s$/, '')).toBe(`late by ${expected}`);
    }
  });
});

describe('dayWords', () => {
  const NOW = at('2026-12-03T14:00:00Z');

  it('says today and yesterday with the time, an earlier day by its date, another year with it', () => {
    expect(dayWords(at('2026-12-03T09:12:00Z'), NOW, 'UTC')).toBe('today 09:12');
    expect(dayWords(at('2026-12-02T18:04:00Z'), NOW, 'UTC')).toBe('yesterday 18:04');
    expect(dayWords(at('2026-11-29T23:00:00Z'), NOW, 'UTC')).toBe('Nov 29');
    expect(dayWords(at('2025-11-29T12:00:00Z'), NOW, 'UTC')).toBe('Nov 29 2025');
  });

  it("reads days in the viewer's calendar, as Temporal does in the zone", () => {
    const zones = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Australia/Lord_Howe'];
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    let state = 11;
    const next = () => {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      return state / 2 ** 32;
    };
    for (let i = 0; i < 200; i += 1) {
      const zone = zones[i % zones.length] as string;
      const now = at('2026-03-01T00:00:00Z') + Math.floor(next() * 300 * 86_400_000);
      const then = now - Math.floor(next() * 60 * 86_400_000);
      const a = Temporal.Instant.fromEpochMilliseconds(then).toZonedDateTimeISO(zone);
      const b = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(zone);
      const days = a.toPlainDate().until(b.toPlainDate(), { largestUnit: 'days' }).days;
      const clock = `${String(a.hour).padStart(2, '0')}:${String(a.minute).padStart(2, '0')}`;
      const expected =
        days === 0
          ? `today ${clock}`
          : days === 1
            ? `yesterday ${clock}`
            : `${months[a.month - 1]} ${a.day}${a.year === b.year ? '' : ` ${a.year}`}`;
      expect(dayWords(then, now, zone)).toBe(expected);
    }
  });
});
