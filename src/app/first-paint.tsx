/**
 * The first paint without JavaScript, rendered to HTML at build time (vite.config.ts puts it
 * in index.html's #root): the sign-in screen as /login first shows it, and the signed-in frame
 * (shell/first-paint-shell.tsx). public/first-paint.js shows, before the first paint, the sign-in screen on
 * /login with no session remembered, the frame where a remembered session opens a signed-in page, and
 * neither elsewhere (an onboarding link, the sign-in return). Both are inert: nothing can be typed into
 * them and lost; the app replaces them in its first commit (main.tsx).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { FirstPaintShell } from './shell/first-paint-shell.tsx';

export function renderFirstPaint(): string {
  const markup = renderToStaticMarkup(
    <>
      <div data-first-paint="login" inert>
        <LoginScreen redirectTo={null} onSignedIn={() => {}} />
      </div>
      <div data-first-paint="shell" inert>
        <FirstPaintShell />
      </div>
    </>,
  );
  // React hoists preloads of the images before it; the <img> elements load them just as early.
  return markup.replace(/^(<link [^>]*>)+/, '');
}
