/**
 * Saving (SPEC.md §2.8, §4): a new source opens its page, an edited one goes back to its page with
 * navigation state `from: 'edit'` (its Back then returns to the list); both say so in a toast. The
 * list is cleared and refetched. A failure leaves the form as typed; the shell's toast shows the
 * server's message or the fallback ('Source creation failed.', 'Failed to update source.'), and the
 * error comes back so the form can mark the field it names.
 */
import { useNavigate } from '@tanstack/react-router';
import { sourcesApi } from '../../../api/endpoints/sources.ts';
import type { Source, SourceWrite } from '../../../api/schemas/source.ts';
import { sendChanges, useSave } from '../../../components/form/use-save.ts';
import { showToast } from '../../../components/ui/index.ts';
import { sourceHrefs } from '../source-hrefs.ts';
import { useAfterSourceWrite } from '../use-source-writes.ts';

export const CREATED_TEXT = 'Source created successfully!';
export const UPDATED_TEXT = 'Source updated successfully!';

export function useSaveSource() {
  const navigate = useNavigate();
  const afterWrite = useAfterSourceWrite();
  const { saving, save } = useSave();

  /** `write` gives the saved source, or null when there was nothing to send. */
  const attempt = (write: () => Promise<Source | null>, fallbackId: string, done: string) =>
    save(write, async (saved) => {
      if (saved) {
        await afterWrite(saved);
        showToast({ kind: 'SUCCESS', message: done });
      }
      await navigate({
        href: sourceHrefs.general(saved?.id ?? fallbackId),
        state: (previous) => ({ ...previous, from: 'edit' }),
      });
    });

  const create = (prepared: SourceWrite) => attempt(() => sourcesApi.create(prepared), '', CREATED_TEXT);

  /** Nothing changed: nothing is sent, the user just goes back to the source. */
  const update = (id: string, changes: SourceWrite) =>
    attempt(() => sendChanges(changes, (c) => sourcesApi.update(id, c)), id, UPDATED_TEXT);

  return { saving, create, update };
}
