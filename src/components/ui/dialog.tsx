/** Ark Dialog wired to the Park UI dialog recipe; wrap Backdrop and Positioner in <Portal>. */
import { Dialog } from '@ark-ui/react/dialog';
import { createStyleContext } from 'styled-system/jsx';
import { dialog } from 'styled-system/recipes';

const { withRootProvider, withContext } = createStyleContext(dialog);

export const Root = withRootProvider(Dialog.Root);
export const Trigger = withContext(Dialog.Trigger, 'trigger');
export const Backdrop = withContext(Dialog.Backdrop, 'backdrop');
export const Positioner = withContext(Dialog.Positioner, 'positioner');
export const Content = withContext(Dialog.Content, 'content');
export const Title = withContext(Dialog.Title, 'title');
export const Description = withContext(Dialog.Description, 'description');
export const CloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger');
