import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { ExternalLinkIcon, VisuallyHidden } from '../../components/ui/index.ts';
import { EXTERNAL_NAV_ITEMS, NAV_ITEMS } from './nav-items.ts';

const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '3',
  borderRadius: 'l2',
  borderLeftWidth: '3px',
  borderLeftColor: 'transparent',
  color: 'fg.muted',
  fontWeight: 'medium',
  textStyle: 'sm',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  // The current page is marked by weight and a bar as well as colour (and aria-current for readers).
  _currentPage: {
    bg: 'accent.a3',
    color: 'accent.text',
    fontWeight: 'semibold',
    borderLeftColor: 'accent.default',
  },
});
const list = css({ display: 'grid', gap: '0.5' });

/**
 * Several sections (sources, models, ...) are built later; until their routes exist they resolve
 * through the catch-all, so links are built as `/$` with the path as splat: the href is the real path
 * and, once a route exists, matching picks it without touching this list.
 */
export function NavLinks({ onNavigate, plain = false }: { onNavigate?: () => void; plain?: boolean }) {
  return (
    <nav aria-label="Main" className={css({ display: 'grid', gap: '4' })}>
      <ul className={list}>
        {NAV_ITEMS.map(({ label, path }) => (
          <li key={path}>
            {plain ? (
              // The first paint (first-paint-shell.tsx) is drawn without a router.
              <a href={path} className={item}>
                {label}
              </a>
            ) : (
              <Link to="/$" params={{ _splat: path.slice(1) }} className={item} onClick={onNavigate}>
                {label}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <ul className={list}>
        {EXTERNAL_NAV_ITEMS.map(({ label, href }) => (
          <li key={href}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={item}>
              {label}
              <ExternalLinkIcon />
              <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
