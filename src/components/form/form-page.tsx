import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { TextLink } from '../data/text-link.tsx';

const page = css({ display: 'grid', gap: '4' });
const back = css({
  textStyle: 'sm',
  color: 'fg.muted',
  fontWeight: 'medium',
  justifySelf: 'start',
  _hover: { textDecoration: 'underline' },
});
const heading = css({ textStyle: '2xl', fontWeight: 'semibold' });

export interface FormPageProps {
  /** The heading's id, which names the page's section: 'webhook-form-heading'. */
  headingId: string;
  title: string;
  backHref: string;
  backLabel: string;
  /** Extra styles for the section (a maximum width). */
  className?: string;
  children: ReactNode;
}

/** The page around a form: a link back where the form was opened from, the heading, the form. */
export function FormPage({ headingId, title, backHref, backLabel, className, children }: FormPageProps) {
  return (
    <section aria-labelledby={headingId} className={cx(page, className)}>
      <TextLink to={backHref} className={back}>
        ← {backLabel}
      </TextLink>
      <h1 id={headingId} className={heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
