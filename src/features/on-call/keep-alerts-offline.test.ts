import { describe, expect, it } from 'vitest';
import { connectionAllowsKeeping } from './keep-alerts-offline.ts';

describe('connectionAllowsKeeping', () => {
  it('keeps on an unknown or ordinary connection, never when saving data, metered or on 2G', () => {
    expect(connectionAllowsKeeping(undefined)).toBe(true);
    expect(connectionAllowsKeeping({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(connectionAllowsKeeping({ effectiveType: '3g' })).toBe(true);
    expect(connectionAllowsKeeping({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(connectionAllowsKeeping({ metered: true })).toBe(false);
    expect(connectionAllowsKeeping({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsKeeping({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
