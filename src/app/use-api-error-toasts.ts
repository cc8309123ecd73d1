import { useEffect } from 'react';
import { onApiError } from '../api/http.ts';
import { showToast } from '../components/ui/index.ts';

/** SPEC.md §8: every failure not suppressed shows its message as an error toast. */
export function useApiErrorToasts() {
  useEffect(
    () =>
      onApiError((error) => {
        if (!error.suppressed) showToast({ kind: 'ERROR', message: error.message });
      }),
    [],
  );
}
