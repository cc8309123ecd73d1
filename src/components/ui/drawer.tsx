/** An Ark Dialog that slides in from a side (the phone navigation); wrap Backdrop/Positioner in <Portal>. */
import { Dialog } from '@ark-ui/react/dialog';
import { createStyleContext } from 'styled-system/jsx';
import { drawer } from 'styled-system/recipes';

const { withRootProvider, withContext } = createStyleContext(drawer);

export const Root = withRootProvider(Dialog.Root);
export const Trigger = withContext(Dialog.Trigger, 'trigger');
export const Backdrop = withContext(Dialog.Backdrop, 'backdrop');
export const Positioner = withContext(Dialog.Positioner, 'positioner');
export const Content = withContext(Dialog.Content, 'content');
export const Title = withContext(Dialog.Title, 'title');
export const CloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger');
export const Header = withContext('div', 'header');
export const Body = withContext('div', 'body');
export const Footer = withContext('div', 'footer');
