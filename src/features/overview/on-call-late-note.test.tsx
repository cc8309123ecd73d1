// @vitest-environment jsdom
/** An alert's status says in words when the alert is late too, and nothing more before it is judged. */
import { describe, expect, it } from 'vitest';
import { render } from '../../test-support/render.tsx';
import { LateAlertStatus } from './on-call-late-note.tsx';
import { NO_ON_CALL_VIEW, OnCallViewContext } from './on-call-view.ts';

const status = (id: string, lateAlerts: ReadonlyMap<string, string>) => (
  <OnCallViewContext.Provider value={{ ...NO_ON_CALL_VIEW, lateAlerts }}>
    <LateAlertStatus id={id}>
      <span>ERROR</span>
    </LateAlertStatus>
  </OnCallViewContext.Provider>
);

describe('LateAlertStatus', () => {
  it('adds how late a late alert is beside its badge', async () => {
    const { host } = await render(status('a', new Map([['a', 'late by 3 days']])));
    expect(host.textContent).toBe('ERRORlate by 3 days');
  });

  it('is the badge alone for an alert on time, and before the on-call part has judged', async () => {
    expect((await render(status('b', new Map([['a', 'late by 3 days']])))).host.textContent).toBe('ERROR');
    expect((await render(status('a', NO_ON_CALL_VIEW.lateAlerts))).host.textContent).toBe('ERROR');
  });
});
