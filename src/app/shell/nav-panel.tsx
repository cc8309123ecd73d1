import { css } from 'styled-system/css';
import { EnvironmentSwitch } from './environment-switch.tsx';
import { NavLinks } from './nav-links.tsx';
import { UserMenu } from './user-menu.tsx';

export const navPanel = css({ display: 'flex', flexDirection: 'column', gap: '6', minH: 'full', p: '4' });

/** Everything the side navigation holds; the same panel fills the phone's navigation drawer. */
export function NavPanel({ onNavigate, showBrand = true }: { onNavigate?: () => void; showBrand?: boolean }) {
  return (
    <div className={navPanel}>
      {showBrand && <Brand />}
      <EnvironmentSwitch />
      <NavLinks onNavigate={onNavigate} />
      <div className={css({ mt: 'auto', borderTopWidth: '1px', pt: '3' })}>
        <UserMenu />
      </div>
    </div>
  );
}

export function Brand() {
  return (
    <p
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        fontWeight: 'bold',
        textStyle: 'md',
      })}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      Prequel Console
    </p>
  );
}
