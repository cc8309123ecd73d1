import { css } from 'styled-system/css';
import { sourcesApi } from '../../../api/endpoints/sources.ts';
import type { Source } from '../../../api/schemas/source.ts';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { ConnectionTestStatus } from '../../../components/form-tree/connection-test-status.tsx';
import { useConnectionTest } from '../../../components/form-tree/use-connection-test.ts';
import { Button } from '../../../components/ui/index.ts';
import { SOURCE_TEST_FAILURE_TEXT, sourceLocation } from '../source-values.ts';

const card = css({
  display: 'grid',
  gap: '4',
  layerStyle: 'card',
  p: { base: '4', md: '5' },
  justifyItems: 'start',
});

/** Nothing here changes between tests: every run tests the saved source as it is. */
const SAVED_REVISION = 0;

/**
 * The Connection tab (SPEC.md §2.8): tests the saved source as stored, secrets included, on the
 * server (`POST /sources/{id}/test-connection` without changes). Leaving the tab forgets the outcome.
 * Offline the test is disabled with the reason.
 */
export function SourceConnectionTab({ source }: { source: Source }) {
  const test = useConnectionTest(SAVED_REVISION);
  const write = useOfflineWrite();
  const location = sourceLocation(source);
  return (
    <section aria-labelledby="source-connection-heading" className={card}>
      <div>
        <h2 id="source-connection-heading" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
          Connection test
        </h2>
        <p className={css({ textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
          Checks that we can reach {location || 'this source'} and sign in with the saved settings.
        </p>
      </div>
      <Button
        variant="outline"
        loading={test.outcome?.kind === 'testing'}
        disabled={write.offline}
        aria-describedby={write.describedBy()}
        onClick={() => void test.run(SAVED_REVISION, () => sourcesApi.testExisting(source.id))}
      >
        Test Connection
      </Button>
      <OfflineReason write={write} />
      <ConnectionTestStatus outcome={test.outcome} failure={SOURCE_TEST_FAILURE_TEXT} />
    </section>
  );
}
