import { expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

it('loads once for every caller while the load is under way or done', async () => {
  const load = vi.fn(async () => 'module');
  const get = loadOnce(load);
  const [a, b] = await Promise.all([get(), get()]);
  expect([a, b, await get()]).toEqual(['module', 'module', 'module']);
  expect(load).toHaveBeenCalledOnce();
});

it('forgets a failed load, so the next call loads again', async () => {
  const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('module');
  const get = loadOnce(load);
  await expect(get()).rejects.toThrow('Failed to fetch');
  await expect(get()).resolves.toBe('module');
  expect(load).toHaveBeenCalledTimes(2);
});
