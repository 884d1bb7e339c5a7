/**
 * openapi-fetch's middleware (`onRequest`, `onResponse`, `onError`), run by the client's own
 * transport around every try of a request — retries included, which openapi-fetch alone would
 * run once per call — so that an app can log, trace or add headers without wrapping `fetch`.
 * A middleware never sees the credential: it is added to the request after `onRequest`.
 *
 * @module
 * @internal
 */

import {
  createQuerySerializer,
  defaultBodySerializer,
  defaultPathSerializer,
  type MergedOptions,
  type Middleware,
  type MiddlewareRequestParams,
} from 'openapi-fetch';
import { refuseApiOption } from '../http/refuse.js';
import { isRecord } from '../internal/is-record.js';

/** What a request is, for its middleware: its OpenAPI path, its params, its id. */
export interface RequestContext {
  /** The OpenAPI path of the call, with its placeholders: `/api/v1/deployments/{deploymentId}/dbt-sync`. */
  readonly schemaPath: string;
  /** The call's `params` (path, query, header), as given. */
  readonly params: MiddlewareRequestParams;
  /** The call's number in this client (`'1'`, `'2'`…): the same for every try of one call. */
  readonly id: string;
}

/** The middleware of one client, in the order `use` added them. */
export class MiddlewareList {
  readonly #list: Middleware[] = [];

  /**
   * Adds middleware, each once, all or none.
   * @throws {@link ApiError} `INVALID_OPTIONS` for one without a callback (none of the call added).
   */
  add(middleware: readonly Middleware[]): void {
    for (const item of middleware) {
      if (!hasCallback(item)) refuseApiOption('middleware', 'an object with onRequest, onResponse or onError', item);
    }
    for (const item of middleware) if (!this.#list.includes(item)) this.#list.push(item);
  }

  /** Removes middleware (by identity). */
  remove(middleware: readonly Middleware[]): void {
    for (const item of middleware) {
      const index = this.#list.indexOf(item);
      if (index !== -1) this.#list.splice(index, 1);
    }
  }

  get size(): number {
    return this.#list.length;
  }

  /**
   * Runs `onRequest` of each middleware, in order: each may return a new `Request`, or a
   * `Response` that answers the try without a fetch.
   */
  async request(request: Request, context: RequestContext, options: MergedOptions): Promise<Request | Response> {
    let current = request;
    for (const item of this.#list) {
      const changed = await item.onRequest?.({ ...context, request: current, options });
      if (changed instanceof Response) return changed;
      if (changed instanceof Request) current = changed;
    }
    return current;
  }

  /** Runs `onResponse` of each middleware, the last added first: each may return a new `Response`. */
  async response(
    request: Request,
    response: Response,
    context: RequestContext,
    options: MergedOptions,
  ): Promise<Response> {
    let current = response;
    for (const item of [...this.#list].reverse()) {
      const changed = await item.onResponse?.({ ...context, request, response: current, options });
      if (changed instanceof Response) current = changed;
    }
    return current;
  }

  /**
   * Runs `onError` of each middleware for a try that failed before a response: one may answer
   * it with a `Response`, or replace the error with another.
   */
  async error(
    request: Request,
    error: unknown,
    context: RequestContext,
    options: MergedOptions,
  ): Promise<{ response: Response } | { error: unknown }> {
    let current = error;
    for (const item of [...this.#list].reverse()) {
      const handled = await item.onError?.({ ...context, request, error: current, options });
      if (handled instanceof Response) return { response: handled };
      if (handled instanceof Error) current = handled;
    }
    return { error: current };
  }
}

/** Whether `item` is an object with at least one of the three callbacks. */
function hasCallback(item: unknown): boolean {
  if (!isRecord(item)) return false;
  const callbacks = item;
  return (
    typeof callbacks.onRequest === 'function' ||
    typeof callbacks.onResponse === 'function' ||
    typeof callbacks.onError === 'function'
  );
}

/** The client's options as a middleware reads them (openapi-fetch's defaults for what this client does not change). */
export function mergedOptions(baseUrl: string, fetch: typeof globalThis.fetch): MergedOptions {
  return {
    baseUrl,
    parseAs: 'json',
    querySerializer: createQuerySerializer(),
    bodySerializer: defaultBodySerializer,
    pathSerializer: defaultPathSerializer,
    fetch,
  };
}
