import { Button, type ButtonProps } from './button.tsx';

/** A square button holding only an icon; the aria-label is required so it always has a name. */
export type IconButtonProps = Omit<ButtonProps, 'aria-label'> & { 'aria-label': string };

/** 44 px square on touch screens whatever its size (the size's own min width would win in the recipe). */
export function IconButton({ variant = 'ghost', ...props }: IconButtonProps) {
  return <Button variant={variant} px="0" minW={{ _touch: '11' }} {...props} />;
}
