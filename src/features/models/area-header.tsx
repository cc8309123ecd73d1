import type { ReactNode } from 'react';
import { ListHeader } from '../../components/data/list-header.tsx';
import { AreaTabs } from './area-tabs.tsx';

/** The top of both lists: the area's name (as in the navigation), its actions, then the tabs. */
export function AreaHeader({ actions }: { actions?: ReactNode }) {
  return (
    <>
      <ListHeader title="Models & Products" headingId="models-area-heading">
        {actions}
      </ListHeader>
      <AreaTabs />
    </>
  );
}
