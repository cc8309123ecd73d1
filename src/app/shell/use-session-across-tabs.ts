import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { followOtherTabs } from '../../features/auth/sign-out.ts';

/**
 * Logout in another tab, or a sign-in there as someone else, signs this tab out too: it goes to /login
 * without a reload and without calling the server (features/auth/sign-out.ts).
 */
export function useSessionAcrossTabs() {
  const router = useRouter();
  useEffect(() => followOtherTabs(() => router.navigate({ to: '/login', replace: true })), [router]);
}
