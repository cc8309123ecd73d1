import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS only when the console is served from another origin (CONSOLE_ORIGIN): that origin alone, with
 * credentials (the session cookie), and the headers the console sends. Other origins get no CORS
 * headers, so their browsers refuse the replies.
 */
export const CORS_MAX_AGE_S = 600;

export function consoleCors(consoleOrigin: string | null): MiddlewareHandler | null {
  if (!consoleOrigin) return null;
  return cors({
    origin: consoleOrigin,
    credentials: true,
    allowHeaders: ['Content-Type', 'Environment', 'X-Prequel-Api-Version'],
    allowMethods: ['GET', 'POST', 'PATCH', 'DELETE'],
    maxAge: CORS_MAX_AGE_S,
  });
}
