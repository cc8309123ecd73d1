import { useCanGoBack, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { Button } from '../ui/index.ts';

/** The edit page navigates here with `state: {from: 'edit'}` after saving. */
const cameFromEdit = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { from?: unknown }).from === 'edit';

/**
 * Back (SPEC.md §2.4, §2.7): to the list after an edit (going back would reopen the form), otherwise
 * one step back — or to the list when there is no step inside the console to go back to (a pasted link).
 */
export function BackButton({ listHref }: { listHref: string }) {
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const fromEdit = useRouterState({ select: (s) => cameFromEdit(s.location.state) });
  const onClick = () => {
    if (fromEdit || !canGoBack) void navigate({ href: listHref });
    else router.history.back();
  };
  return (
    <Button variant="ghost" size="sm" onClick={onClick} px="2">
      <span aria-hidden="true">←</span> Back
    </Button>
  );
}
