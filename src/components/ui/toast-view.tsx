/**
 * Renders the console's one `toaster` (toaster.ts): bottom right, stacked, each with a dismiss button.
 * The kind is said in words (hidden "Error:"/"Success:") and by the icon's shape, not by colour alone.
 */
import { Toaster as ArkToaster, Toast } from '@ark-ui/react/toast';
import { css } from 'styled-system/css';
import { createStyleContext } from 'styled-system/jsx';
import { toast } from 'styled-system/recipes';
import { Button } from './button.tsx';
import { IconButton } from './icon-button.tsx';
import { CloseIcon, ErrorIcon, SuccessIcon } from './icons.tsx';
import { toaster } from './toaster.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

const { withProvider, withContext } = createStyleContext(toast);
const Root = withProvider(Toast.Root, 'root');
const Title = withContext(Toast.Title, 'title');
const Description = withContext(Toast.Description, 'description');
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger');
const ActionTrigger = withContext(Toast.ActionTrigger, 'actionTrigger');

const body = css({ display: 'flex', gap: '3', alignItems: 'flex-start', pr: '10', maxW: 'min(28rem, 90vw)' });
const icon = css({ flexShrink: 0, mt: '0.5', width: '5', height: '5' });

export function Toaster() {
  return (
    <ArkToaster toaster={toaster}>
      {(t) => {
        const isError = t.type === 'error';
        return (
          <Root key={t.id} borderLeftWidth="4px" borderLeftColor={isError ? 'red.9' : 'green.9'}>
            <div className={body}>
              {isError ? (
                <ErrorIcon className={icon} color="var(--colors-red-9)" />
              ) : (
                <SuccessIcon className={icon} color="var(--colors-green-9)" />
              )}
              <div>
                <Title>
                  <VisuallyHidden>{isError ? 'Error: ' : 'Success: '}</VisuallyHidden>
                  {t.title}
                </Title>
                {t.description && <Description>{t.description}</Description>}
                {t.action && (
                  <ActionTrigger asChild>
                    <Button size="sm" variant="outline" mt="2">
                      {t.action.label}
                    </Button>
                  </ActionTrigger>
                )}
              </div>
            </div>
            <CloseTrigger asChild>
              <IconButton aria-label="Dismiss notification" size="sm">
                <CloseIcon />
              </IconButton>
            </CloseTrigger>
          </Root>
        );
      }}
    </ArkToaster>
  );
}
