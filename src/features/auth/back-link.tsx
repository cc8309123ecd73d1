import { css } from 'styled-system/css';

const style = css({
  alignSelf: 'center',
  color: 'accent.text',
  textStyle: 'sm',
  fontWeight: 'medium',
  minH: '11',
  display: 'inline-flex',
  alignItems: 'center',
  _hover: { textDecoration: 'underline' },
});

/** 'Back to other options': a real link to the start of sign-in, handled in place (no reload). */
export function BackLink({ onBack }: { onBack: () => void }) {
  return (
    <a
      href="/login"
      className={style}
      onClick={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      Back to other options
    </a>
  );
}
