import { css } from 'styled-system/css';
import { TextLink } from '../../components/data/text-link.tsx';
import { MagicLinkForm } from './form/magic-link-form.tsx';

const back = css({
  textStyle: 'sm',
  color: 'fg.muted',
  fontWeight: 'medium',
  _hover: { textDecoration: 'underline' },
});

/** /magic-links/new: 'Generate Magic Link' (SPEC.md §2.5). */
export function NewMagicLinkPage() {
  return (
    <section
      aria-labelledby="magic-link-form-heading"
      className={css({ display: 'grid', gap: '4', maxW: '2xl' })}
    >
      <TextLink to="/magic-links/active" className={back}>
        ← Magic Links
      </TextLink>
      <h1 id="magic-link-form-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
        Generate Magic Link
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        A magic link lets a recipient set up their own destination: they open it, fill in their connection
        details and test them. What you preset here is locked on their form.
      </p>
      <MagicLinkForm />
    </section>
  );
}
