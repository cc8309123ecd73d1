import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import type { Destination } from '../../../api/schemas/destination.ts';
import { QueryView } from '../../../components/data/query-view.tsx';
import { EmptyState } from '../../../components/data/states.tsx';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { Button, Dialog } from '../../../components/ui/index.ts';
import { ModelChecklist } from './model-checklist.tsx';
import {
  canSubmitSync,
  checkSyncDraft,
  emptySyncDraft,
  type SyncDraft,
  type SyncErrors,
} from './sync-draft.ts';
import { TagRows } from './tag-rows.tsx';
import { useAvailableModels } from './use-available-models.ts';
import { useStartTransfer } from './use-start-transfer.ts';
import { WindowBound } from './window-bound.tsx';

const body = css({ display: 'grid', gap: '5', p: { base: '4', md: '6' } });
const footer = css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' });

interface SyncFormProps {
  destination: Destination;
  fullRefresh: boolean;
  title: string;
  onDone: () => void;
}

/**
 * The sync dialog's form: every rule is checked on submit and shown next to its control; editing a
 * control clears its message (SPEC.md §5: editing tags clears the error).
 */
export function SyncForm({ destination, fullRefresh, title, onDone }: SyncFormProps) {
  const { models, products } = useAvailableModels(destination);
  const [draft, setDraft] = useState<SyncDraft>(() => emptySyncDraft());
  const [errors, setErrors] = useState<SyncErrors>({});
  const start = useStartTransfer(destination.id);
  const edit = (patch: Partial<SyncDraft>, clears: (keyof SyncErrors)[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => !clears.includes(k as keyof SyncErrors))),
    );
  };

  const write = useOfflineWrite();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (write.offline) return;
    const check = checkSyncDraft(draft, fullRefresh);
    if (!check.ok) return setErrors(check.errors);
    start.mutate(check.request, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate className={body}>
      <div className={css({ pr: '8' })}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>
          {fullRefresh
            ? 'A full refresh re-sends all historical data of the chosen models and may take a while.'
            : 'Send the latest data of the chosen models now.'}{' '}
          Start and end times are read as UTC.
        </Dialog.Description>
      </div>
      <QueryView query={products} loadingLabel="Loading models">
        {() =>
          models && models.length > 0 ? (
            <ModelChecklist
              models={models}
              selected={draft.models}
              onChange={(m) => edit({ models: m }, [])}
            />
          ) : (
            <EmptyState>
              This destination has no models to send. Add products to its recipient first.
            </EmptyState>
          )
        }
      </QueryView>
      <fieldset
        className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}
      >
        <legend className={css({ fontWeight: 'semibold', mb: '1' })}>Time window (UTC, optional)</legend>
        <WindowBound
          label="Start time"
          enabled={draft.useStart}
          value={draft.start}
          error={errors.start}
          onEnabledChange={(useStart) => edit({ useStart }, ['start'])}
          onValueChange={(value) => edit({ start: value }, ['start'])}
        />
        <WindowBound
          label="End time"
          enabled={draft.useEnd}
          value={draft.end}
          error={errors.end}
          onEnabledChange={(useEnd) => edit({ useEnd }, ['end', 'start'])}
          onValueChange={(value) => edit({ end: value }, ['end', 'start'])}
        />
      </fieldset>
      <TagRows rows={draft.tags} error={errors.tags} onChange={(tags) => edit({ tags }, ['tags'])} />
      <div className={footer}>
        <OfflineReason write={write} />
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!canSubmitSync(draft) || write.offline}
          aria-describedby={write.describedBy()}
          loading={start.isPending}
        >
          {fullRefresh ? 'Full Refresh Models' : 'Sync Models'}
        </Button>
      </div>
    </form>
  );
}
