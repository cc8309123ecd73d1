import { useId } from 'react';
import { css } from 'styled-system/css';
import { magicLinksApi } from '../../api/endpoints/magic-links.ts';
import { DeleteDialog, useDeleteAction } from '../../components/detail/delete-action.tsx';
import { useOfflineWrite } from '../../components/form/offline-reason.tsx';
import { IconButton, Menu, Portal } from '../../components/ui/index.ts';
import { OFFLINE_WRITE_REASON } from '../../offline/network-status.ts';
import { useEnvironment } from '../auth/environment.ts';
import { afterMagicLinkDeleted, DELETE_CONFIRMATION_TEXT } from './delete-magic-link.ts';
import type { ListedMagicLink } from './queries.ts';

const DotsIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </svg>
);

const reason = css({ display: 'block', textStyle: 'xs', color: 'fg.muted', maxW: '16rem' });

/**
 * A row's actions (SPEC.md §2.5): 'Delete Magic Link', after a confirmation. Offline the item is
 * disabled and says why under its name.
 */
export function RowMenu({ link }: { link: ListedMagicLink }) {
  const labelId = useId();
  const environment = useEnvironment();
  const write = useOfflineWrite();
  const remove = useDeleteAction({
    remove: () => magicLinksApi.remove(link.id),
    onDeleted: (queryClient) => afterMagicLinkDeleted(environment, queryClient, link.id),
  });
  return (
    <>
      <Menu.Root
        onSelect={(d) => d.value === 'delete' && remove.ask()}
        positioning={{ placement: 'bottom-end' }}
      >
        <Menu.Trigger asChild>
          <IconButton aria-label={`Actions for ${link.name}`} size="sm" variant="ghost">
            <DotsIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item
                value="delete"
                minH="11"
                color="fg.error"
                disabled={write.offline}
                aria-labelledby={labelId}
                aria-describedby={write.describedBy()}
                h="auto"
                flexDirection="column"
                alignItems="flex-start"
                justifyContent="center"
              >
                <span id={labelId}>Delete Magic Link</span>
                {write.offline && (
                  <span id={write.reasonId} className={reason}>
                    {OFFLINE_WRITE_REASON}
                  </span>
                )}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <DeleteDialog action={remove} title="Delete Magic Link" confirmation={DELETE_CONFIRMATION_TEXT} />
    </>
  );
}
