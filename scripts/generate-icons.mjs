#!/usr/bin/env node
/**
 * Renders public/favicon.svg into the PNG icons the web app manifest and iOS need, with the Chromium the
 * journeys use (CHROME_PATH or /usr/bin/chromium). Run once after changing the favicon and commit the PNGs:
 *   node scripts/generate-icons.mjs
 * "any" icons keep the favicon's rounded square on transparency; the maskable and Apple icons fill the
 * square with the theme colour and keep the drawing inside the central safe zone (80 % circle), since the
 * platform crops them to its own shape.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const THEME_COLOR = '#1d4ed8';
const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const ICONS = [
  { file: 'icon-192.png', size: 192, scale: 1, fill: 'transparent' },
  { file: 'icon-512.png', size: 512, scale: 1, fill: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.7, fill: THEME_COLOR },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.8, fill: THEME_COLOR },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, scale, fill } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const inner = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${fill}">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${inner}" height="${inner}"></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({
      path: new URL(`../public/${file}`, import.meta.url).pathname,
      omitBackground: true,
    });
    console.log(`public/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
