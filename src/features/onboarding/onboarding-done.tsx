import { css } from 'styled-system/css';
import { SuccessIcon } from '../../components/ui/index.ts';

interface OnboardingDoneProps {
  organization: string;
  destinationName: string;
  /** Where the link's creator wants the recipient to go next, if anywhere. */
  redirectUrl: string | null;
}

export const DONE_HEADING = 'Your destination is set up';

const box = css({
  display: 'grid',
  gap: '3',
  p: { base: '4', md: '6' },
  borderWidth: '1px',
  borderColor: 'green.7',
  bg: 'green.2',
  borderRadius: 'l3',
});
const continueLink = css({ color: 'accent.text', fontWeight: 'semibold', textDecoration: 'underline' });

/** The end of onboarding: what happens next, and the way on when the link names one. */
export function OnboardingDone({ organization, destinationName, redirectUrl }: OnboardingDoneProps) {
  return (
    <section className={box} aria-labelledby="onboarding-done-heading">
      <h1
        id="onboarding-done-heading"
        className={css({
          display: 'flex',
          gap: '2',
          alignItems: 'center',
          textStyle: '2xl',
          fontWeight: 'semibold',
        })}
      >
        <SuccessIcon color="var(--colors-green-9)" aria-hidden="true" />
        {DONE_HEADING}
      </h1>
      <p role="status">
        {DONE_HEADING}. {organization} will send your data to “{destinationName}”. This link cannot be used
        again; you can close this page.
      </p>
      {redirectUrl && (
        <p>
          <a href={redirectUrl} className={continueLink} rel="noopener noreferrer">
            Continue
          </a>
        </p>
      )}
    </section>
  );
}
