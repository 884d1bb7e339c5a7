/**
 * The names of the reader's own app that the code blocks of the README and docs/ use without
 * defining them: what an app has and the SDK does not (a login, analytics, a fallback view).
 * `npm run check:snippets` (scripts/check-snippets.mjs) compiles every block with this file; a
 * block's own imports and variables are declared in the block. Keep the list short: a name
 * belongs here only when every app would write it its own way.
 */

/** The signed-in user of a request (a cookie session, say), or undefined when nobody is. */
declare function currentUser(request: Request | import('node:http').IncomingMessage): Promise<{ id: string } | undefined>;

/** The id of the signed-in user of a request, as the platform names the viewer (`externalId`); throws a 401 Response when nobody is. */
declare function userIdOf(request: Request): Promise<string>;

/** The app's analytics. */
declare function track(...args: unknown[]): void;

/** Shows the app's own content in place of an embed that cannot show. */
declare function showFallback(message: string): void;
