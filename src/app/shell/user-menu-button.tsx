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
// Wraps rather than truncates: a message cut short says nothing.
const failedLine = css({ color: 'fg.error', fontWeight: 'normal', whiteSpace: 'normal' });

/**
 * What the menu says of the user: the e-mail and the organisation's name, or, for either the server
 * could not give, its message in that place (in words, not only in colour).
 */
export interface Identity {
  email: string;
  orgName: string;
  emailFailed?: boolean | undefined;
  orgFailed?: boolean | undefined;
}

/** The e-mail over the organisation, each cut short with an ellipsis when too long. */
export function MenuIdentity({ email, orgName, emailFailed, orgFailed }: Identity) {
  return (
    <>
      <span className={emailFailed ? failedLine : truncate}>{email}</span>
      <span className={orgFailed ? failedLine : `${truncate} ${muted}`}>{orgName}</span>
    </>
  );
}

type UserMenuButtonProps = ComponentProps<typeof Button> & { identity: Identity };

export function UserMenuButton({ identity, ...props }: UserMenuButtonProps) {
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
        <MenuIdentity {...identity} />
      </span>
      <ChevronDownIcon />
    </Button>
  );
}
