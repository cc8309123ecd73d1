import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { styled } from 'styled-system/jsx';
import { input } from 'styled-system/recipes';

/** A text input outside a Field (inside one, use Field.Input so label and errors are wired). */
export const Input = styled(ark.input, input);
export type InputProps = ComponentProps<typeof Input>;
