import { css } from 'styled-system/css';

/**
 * A tab that is a link, worn with the tabs recipe's trigger: 44 px tall, underlined while it is the
 * current page (aria-current="page", which the router's Link also sets). Every tab bar of links wears it
 * (LinkTabs, RouteTabs); a module of its own, so the overview's first screen takes this class and
 * nothing else of the tabs.
 */
export const tabLinkLook = css({
  minH: '11',
  textDecoration: 'none',
  colorPalette: 'blue',
  _currentPage: { color: 'fg.default', boxShadow: 'inset 0 -2px 0 0 var(--colors-color-palette-default)' },
});
