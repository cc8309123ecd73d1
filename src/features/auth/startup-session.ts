import { authApi } from '../../api/endpoints/auth.ts';
import { isApiError } from '../../api/errors.ts';
import { type Session, SIGNED_OUT } from './session.ts';

/**
 * Asks the server who is signed in when the console starts. Any failure shows the sign-in screen
 * instead of a crash: a 401 means signed out; status 0 means the server is unreachable (offline).
 * Offline sign-in, which would restore the last session from disk here, comes with a later issue.
 */
export async function resolveStartupSession(status = authApi.status): Promise<Session> {
  try {
    const reply = await status();
    if (!reply) return SIGNED_OUT;
    return { status: 'signed-in', email: reply.email, environment: reply.environment };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status !== 0) console.error('Auth status failed:', error.message);
    return SIGNED_OUT;
  }
}
