import { describe, expect, it } from 'vitest';
import { destination } from '../../test-support/destination.ts';
import { selectOverview, splitByLastTransfer } from './split.ts';

describe('splitByLastTransfer', () => {
  it('puts SUCCESS in successes and every other outcome, or none, in alerts, keeping list order', () => {
    const list = [
      destination('a', 'SUCCESS'),
      destination('b', 'ERROR'),
      destination('c', null),
      destination('d', 'PARTIAL_FAILURE'),
      destination('e', 'SUCCESS'),
      destination('f', 'CANCELLED'),
    ];
    const { alerts, successes } = splitByLastTransfer(list);
    expect(successes.map((d) => d.id)).toEqual(['a', 'e']);
    expect(alerts.map((d) => d.id)).toEqual(['b', 'c', 'd', 'f']);
  });

  it('gives two empty tabs for an organisation without destinations', () => {
    expect(splitByLastTransfer([])).toEqual({ alerts: [], successes: [] });
  });
});

describe('selectOverview', () => {
  it('splits a list once and hands the same result to every reader', () => {
    const list = [destination('a', 'SUCCESS'), destination('b', 'ERROR')];
    const first = selectOverview(list);
    expect(selectOverview(list)).toBe(first);
    expect(selectOverview([...list])).not.toBe(first);
    expect(selectOverview([...list])).toEqual(first);
  });
});
