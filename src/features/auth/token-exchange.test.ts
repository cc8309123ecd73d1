import { describe, expect, it, vi } from 'vitest';
import { exchangeCodeOnce } from './token-exchange.ts';

describe('exchangeCodeOnce', () => {
  it('exchanges a single-use code once even when asked twice', async () => {
    const exchange = vi.fn(async () => {});
    await Promise.all([exchangeCodeOnce('code-a', exchange), exchangeCodeOnce('code-a', exchange)]);
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('lets a failed code be tried again', async () => {
    const exchange = vi.fn().mockRejectedValueOnce(new Error('expired')).mockResolvedValueOnce(undefined);
    await expect(exchangeCodeOnce('code-b', exchange)).rejects.toThrow('expired');
    await expect(exchangeCodeOnce('code-b', exchange)).resolves.toBeUndefined();
    expect(exchange).toHaveBeenCalledTimes(2);
  });
});
