/**
 * The server names the field a write failed on (`422 postgres.password_auth.password is required`).
 * When that field is on screen, its message goes next to it as well as into the toast.
 */
const LEADING_PATH = /^([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)\b/;

export function fieldOfServerMessage(message: string, fieldNames: ReadonlySet<string>): string | null {
  const path = LEADING_PATH.exec(message.trim())?.[1];
  const name = path?.split('.').at(-1);
  return name && fieldNames.has(name) ? name : null;
}
