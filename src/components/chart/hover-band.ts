import type uPlot from 'uplot';

/**
 * A faint column behind the pointer's bar, so it is clear which bar the readout names. It lives in
 * uPlot's overlay (a plain element over the canvas), so moving it never repaints the chart.
 */
export function hoverBand(color: string) {
  let band: HTMLDivElement | null = null;
  return {
    init: (u: uPlot) => {
      band = document.createElement('div');
      Object.assign(band.style, {
        position: 'absolute',
        top: '0',
        bottom: '0',
        background: color,
        pointerEvents: 'none',
        display: 'none',
      });
      u.over.append(band);
    },
    setCursor: (u: uPlot) => {
      if (!band) return;
      const idx = u.cursor.idx;
      if (idx == null) {
        band.style.display = 'none';
        return;
      }
      const left = u.valToPos(idx - 0.5, 'x');
      band.style.left = `${left}px`;
      band.style.width = `${u.valToPos(idx + 0.5, 'x') - left}px`;
      band.style.display = 'block';
    },
  };
}
