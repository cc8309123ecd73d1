import { describe, expect, it } from 'vitest';
import { currentTab } from './detail-hrefs.ts';

describe('currentTab', () => {
  it('reads the tab from the path, General for the index', () => {
    expect(currentTab('/destinations/d1', 'd1')).toBe('general');
    expect(currentTab('/destinations/d1/', 'd1')).toBe('general');
    expect(currentTab('/destinations/d1/activity', 'd1')).toBe('activity');
    expect(currentTab('/destinations/d1/connection', 'd1')).toBe('connection');
    expect(currentTab('/destinations/d1/admin', 'd1')).toBe('admin');
  });

  it('counts transfer and integrity pages as activity, and anything else as General', () => {
    expect(currentTab('/destinations/d1/transfers/t1', 'd1')).toBe('activity');
    expect(currentTab('/destinations/d1/integrity/j1', 'd1')).toBe('activity');
    expect(currentTab('/destinations/d1/nope', 'd1')).toBe('general');
  });
});
