/**
 * The router of the fake platform server: a route table compiled once, a path matched to the
 * most literal template (`/users/bulk` over `/users/{id}`), its parameters decoded — a bad
 * escape reported, not thrown. Also the types a route table is made of.
 *
 * @module
 */

import type { paths } from '../../api/platform-paths.js';

/** An HTTP verb of the REST surface (not the typed method of `platform-embed/api`'s client, `PlatformMethod`). */
export type HttpVerb = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

/** What a route's answer is made from. */
export interface RouteCall {
  /** The path template the request matched, as in `openapi/platform.yaml`. */
  readonly template: string;
  /** The path parameters, decoded (`{ deploymentId: '42', syncJobId: 'sync-1' }`). */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The JSON body, an object; `undefined` when there was none, and for a multipart route (see `raw`). */
  readonly body: Readonly<Record<string, unknown>> | undefined;
  /** The body as text and its content type, for the routes that take a form. */
  readonly raw: { readonly text: string; readonly contentType: string | undefined };
}

/**
 * The operations the server itself runs, with state, named by their operation ids: dbt sync
 * jobs, the report and folder lists, a report's workbook, embed sessions, the upload form.
 */
export type HandledOperation =
  | 'startDbtSync'
  | 'getDbtSyncStatus'
  | 'cancelDbtSync'
  | 'getDbtSyncResult'
  | 'getDbtSyncLogs'
  | 'getDbtSyncGeneratedFiles'
  | 'listDbtSyncs'
  | 'listReports'
  | 'listFolders'
  | 'connectReportToWorkbook'
  | 'generateSession'
  | 'postTokenBySessionId'
  | 'revokeSession'
  | 'uploadFile';

/**
 * What a route answers: an operation the server runs, `204` (no body), `501` (not made by the
 * fake), or a function making the JSON body of a 200.
 */
export type RouteAnswer = { handled: HandledOperation } | 204 | 501 | ((call: RouteCall) => unknown);

/** The methods of one path, with their answers. */
export type RouteMethods = Partial<Record<HttpVerb, RouteAnswer>>;

type HttpMethodKey = 'get' | 'put' | 'post' | 'patch' | 'delete';
/** The methods a path item of the document has: openapi-typescript writes `?: never` for the others. */
type MethodsOf<Item> = {
  [M in HttpMethodKey]: M extends keyof Item ? ([NonNullable<Item[M]>] extends [never] ? never : M) : never;
}[HttpMethodKey];
/** The JSON body of a response of the document. */
type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
/**
 * What an operation may answer: `204` where the document says 204, else a handler or a body of the
 * document's 200 JSON schema; `501` where the document's success is not a JSON 200 (a file, a 202).
 */
type AnswerOf<Operation> = Operation extends { responses: infer R }
  ? 204 extends keyof R
    ? 204 | { handled: HandledOperation }
    : 200 extends keyof R
      ? [JsonOf<R[200]>] extends [never]
        ? 501
        : { handled: HandledOperation } | ((call: RouteCall) => JsonOf<R[200]>)
      : 501
  : never;
/**
 * The shape of the route table (`PLATFORM_ROUTES`), derived from the generated `paths` of
 * `openapi/platform.yaml`: every path, each with exactly its methods, answers of the right kind.
 * A path or method missing from the table, or not in the document, fails the type check.
 */
export type RouteTable = {
  [P in keyof paths]: { [M in MethodsOf<paths[P]> as Uppercase<M>]: AnswerOf<NonNullable<paths[P][M]>> };
};

/** Whether an operation of the document takes a multipart form. */
type TakesForm<Operation> = [Operation] extends [never]
  ? false
  : Operation extends { requestBody?: { content: infer C } }
    ? 'multipart/form-data' extends keyof C
      ? true
      : false
    : false;
/** The paths of the document with an operation whose body is a multipart form. */
export type FormPath = {
  [P in keyof paths]: true extends { [M in HttpMethodKey]: TakesForm<NonNullable<paths[P][M]>> }[HttpMethodKey]
    ? P
    : never;
}[keyof paths];

/** A route the request's path matched. */
export interface MatchedRoute {
  /** The path template, as in `openapi/platform.yaml`. */
  readonly template: string;
  readonly methods: RouteMethods;
  /** The path parameters, decoded. */
  readonly params: Record<string, string>;
}

interface CompiledRoute {
  template: string;
  methods: RouteMethods;
  pattern: RegExp;
  names: string[];
  /** Literal (1) or parameter (0) per segment: a literal wins over a parameter (`/users/bulk` over `/users/{id}`). */
  rank: number[];
}

/** Matches paths against `table`; the most literal template wins. */
export function compileRouter(
  table: Readonly<Record<string, RouteMethods>>,
): (pathname: string) => MatchedRoute | { badSegment: string } | undefined {
  const routes: CompiledRoute[] = Object.entries(table).map(([template, methods]) => {
    const names: string[] = [];
    const segments = template.split('/');
    const source = segments.map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^$()|[\]\\-]/g, '\\$&');
      names.push(param[1]!);
      return '([^/]+)';
    });
    return {
      template,
      methods,
      pattern: new RegExp(`^${source.join('/')}$`),
      names,
      rank: segments.map((segment) => (segment.startsWith('{') ? 0 : 1)),
    };
  });
  routes.sort((a, b) => {
    for (let index = 0; index < Math.min(a.rank.length, b.rank.length); index += 1)
      if (a.rank[index] !== b.rank[index]) return b.rank[index]! - a.rank[index]!;
    return 0;
  });
  return (pathname) => {
    for (const route of routes) {
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const params: Record<string, string> = {};
      for (const [index, name] of route.names.entries()) {
        const raw = match[index + 1]!;
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          return { badSegment: raw };
        }
      }
      return { template: route.template, methods: route.methods, params };
    }
    return undefined;
  };
}
