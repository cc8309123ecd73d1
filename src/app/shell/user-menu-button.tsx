/** The user menu's trigger face, shared by the menu and the stand-in shown while the menu loads. */
import type { ComponentProps } from 'react';
import { css } from 'styled-system/css';
import { Button, ChevronDownIcon } from '../../components/ui/index.ts';

const truncate = css({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const muted = css({ color: 'fg.muted', fontWeight: 'normal' });

/** The e-mail over the organisation, each cut short with an ellipsis when too long. */
export function MenuIdentity({ email, orgName }: { email: string; orgName: string }) {
  return (
    <>
      <span className={truncate}>{email}</span>
      <span className={`${truncate} ${muted}`}>{orgName}</span>
    </>
  );
}

type UserMenuButtonProps = ComponentProps<typeof Button> & { email: string; orgName: string };

export function UserMenuButton({ email, orgName, ...props }: UserMenuButtonProps) {
  return (
    <Button
      variant="ghost"
      width="full"
      h="auto"
      minH="12"
      py="2"
      px="3"
      justifyContent="space-between"
      {...props}
    >
      <span className={css({ minW: '0', textAlign: 'left' })}>
        <MenuIdentity email={email} orgName={orgName} />
      </span>
      <ChevronDownIcon />
    </Button>
  );
}
