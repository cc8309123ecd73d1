import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_SIGNED_IN_PATH } from '../features/auth/redirect.ts';

/** "/" is the overview; the signed-in guard there sends signed-out visitors to /login. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: DEFAULT_SIGNED_IN_PATH, replace: true });
  },
});
