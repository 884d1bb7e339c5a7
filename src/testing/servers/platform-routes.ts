/**
 * The routes of the fake platform server: every path of `openapi/platform.yaml` (every operation
 * of the platform's reference) with its methods, and what each answers. The operations with state
 * (dbt sync, the report and folder lists, embed sessions, the upload form) have handlers of their
 * own (named here, run by the server); every other operation answers a small plausible JSON body
 * of the document's shape, 204 where the document answers that, or 501 where the fake does not
 * make the answer (a rendered file, an accepted preview). Every cursor list pages by one rule
 * (`platform-pages.ts`). The table is kept in three parts by area of the document:
 * `platform-routes-deployments.ts`, `platform-routes-workspace.ts`, `platform-routes-embedding.ts`.
 *
 * @module
 */

import {
  compileRouter,
  type FormPath,
  type MatchedRoute,
  type RouteMethods,
  type RouteTable,
} from './platform-router.js';
import { DEPLOYMENT_ROUTES } from './platform-routes-deployments.js';
import { EMBEDDING_ROUTES } from './platform-routes-embedding.js';
import { WORKSPACE_ROUTES } from './platform-routes-workspace.js';

export type { HandledOperation, HttpVerb, MatchedRoute, RouteAnswer, RouteCall } from './platform-router.js';

/**
 * Every path of `openapi/platform.yaml` with its methods and answers. A path or method that is
 * not in the document, or one of the document that is not here, fails the type check (see
 * `RouteTable`), and so does an answer that is not of the document's shape, so the fake cannot
 * drift from the REST surface.
 */
export const PLATFORM_ROUTES = {
  ...DEPLOYMENT_ROUTES,
  ...WORKSPACE_ROUTES,
  ...EMBEDDING_ROUTES,
} satisfies RouteTable;

/**
 * The paths whose body is a multipart form, not JSON (the data model upload): exactly the
 * document's, or the type check fails.
 */
export const FORM_ROUTES: ReadonlySet<string> = new Set(
  Object.keys({ '/build/api/v1/deployments/{deploymentId}/data-model/upload/file': true } satisfies Record<
    FormPath,
    true
  >),
);

/**
 * The operations that need no credential (`security: []` in the document, which the generated
 * types do not carry: a test holds this list to the YAML): the session exchange, whose session
 * id is the credential.
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set(['POST /api/v1/embed/session/token']);

/** Matches paths against the route table ({@link PLATFORM_ROUTES}); the most literal template wins. */
export function createRouter(): (pathname: string) => MatchedRoute | { badSegment: string } | undefined {
  return compileRouter(PLATFORM_ROUTES as Record<string, RouteMethods>);
}
