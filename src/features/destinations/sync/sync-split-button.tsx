import { css } from 'styled-system/css';
import { Button, ChevronDownIcon, IconButton, Menu, Portal } from '../../../components/ui/index.ts';

export interface SyncSplitButtonProps {
  /** The main part's text, e.g. 'Sync Now'. */
  label: string;
  /** Shown with a spinner while the run is being posted, e.g. 'Starting Sync'. */
  busyLabel: string;
  busy: boolean;
  /** The menu's one item, e.g. 'Select models to sync'. */
  menuItem: string;
  /** Names the menu's trigger, e.g. 'More sync options'. */
  menuLabel: string;
  onRun: () => void;
  onChooseModels: () => void;
  variant?: 'solid' | 'outline';
  /** Both parts off (offline), described by the element whose id is `describedBy`. */
  disabled?: boolean;
  describedBy?: string;
}

/** What the split button says: its label, busy label, menu item and the menu trigger's name. */
export type SplitButtonTexts = Pick<SyncSplitButtonProps, 'label' | 'busyLabel' | 'menuItem' | 'menuLabel'>;

const group = css({ display: 'inline-flex', '& > :first-child': { borderRightRadius: '0' } });

/** A split button: the main part runs for all available models, the arrow offers choosing them. */
export function SyncSplitButton(props: SyncSplitButtonProps) {
  const { label, busyLabel, busy, menuItem, menuLabel, onRun, onChooseModels, variant = 'solid' } = props;
  const { disabled = false, describedBy } = props;
  return (
    <div className={group}>
      <Button
        variant={variant}
        loading={busy}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={onRun}
      >
        {busy ? busyLabel : label}
      </Button>
      <Menu.Root onSelect={() => onChooseModels()} positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton
            aria-label={menuLabel}
            aria-describedby={describedBy}
            variant={variant}
            disabled={busy || disabled}
            borderLeftRadius="0"
            ml="-1px"
          >
            <ChevronDownIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="choose-models" minH="11">
                {menuItem}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </div>
  );
}
