import { type ReactNode, useId } from 'react';
import { css } from 'styled-system/css';
import type { FormSection as Section } from '../../api/schemas/form.ts';

const box = css({
  display: 'grid',
  gap: '5',
  pt: '6',
  borderTopWidth: '1px',
  _first: { pt: '0', borderTopWidth: '0' },
});
const heading = css({ textStyle: 'lg', fontWeight: 'semibold' });
const subtitle = css({ textStyle: 'sm', color: 'fg.muted', mt: '-4' });

interface FormSectionProps {
  section: Section;
  /** False for a section that opens the form without a heading (a destination's section 1). */
  titled?: boolean;
  children: ReactNode;
}

/** One section of a form tree: a labelled region with the server's title and subtitle. */
export function FormSection({ section, titled = true, children }: FormSectionProps) {
  const headingId = useId();
  if (!titled || !section.title) {
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
