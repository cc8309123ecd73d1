import { createLink } from '@tanstack/react-router';
import { styled } from 'styled-system/jsx';
import { button } from 'styled-system/recipes';

const StyledAnchor = styled('a', button);

/**
 * A router link that looks like a button ('Add Destination', 'Try again'): a real <a href>, so it
 * opens in a new tab, is announced as a link and keeps typed `to`/`params`/`search`.
 */
export const LinkButton = createLink(StyledAnchor);
