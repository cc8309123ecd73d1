/**
 * The look of a rendered guide. The HTML comes from micromark, so it carries no class names: it is
 * styled from its container by element and by the data attributes the guide pipeline adds
 * (data-callout, data-lightbox, data-scroll-region, data-sr-only).
 */
import { css } from 'styled-system/css';

const calloutTone = (palette: 'blue' | 'orange' | 'gray' | 'green' | 'red') => ({
  bg: `${palette}.a2`,
  borderColor: `${palette}.9`,
});

export const prose = css({
  textStyle: 'sm',
  lineHeight: 'relaxed',
  color: 'fg.default',
  overflowWrap: 'anywhere',
  '& > * + *, & li > * + *, & blockquote > * + *': { mt: '3' },
  '& h2, & h3, & h4, & h5, & h6': { fontWeight: 'semibold', mt: '5', mb: '2', lineHeight: 'tight' },
  '& h2': { textStyle: 'lg' },
  '& h3': { textStyle: 'md' },
  '& h4, & h5, & h6': { textStyle: 'sm' },
  '& a': {
    color: 'accent.text',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _hover: { textDecorationThickness: '2px' },
  },
  '& ul': { listStyleType: 'disc', pl: '5' },
  '& ol': { listStyleType: 'decimal', pl: '5' },
  '& li + li': { mt: '1' },
  '& blockquote': { borderLeftWidth: '3px', borderColor: 'border.default', pl: '3', color: 'fg.muted' },
  '& code': { fontFamily: 'code', fontSize: '0.9em', bg: 'bg.subtle', px: '1', borderRadius: 'l1' },
  '& pre': {
    fontFamily: 'code',
    textStyle: 'xs',
    overflowX: 'auto',
    p: '3',
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderRadius: 'l2',
    whiteSpace: 'pre',
    overflowWrap: 'normal',
  },
  '& pre code': { bg: 'transparent', p: '0', fontSize: 'inherit' },
  '& [data-scroll-region]': { overflowX: 'auto', borderWidth: '1px', borderRadius: 'l2' },
  '& table': { width: 'full', borderCollapse: 'collapse', overflowWrap: 'normal' },
  '& th, & td': { textAlign: 'left', px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'top' },
  '& th': { bg: 'bg.subtle', fontWeight: 'semibold' },
  '& tr:last-child td': { borderBottomWidth: '0' },
  '& hr': { borderColor: 'border.default', my: '5' },
  '& img': { maxW: 'full', height: 'auto', borderRadius: 'l2' },
  '& button[data-lightbox]': {
    display: 'block',
    maxW: 'full',
    p: '0',
    bg: 'transparent',
    cursor: 'zoom-in',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'border.subtle',
  },
  '& pre:focus-visible, & [data-scroll-region]:focus-visible, & button[data-lightbox]:focus-visible': {
    outline: '2px solid',
    outlineColor: 'accent.default',
    outlineOffset: '2px',
  },
  '& [data-callout]': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: '2',
    alignItems: 'start',
    px: '3',
    py: '2.5',
    borderLeftWidth: '4px',
    borderRadius: 'l2',
  },
  '& [data-callout] > p': { mt: '0' },
  '& [data-callout=info]': calloutTone('blue'),
  '& [data-callout=warning]': calloutTone('orange'),
  '& [data-callout=tip]': calloutTone('gray'),
  '& [data-callout=success]': calloutTone('green'),
  '& [data-callout=danger]': calloutTone('red'),
  '& [data-callout-label]': { fontWeight: 'semibold' },
  '& [data-sr-only], & .sr-only': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    p: '0',
    m: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: '0',
  },
});

export const sectionBox = css({ borderBottomWidth: '1px', borderColor: 'border.subtle' });

export const sectionTrigger = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  width: 'full',
  minH: '11',
  py: '2',
  textAlign: 'left',
  textStyle: 'md',
  fontWeight: 'semibold',
  cursor: 'pointer',
  borderRadius: 'l2',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  '& > svg': { flexShrink: 0, transition: 'transform 0.2s', _motionReduce: { transition: 'none' } },
  '&[data-state=open] > svg': { transform: 'rotate(180deg)' },
  '& code': { fontFamily: 'code', fontSize: '0.9em' },
  '& img': { display: 'inline', height: '1em', width: 'auto' },
});

export const sectionContent = css({
  overflow: 'hidden',
  _open: { animation: 'collapse-in' },
  _closed: { animation: 'collapse-out' },
  _motionReduce: { animation: 'none !important' },
});
