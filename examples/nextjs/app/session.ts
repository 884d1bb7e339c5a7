/** What the app's routes share: who the signed-in user is, and the server's settings. Server only. */
import type { SessionSettings } from 'platform-embed/chat';

/**
 * A stand-in for your login: every visitor is this one demo user. In your app, read the user
 * from your own session here (its cookie, through your auth library) and, when there is none,
 * `throw new Response(null, { status: 401 })`. Never take the user from what the browser sends:
 * the chat proxy drops any `sessionSettings` in the browser's request.
 */
export async function signedInUser(_request: Request): Promise<SessionSettings & { externalId: string }> {
  return { externalId: 'demo-user' };
}

/** A variable of the server's environment (see README.md), or an error naming it. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} in the server's environment (see README.md)`);
  return value;
}
