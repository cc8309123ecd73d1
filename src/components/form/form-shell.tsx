/**
 * The frame of every form: a native form that does its own checks (noValidate), named for assistive
 * technology; one fieldset that disables every input while saving; the draft notice first. And the
 * Save bar of the flat forms: Save (its busy words while saving, disabled offline with the reason)
 * with what goes beside it (Cancel).
 */
import type { FormEvent, ReactNode, RefObject } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '../ui/index.ts';
import { DraftNotice } from './draft-notice.tsx';
import { OfflineReason, useOfflineWrite } from './offline-reason.tsx';
import type { FormDraft } from './use-form-draft.ts';

export interface FormShellProps {
  form: { formRef: RefObject<HTMLFormElement | null>; draft: FormDraft };
  label: string;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The fields' spacing and width (the fieldset itself is a plain grid). */
  className: string;
  children: ReactNode;
  /** Inside the form after the fieldset (a confirmation dialog). */
  after?: ReactNode;
}

const plain = css({ border: 'none', p: '0', m: '0', minW: '0', display: 'grid' });

export function FormShell({ form, label, saving, onSubmit, className, children, after }: FormShellProps) {
  return (
    <form ref={form.formRef} noValidate aria-label={label} onSubmit={(event) => void onSubmit(event)}>
      <fieldset disabled={saving} className={cx(plain, className)}>
        <DraftNotice draft={form.draft} />
        {children}
      </fieldset>
      {after}
    </form>
  );
}

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });

interface SubmitBarProps {
  saving: boolean;
  label: string;
  busyLabel: string;
  /** Save cannot be used for a reason the form says beside it. */
  disabled?: boolean;
  children?: ReactNode;
}

export function SubmitBar({ saving, label, busyLabel, disabled = false, children }: SubmitBarProps) {
  const write = useOfflineWrite();
  return (
    <div className={bar}>
      <Button
        type="submit"
        loading={saving}
        disabled={disabled || write.offline}
        aria-describedby={write.describedBy()}
      >
        {saving ? busyLabel : label}
      </Button>
      {children}
      <OfflineReason write={write} />
    </div>
  );
}
