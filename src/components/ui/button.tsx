import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { styled } from 'styled-system/jsx';
import { button } from 'styled-system/recipes';
import { Spinner } from './spinner.tsx';

const StyledButton = styled(ark.button, button);

export interface ButtonProps extends ComponentProps<typeof StyledButton> {
  /** Busy: disabled, with a spinner; the text should say what is happening ("Signing in with Google"). */
  loading?: boolean;
}

/**
 * A button that is never a stray submit (type defaults to "button"); 44 px tall on touch screens
 * (theme/touch.ts).
 */
export function Button({ loading = false, disabled, type = 'button', children, ...props }: ButtonProps) {
  return (
    <StyledButton type={type} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading && <Spinner size="xs" decorative />}
      {children}
    </StyledButton>
  );
}
