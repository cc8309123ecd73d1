// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Rendered, renderNow } from '../test-support/render.tsx';
import { Markdown } from './markdown.tsx';

const GUIDE = [
  'Before you start.',
  '## Create a user',
  'Run the SQL below.',
  '## Allow our IPs',
  '![Network diagram](/api/docs/images/network.svg)',
  '## Troubleshooting',
  '⚠️ Warning: check the port.',
].join('\n\n');

let host: HTMLDivElement;
let view: Rendered;
beforeEach(() => {
  view = renderNow(<Markdown source={GUIDE} />);
  host = view.host;
});

const toggles = () => [...host.querySelectorAll<HTMLButtonElement>('h3 > button')];
const expanded = () => toggles().map((t) => t.getAttribute('aria-expanded'));
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name);
/** Clicks and lets the collapsible machines (they answer on the next frames) settle. */
async function click(target: HTMLElement | undefined) {
  await act(async () => {
    target?.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}
/** Whether the text is on screen: present and not inside a hidden (closed) section. */
const visible = (text: string) =>
  [...host.querySelectorAll('p')].some((p) => p.textContent?.includes(text) && !p.closest('[hidden]'));

describe('Markdown guide view', () => {
  it('shows the intro and one collapsible per level-2 section, the first open', () => {
    expect(visible('Before you start.')).toBe(true);
    expect(toggles().map((t) => t.textContent)).toEqual([
      'Create a user',
      'Allow our IPs',
      'Troubleshooting',
    ]);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    expect(visible('Run the SQL below.')).toBe(true);
    expect(visible('check the port.')).toBe(false);
  });

  it('opens a section from its heading button', async () => {
    await click(toggles()[2]);
    expect(expanded()).toEqual(['true', 'false', 'true']);
    expect(visible('check the port.')).toBe(true);
  });

  it('expands and collapses all sections at once', async () => {
    await click(button('Expand all'));
    expect(expanded()).toEqual(['true', 'true', 'true']);
    await click(button('Collapse all'));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('renders images as lightbox buttons and callouts with their label', () => {
    const image = host.querySelector('button[data-lightbox] > img');
    expect(image?.getAttribute('src')).toBe('/api/docs/images/network.svg');
    expect(image?.closest('button')?.getAttribute('aria-label')).toBe('Enlarge image: Network diagram');
    expect(host.querySelector('[data-callout="warning"] [data-callout-label]')?.textContent).toBe('Warning:');
  });
});

describe('Markdown guide view opened at a section', () => {
  it('opens that section instead of the first, focused and scrolled to', () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    view.rerenderNow(<Markdown source={GUIDE} openSection={2} />);
    expect(expanded()).toEqual(['false', 'false', 'true']);
    expect(document.activeElement).toBe(toggles()[2]);
    expect(scrolled).toEqual([toggles()[2]]);
    expect(visible('check the port.')).toBe(true);
  });

  it('opens the first section when the asked one does not exist', () => {
    view.rerenderNow(<Markdown source={GUIDE} openSection={7} />);
    expect(expanded()).toEqual(['true', 'false', 'false']);
  });
});
