/**
 * Reading the console's light or dark look from a page (tests/dark-mode.spec.ts): the theme class, how
 * bright the body is, panels left light in dark, and the colour the overview chart was drawn in. Colours
 * are compared as WCAG relative luminance, 0 (black) to 1 (white). Functions run inside the page carry
 * their own copy of the luminance formula (page.evaluate sends only the function's text).
 */
import type { Page } from '@playwright/test';

/** LOCAL_STORAGE_KEYS.theme of src/offline/storage-names.ts, as public/first-paint.js reads it. */
export const THEME_KEY = 'console-device.theme';

export const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

/** The body's background as relative luminance, 0 (black) to 1 (white). */
export const bodyLuminance = (page: Page) =>
  page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = (
      getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? []
    ).map((c) => Number(c) / 255);
    const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  });

/** Smaller boxes are controls, not panels (a switch's thumb is white in both themes). */
const PANEL_MIN_PX = 24;

/**
 * Visible boxes of panel size whose own opaque background is bright (a white panel left in dark mode).
 * Pictures keep their own colours.
 */
export const brightPanels = (page: Page, min: number) =>
  page.evaluate(
    ({ min, minPx }) => {
      const found: string[] = [];
      for (const el of document.body.querySelectorAll('*')) {
        if (el.closest('img, svg, canvas, picture')) continue;
        const box = el.getBoundingClientRect();
        if (box.width < minPx || box.height < minPx) continue;
        const [r = 0, g = 0, b = 0, a = 1] = (
          getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? []
        ).map(Number);
        if (a < 0.5) continue;
        const lin = (c: number) =>
          c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
        if (0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b) < min) continue;
        found.push(
          `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} rgb(${r}, ${g}, ${b})`,
        );
      }
      return found;
    },
    { min, minPx: PANEL_MIN_PX },
  );

/**
 * How many pixels of the overview chart's canvas wear the accent colour the page computes now (the bars),
 * and that colour. uPlot paints with the colours it was given when drawn, so after a theme change the
 * count is only above zero once the chart is redrawn.
 */
export const barPixels = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="bar-chart-plot"] canvas');
    const plot = canvas?.closest<HTMLElement>('[data-testid="bar-chart-plot"]');
    if (!canvas || !plot) return { colour: '', count: 0 };
    const probe = document.createElement('span');
    probe.style.color = getComputedStyle(plot).getPropertyValue('--colors-accent-default');
    plot.append(probe);
    const [r = 0, g = 0, b = 0] = (getComputedStyle(probe).color.match(/\d+/g) ?? []).map(Number);
    probe.remove();
    const { data } = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(
      0,
      0,
      canvas.width,
      canvas.height,
    );
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      const near = (a: number | undefined, want: number) => Math.abs((a ?? 0) - want) <= 2;
      if (near(data[i], r) && near(data[i + 1], g) && near(data[i + 2], b) && (data[i + 3] ?? 0) > 250)
        count++;
    }
    return { colour: `rgb(${r}, ${g}, ${b})`, count };
  });
