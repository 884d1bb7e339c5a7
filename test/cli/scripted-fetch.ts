/**
 * A `fetch` that answers what a test scripts, in process: each request recorded (method, path
 * with its query, headers, JSON body), each answer a `Response` the script returns — or a
 * promise of one, so that a request can hang until the test lets it go (or for ever).
 */

/** A request the scripted fetch received. */
export interface ScriptedCall {
  readonly method: string;
  /** The path with its query, as sent. */
  readonly path: string;
  readonly headers: Headers;
  /** The body parsed as JSON, if there was one. */
  readonly body: unknown;
}

/** The scripted fetch, and what it received. */
export interface ScriptedFetch {
  readonly fetch: typeof fetch;
  readonly calls: readonly ScriptedCall[];
}

/** The base URL the scripted service answers at. */
export const SCRIPTED_BASE_URL = 'https://acme.example.com';

/** A JSON response. */
export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A `fetch` whose answer to each request is `answer(call)`; a request it gives no answer for is a 404. */
export function scriptedFetch(answer: (call: ScriptedCall) => Response | Promise<Response> | undefined): ScriptedFetch {
  const calls: ScriptedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: ScriptedCall = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const given = answer(call);
    if (given === undefined) return jsonResponse({ message: `no ${call.method} ${call.path} here` }, 404);
    // A hanging answer still ends when the request is aborted, as a real fetch does.
    return await new Promise<Response>((resolve, reject) => {
      const abort = () => reject(request.signal.reason);
      if (request.signal.aborted) abort();
      request.signal.addEventListener('abort', abort, { once: true });
      Promise.resolve(given).then(resolve, reject);
    });
  };
  return { fetch, calls };
}

/** A promise that never settles: a service that never answers. */
export const never = (): Promise<Response> => new Promise<Response>(() => undefined);
