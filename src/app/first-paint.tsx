/**
 * The first paint without JavaScript (issue 14): the sign-in screen as /login first shows it, rendered to
 * HTML at build time (vite.config.ts puts it in index.html's #root). public/theme.js shows it before the
 * first paint only on /login with no session remembered; everywhere else it stays hidden. It is inert:
 * nothing can be typed into it and lost; the app replaces it in one commit (main.tsx).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { LoginScreen } from '../features/auth/login-screen.tsx';

export function renderFirstPaint(): string {
  const markup = renderToStaticMarkup(
    <div data-first-paint="login" inert>
      <LoginScreen redirectTo={null} onSignedIn={() => {}} />
    </div>,
  );
  // React hoists a preload of the logo before it; the <img> loads it just as early.
  return markup.replace(/^(<link [^>]*>)+/, '');
}
