import { type ReactNode, useId } from 'react';
import { css } from 'styled-system/css';
import type { FormSection as Section } from '../../../api/schemas/form.ts';

/** Section 1 (name, vendor, recipient) opens the form and carries no heading (SPEC.md §2.4). */
export const UNTITLED_SECTION_ID = 1;

const box = css({
  display: 'grid',
  gap: '5',
  pt: '6',
  borderTopWidth: '1px',
  _first: { pt: '0', borderTopWidth: '0' },
});
const heading = css({ textStyle: 'lg', fontWeight: 'semibold' });
const subtitle = css({ textStyle: 'sm', color: 'fg.muted', mt: '-4' });

export function FormSection({ section, children }: { section: Section; children: ReactNode }) {
  const headingId = useId();
  if (section.id === UNTITLED_SECTION_ID || !section.title) {
    return <div className={box}>{children}</div>;
  }
  return (
    <section aria-labelledby={headingId} className={box}>
      <h2 id={headingId} className={heading}>
        {section.title}
      </h2>
      {section.subtitle && <p className={subtitle}>{section.subtitle}</p>}
      {children}
    </section>
  );
}
