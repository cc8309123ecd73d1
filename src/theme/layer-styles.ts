import { defineLayerStyles } from '@pandacss/dev';

/**
 * Named looks used across the console, applied with `css({ layerStyle: 'card' })`. A layer style sits
 * below ordinary style properties, so a page can still change one part (a red border, a subtler fill)
 * next to it; padding, margin and layout stay with each page.
 */
export const layerStyles = defineLayerStyles({
  card: {
    description: 'A bordered, rounded surface on the default background: panels, cards, notes.',
    value: { borderWidth: '1px', borderRadius: 'l3', background: 'bg.default' },
  },
});
