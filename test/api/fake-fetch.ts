/**
 * A scripted `fetch` for the management client's unit tests: each call takes the next answer
 * (a status and body, a thrown error, or a request that never ends) and records the request
 * as it was sent, with its body read.
 */

/** One scripted answer: a response (made per call), an error to throw, or `'hang'`: no answer, ever (the signal ignored). */
export type Answer = (() => Response | Promise<Response>) | Error | 'hang' | ((request: Request) => Promise<Response>);

export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: string;
  signal: AbortSignal;
}

export interface FakeFetch {
  fetch: typeof fetch;
  readonly sent: SentRequest[];
}

/** A JSON response. */
export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): (() => Response) =>
  () =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

/** A text response. */
export const text =
  (status: number, body: string, headers: Record<string, string> = {}): (() => Response) =>
  () =>
    new Response(body, { status, headers: { 'content-type': 'text/plain', ...headers } });

/** A fetch answering with `answers` in order, then with the last one again. */
export function fakeFetch(...answers: Answer[]): FakeFetch {
  const sent: SentRequest[] = [];
  let next = 0;
  const doFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    sent.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      credentials: request.credentials,
      body: await request.clone().text(),
      signal: request.signal,
    });
    const answer = answers[Math.min(next, answers.length - 1)];
    next += 1;
    if (answer === undefined) throw new Error('fakeFetch: no answer scripted');
    if (answer === 'hang') return new Promise<Response>(() => undefined);
    if (answer instanceof Error) throw answer;
    return answer.length === 1
      ? (answer as (request: Request) => Promise<Response>)(request)
      : (answer as () => Response | Promise<Response>)();
  };
  return { fetch: doFetch as typeof fetch, sent };
}
