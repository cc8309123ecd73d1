/** Ark Dialog wired to the Park UI dialog recipe; wrap Backdrop and Positioner in <Portal>. */
import { Dialog } from '@ark-ui/react/dialog';
import { createStyleContext } from 'styled-system/jsx';
import { dialog } from 'styled-system/recipes';
import { IconButton, type IconButtonProps } from './icon-button.tsx';
import { CloseIcon } from './icons.tsx';

const { withRootProvider, withContext } = createStyleContext(dialog);

export const Root = withRootProvider(Dialog.Root);
export const Trigger = withContext(Dialog.Trigger, 'trigger');
export const Backdrop = withContext(Dialog.Backdrop, 'backdrop');
export const Positioner = withContext(Dialog.Positioner, 'positioner');
export const Content = withContext(Dialog.Content, 'content');
export const Title = withContext(Dialog.Title, 'title');
export const Description = withContext(Dialog.Description, 'description');
export const CloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger');

/**
 * The × in the content's top-right corner, for dialogs without a Cancel button of their own. 'subtle'
 * gives it a background where it sits over a picture (the lightbox).
 */
export function CloseButton({
  label = 'Close',
  variant,
}: {
  label?: string;
  variant?: IconButtonProps['variant'];
}) {
  return (
    <CloseTrigger asChild position="absolute" top="2" right="2">
      <IconButton aria-label={label} variant={variant}>
        <CloseIcon />
      </IconButton>
    </CloseTrigger>
  );
}
