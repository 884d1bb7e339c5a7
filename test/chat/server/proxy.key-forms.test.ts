// @vitest-environment node
/**
 * The key never reaches the browser in any form the service might echo — whole, without its
 * kind prefix, URL-encoded, base64 (of the key and of its `Api-Key` header), JSON-escaped — in
 * an error body, a header or a stream line; nor cut across two lines of a stream, which the
 * browser's client would put together. Through `createChatProxy` alone, as an app uses it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createChatProxy } from '../../../src/chat/server/index.js';
import { keyFormIn, keyForms } from '../../support/key-forms.js';

const KEY = 'sk-live-proxy-key-0123456789abcdef';
/** A key whose URL-encoded and base64 forms differ from its others ("/", "+", "=", "~" are encoded). */
const SPECIAL = 'pk_live_a/b+c=d~0123456789';
const everyForm = [KEY, SPECIAL].flatMap((key) => keyForms(key).map((form) => [form, key] as const));
const SERVICE = 'https://chat.example.com/api/v1/public/acme/agents/agent-1/chat';

/** A proxy with `key` whose service answers `body` (a string, or lines each sent as a chunk of its own). */
function proxyAnswering(body: string | readonly string[], init: ResponseInit = {}, key = KEY) {
  const fetch = async () =>
    new Response(
      typeof body === 'string'
        ? body
        : new ReadableStream({
            start(controller) {
              for (const chunk of body) controller.enqueue(new TextEncoder().encode(chunk));
              controller.close();
            },
          }),
      { headers: { 'content-type': 'application/json' }, ...init },
    );
  return createChatProxy({
    url: `${SERVICE}/stream-chat-state`,
    apiKey: key,
    sessionSettings: () => ({ externalId: 'u' }),
    fetch,
  });
}

const ask = () =>
  new Request('https://app.example.com/api/chat/stream-chat-state', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: 'Hi?' }),
  });

/** Each text a message `m-1` has once the browser's client appended its deltas: as it merges them (a delta appends, another line replaces). */
function contentOf(received: string): string {
  let content = '';
  for (const line of received.split('\n').filter(Boolean)) {
    const parsed = JSON.parse(line) as { id?: string; content?: unknown; isDelta?: boolean };
    if (parsed.id === 'm-1' && typeof parsed.content === 'string')
      content = parsed.isDelta ? content + parsed.content : parsed.content;
  }
  return content;
}

const deltaLine = (content: string) => `${JSON.stringify({ id: 'm-1', role: 'assistant', content, isDelta: true })}\n`;

describe('the key in every form the service might echo', () => {
  it.each(everyForm)('%s: not in an error body, its JSON string, nor a header', async (form, key) => {
    const headers = { 'content-type': 'application/json', 'x-request-id': `id ${form}` };
    const handler = proxyAnswering(
      `{"error":"Invalid API key ${form}","echo":${JSON.stringify(form)}}`,
      { status: 401, headers },
      key,
    );
    const response = await handler(ask());
    const text = await response.text();
    expect(keyFormIn(text, key)).toBeUndefined();
    expect(keyFormIn(response.headers.get('x-request-id') ?? '', key)).toBeUndefined();
    expect(text).toContain('[redacted]');
  });

  it.each(everyForm)('%s: not in a stream line', async (form, key) => {
    const response = await proxyAnswering([deltaLine(`the key: ${form}.`)], {}, key)(ask());
    const text = await response.text();
    expect(keyFormIn(text, key)).toBeUndefined();
    expect(contentOf(text)).toMatch(/^the key: \[redacted\]=*\.$/);
  });
});

describe('the key cut across two lines of the stream', () => {
  it('is not put together by the browser, whatever the form and the cut', async () => {
    for (const [form, key] of everyForm) {
      for (let cut = 1; cut < form.length; cut += 1) {
        const response = await proxyAnswering(
          [deltaLine(`key ${form.slice(0, cut)}`), deltaLine(`${form.slice(cut)} end`)],
          {},
          key,
        )(ask());
        const text = await response.text();
        expect(keyFormIn(text, key), `${form} cut at ${cut}`).toBeUndefined();
        expect(keyFormIn(contentOf(text), key), `${form} cut at ${cut}`).toBeUndefined();
      }
    }
  });

  it('for any key and any cut, what reaches the browser never holds it; text without it passes unchanged (property)', async () => {
    const keys = fc
      .tuple(
        fc.constantFrom('', 'pk_live_', 'sk-live-'),
        fc.string({
          unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'),
          minLength: 8,
          maxLength: 32,
        }),
      )
      .map(([prefix, body]) => `${prefix}${body}`);
    await fc.assert(
      fc.asyncProperty(
        keys.chain((key) =>
          fc.tuple(
            fc.constant(key),
            fc.constantFrom(...keyForms(key)),
            fc.string({ maxLength: 20 }),
            fc.string({ maxLength: 20 }),
            fc.nat(),
            fc.boolean(),
          ),
        ),
        async ([key, form, before, after, cutAt, withKey]) => {
          const text = withKey ? `${before}${form}${after}` : `${before}${after}`;
          const cut = cutAt % (text.length + 1);
          const response = await proxyAnswering(
            [deltaLine(text.slice(0, cut)), deltaLine(text.slice(cut))],
            {},
            key,
          )(ask());
          const received = await response.text();
          const content = contentOf(received);
          expect(keyFormIn(received, key)).toBeUndefined();
          expect(keyFormIn(content, key)).toBeUndefined();
          if (!withKey && keyFormIn(text, key) === undefined && !text.includes('[redacted]'))
            expect(content).toBe(text);
        },
      ),
      { numRuns: 300 },
    );
  });
});
