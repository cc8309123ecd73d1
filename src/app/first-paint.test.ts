// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../offline/storage-names.ts';
import { renderFirstPaint } from './first-paint.tsx';
import { NAV_ITEMS } from './shell/nav-items.ts';

const FIRST_PAINT_JS = readFileSync(resolve(import.meta.dirname, '../../public/first-paint.js'), 'utf8');

describe('the first paint', () => {
  const html = renderFirstPaint();
  const page = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');

  it('holds the sign-in screen and the signed-in frame, both inert', () => {
    const kinds = [...page.querySelectorAll('[data-first-paint]')];
    expect(kinds.map((kind) => kind.getAttribute('data-first-paint'))).toEqual(['login', 'shell']);
    for (const kind of kinds) expect(kind.hasAttribute('inert')).toBe(true);
  });

  it("draws the frame's navigation as plain links, and a badge for each environment", () => {
    const shell = page.querySelector('[data-first-paint="shell"]');
    const hrefs = [...(shell?.querySelectorAll('nav a') ?? [])].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(NAV_ITEMS.map((item) => item.path)));
    const badges = [...(shell?.querySelectorAll('[data-first-paint-environment]') ?? [])];
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Production',
      'Staging',
      'Production',
      'Staging',
    ]);
  });

  it('is chosen by public/first-paint.js from the storage keys the app writes', () => {
    expect(FIRST_PAINT_JS).toContain(`'${LOCAL_STORAGE_KEYS.lastSession}'`);
    expect(FIRST_PAINT_JS).toContain(`'${LOCAL_STORAGE_KEYS.environment}'`);
  });
});
