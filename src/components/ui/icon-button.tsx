import { Button, type ButtonProps } from './button.tsx';

/** A square button holding only an icon; the aria-label is required so it always has a name. */
export type IconButtonProps = Omit<ButtonProps, 'aria-label'> & { 'aria-label': string };

export function IconButton({ variant = 'ghost', ...props }: IconButtonProps) {
  return <Button variant={variant} px="0" minW={{ base: '11', md: '10' }} {...props} />;
}
