import { describe, expect, it } from 'vitest';
import { afterFirstContent, firstContentShown, holdUntilFirstContent } from './first-content.ts';

const settledSoon = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('afterFirstContent', () => {
  it('is released when nothing holds it (tests, the prerendered first paint)', async () => {
    expect(await settledSoon(afterFirstContent())).toBe(true);
  });

  it('waits while the start holds it, until the first content is shown', async () => {
    holdUntilFirstContent();
    const waiting = afterFirstContent();
    expect(await settledSoon(waiting)).toBe(false);
    firstContentShown();
    expect(await settledSoon(waiting)).toBe(true);
    // Later screens do not wait again.
    expect(await settledSoon(afterFirstContent())).toBe(true);
  });
});
