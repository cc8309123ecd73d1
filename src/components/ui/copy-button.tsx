import { Clipboard } from '@ark-ui/react/clipboard';
import { IconButton } from './icon-button.tsx';
import { CheckIcon, CopyIcon } from './icons.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface CopyButtonProps {
  value: string;
  /** The button's name; "Copy" unless a screen needs to say what ("Copy job id"). */
  label?: string;
}

/** Copies `value` to the clipboard; the icon turns into a check and "Copied" is announced. */
export function CopyButton({ value, label = 'Copy' }: CopyButtonProps) {
  return (
    <Clipboard.Root value={value}>
      <Clipboard.Trigger asChild>
        <IconButton aria-label={label} size="sm" variant="ghost">
          <Clipboard.Indicator copied={<CheckIcon />}>
            <CopyIcon />
          </Clipboard.Indicator>
        </IconButton>
      </Clipboard.Trigger>
      <Clipboard.Context>
        {(api) => <VisuallyHidden aria-live="polite">{api.copied ? 'Copied' : ''}</VisuallyHidden>}
      </Clipboard.Context>
    </Clipboard.Root>
  );
}
