import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { createStyleContext } from 'styled-system/jsx';
import { switchRecipe } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(switchRecipe);

const Root = withProvider(ArkSwitch.Root, 'root');
const Control = withContext(ArkSwitch.Control, 'control');
const Thumb = withContext(ArkSwitch.Thumb, 'thumb');
const Label = withContext(ArkSwitch.Label, 'label');

export type SwitchProps = Omit<ArkSwitch.RootProps, 'children'> & {
  children: ReactNode;
  /** Ids of text that describes the switch (e.g. why it is disabled). */
  describedBy?: string;
};

/** An on/off switch; `children` is its visible label and accessible name (e.g. "Enabled"). */
export function Switch({ children, describedBy, ...props }: SwitchProps) {
  return (
    <Root {...props} className={css({ _disabled: { opacity: 0.5, cursor: 'not-allowed' } })}>
      <Control>
        <Thumb />
      </Control>
      <Label>{children}</Label>
      {/* Announced as a switch (on/off), not a checkbox. */}
      <ArkSwitch.HiddenInput role="switch" aria-describedby={describedBy} />
    </Root>
  );
}
