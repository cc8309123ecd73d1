import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { styled } from 'styled-system/jsx';
import { badge } from 'styled-system/recipes';

/** A small label. Its text carries the meaning; a colorPalette may add emphasis, never replace it. */
export const Badge = styled(ark.span, badge);
export type BadgeProps = ComponentProps<typeof Badge>;
