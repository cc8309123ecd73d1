import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { followEnvironmentOfOtherTabs } from '../../features/auth/environment-across-tabs.ts';

/**
 * A switch in another tab switches this one too, as the switch itself does here: the screens reload for
 * the chosen environment (features/auth/environment-across-tabs.ts).
 */
export function useEnvironmentAcrossTabs() {
  const router = useRouter();
  useEffect(() => followEnvironmentOfOtherTabs(() => router.invalidate()), [router]);
}
