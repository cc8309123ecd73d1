// @vitest-environment jsdom
/**
 * The setup guide panel as a user meets it, rendered with React DOM in jsdom against a stubbed fetch:
 * the named region beside the form (or a dialog on a phone), focus in and back out, the guide's title,
 * its sections, 'Download .md', the error with 'Try again', and Escape / 'Close setup guide'.
 */
import type { QueryClient } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json as reply, stubApi } from '../../test-support/api.ts';
import { render as mount, type Rendered, testQueryClient } from '../../test-support/render.tsx';
import { setupGuideKeys } from './queries.ts';
import { SetupGuidePanel } from './setup-guide-panel.tsx';

const GUIDE = {
  title: 'PostgreSQL setup guide',
  content: 'Intro text.\n\n## Create a user\n\nRun `CREATE USER`.\n\n## Allow our IPs\n\n⚠️ Warning: do it.',
};
const { fetch: fetchMock } = stubApi();

let view: Rendered | undefined;
let queryClient: QueryClient;
let wide = true;

/** Renders (again, in the same root) and lets the effects' promises (the lazily loaded renderer) settle inside act. */
async function render(node: ReactNode) {
  if (view) await view.rerender(node);
  else view = await mount(node, { queryClient });
}
/** Lets fetches, the lazy renderer import and React updates settle (generous: CI machines are slow). */
const SETTLE_TIMEOUT_MS = 10_000;
async function settle(until: () => boolean) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (!until() && Date.now() < deadline) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(until()).toBe(true);
}
/** A button, heading or paragraph by its text, or a button by its aria-label. */
const byText = (text: string) =>
  [...document.querySelectorAll('button, h2, h3, p')].find(
    (e) => e.textContent?.trim() === text || e.getAttribute('aria-label') === text,
  );
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  queryClient = testQueryClient();
  view = undefined;
  wide = true;
});
afterEach(() => vi.restoreAllMocks());

describe('SetupGuidePanel beside the form', () => {
  it('is a region named Setup Guide that takes focus, shows the guide and gives focus back on close', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 'success', data: GUIDE, message: '' }));
    const opener = document.createElement('button');
    opener.textContent = 'Documentation';
    document.body.append(opener);
    opener.focus();
    const onClose = vi.fn();

    await render(<SetupGuidePanel environment="prod" vendor="postgres" open onClose={onClose} />);
    const region = document.querySelector('aside');
    const heading = document.getElementById(region?.getAttribute('aria-labelledby') ?? '');
    expect(heading?.textContent).toBe('Setup Guide');
    expect(document.activeElement).toBe(heading);

    await settle(() => byText('Create a user') !== undefined);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/docs?vendor=postgres');
    expect(byText(GUIDE.title)?.tagName).toBe('P');
    // Sections: headings holding their toggle; the first is open, the next closed.
    const toggles = [...document.querySelectorAll('h3 > button')];
    expect(toggles.map((b) => [b.textContent, b.getAttribute('aria-expanded')])).toEqual([
      ['Create a user', 'true'],
      ['Allow our IPs', 'false'],
    ]);
    expect(queryClient.getQueryData(setupGuideKeys.detail('prod', 'postgres'))).toEqual(GUIDE);

    act(() => (byText('Close setup guide') as HTMLButtonElement | undefined)?.click());
    expect(onClose).toHaveBeenCalledTimes(1);
    await render(<SetupGuidePanel environment="prod" vendor="postgres" open={false} onClose={onClose} />);
    expect(document.querySelector('aside')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('closes on Escape', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const onClose = vi.fn();
    await render(<SetupGuidePanel environment="prod" vendor="postgres" open onClose={onClose} />);
    act(() => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('downloads the markdown as <vendor>-setup-guide.md', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:guide';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    await render(<SetupGuidePanel environment="prod" vendor="postgres" open onClose={() => {}} />);
    const download = () => byText('Download .md') as HTMLButtonElement | undefined;
    expect(download()?.disabled).toBe(true);
    answer(reply(200, { status: 'success', data: GUIDE, message: '' }));
    await settle(() => download()?.disabled === false);
    act(() => download()?.click());
    expect(clicks.map((a) => [a.download, a.href])).toEqual([['postgres-setup-guide.md', 'blob:guide']]);
    expect(blobs[0] && (await readBlob(blobs[0]))).toBe(GUIDE.content);
  });

  it("shows the server's message with 'Try again', which fetches again", async () => {
    fetchMock.mockResolvedValueOnce(
      reply(404, { status: 'error', data: null, message: 'No guide for "x".' }),
    );
    await render(<SetupGuidePanel environment="prod" vendor="x" open onClose={() => {}} />);
    await settle(() => byText('No guide for "x".') !== undefined);
    fetchMock.mockResolvedValueOnce(reply(200, { status: 'success', data: GUIDE, message: '' }));
    act(() => (byText('Try again') as HTMLButtonElement | undefined)?.click());
    await settle(() => byText('Create a user') !== undefined);
  });

  it('falls back to "Failed to fetch setup guide." and says when a vendor has no guide', async () => {
    fetchMock.mockResolvedValueOnce(reply(500, {}));
    await render(<SetupGuidePanel environment="prod" vendor="mysql" open onClose={() => {}} />);
    await settle(() => byText('Failed to fetch setup guide.') !== undefined);
    fetchMock.mockResolvedValueOnce(
      reply(200, { status: 'success', data: { title: 'T', content: ' ' }, message: '' }),
    );
    await render(<SetupGuidePanel environment="prod" vendor="oracle" open onClose={() => {}} />);
    await settle(
      () => document.body.textContent?.includes('There is no setup guide for this vendor yet.') === true,
    );
  });
});

describe('SetupGuidePanel on a narrow screen', () => {
  it('overlays as a dialog named Setup Guide', async () => {
    wide = false;
    fetchMock.mockResolvedValue(reply(200, { status: 'success', data: GUIDE, message: '' }));
    await render(<SetupGuidePanel environment="prod" vendor="postgres" open onClose={() => {}} />);
    await settle(() => document.querySelector('[role="dialog"]') !== null);
    const dialog = document.querySelector('[role="dialog"]');
    expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Setup Guide',
    );
    expect(document.querySelector('aside')).toBeNull();
    await settle(() => byText('Create a user') !== undefined);
  });

  it('renders nothing while closed', async () => {
    wide = false;
    await render(<SetupGuidePanel environment="prod" vendor="postgres" open={false} onClose={() => {}} />);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
