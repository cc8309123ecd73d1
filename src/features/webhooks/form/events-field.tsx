import { Fieldset } from '@ark-ui/react/fieldset';
import { css, cx } from 'styled-system/css';
import type { WebhookEvent } from '../../../api/schemas/webhook.ts';
import {
  choiceError,
  choiceGroup,
  choiceHelp,
  choiceItem,
  choiceLegend,
} from '../../../components/form/choice-styles.ts';
import { EVENT_GROUPS, orderedEvents } from '../event-groups.ts';

interface EventsFieldProps {
  value: readonly WebhookEvent[];
  onValueChange: (events: WebhookEvent[]) => void;
  error?: string | undefined;
}

// Groups side by side where there is room, one under another on a phone.
const groups = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});
const group = css({ border: 'none', p: '0', m: '0', minW: '0', display: 'grid', gap: '0.5' });
const groupLegend = css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted', mb: '1' });
const eventName = css({ fontFamily: 'mono', textStyle: 'sm', overflowWrap: 'anywhere' });
const requiredMark = css({ color: 'fg.error', ml: '0.5' });

/**
 * The events a webhook is sent for: native checkboxes grouped Transfer, Source, Destination,
 * Recipient and Magic Link (SPEC.md §9), each labelled with the event type the receiver gets. The
 * outer fieldset carries the 'at least one' error, linked to the group for screen readers.
 */
export function EventsField({ value, onValueChange, error }: EventsFieldProps) {
  const toggle = (event: WebhookEvent, on: boolean) =>
    onValueChange(orderedEvents(on ? [...value, event] : value.filter((e) => e !== event)));
  return (
    <Fieldset.Root invalid={Boolean(error)} className={choiceGroup}>
      <Fieldset.Legend className={choiceLegend}>
        Events
        <span aria-hidden="true" className={requiredMark}>
          *
        </span>
      </Fieldset.Legend>
      <Fieldset.HelperText className={choiceHelp}>
        The webhook is sent each time one of these happens. Choose at least one.
      </Fieldset.HelperText>
      <div className={groups}>
        {EVENT_GROUPS.map((g) => (
          <fieldset key={g.label} className={group}>
            <legend className={groupLegend}>{g.label}</legend>
            {g.events.map((event) => (
              <label key={event} className={cx(choiceItem, eventName)}>
                <input
                  type="checkbox"
                  name="events"
                  value={event}
                  checked={value.includes(event)}
                  onChange={(e) => toggle(event, e.currentTarget.checked)}
                />
                {event}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {error && <Fieldset.ErrorText className={choiceError}>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
