/**
 * A response body read within bounds: its chunks as they come; no chunk for idleMs a TIMEOUT
 * naming what was read; an abort ending the read at once with its reason; the body released
 * when the read stops early, fails or ends, and onEnd told once; a text cut at maxBytes.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/http/api-error.js';
import { chunksWithin, textWithin } from '../../src/http/bounded-body.js';

const encode = (text: string) => new TextEncoder().encode(text);

/** A body that gives `chunks`, then ends — or stalls, if told to — and says whether it was cancelled. */
function body(chunks: readonly Uint8Array[], { stall = false } = {}) {
  let cancelled = false;
  let index = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < chunks.length) controller.enqueue(chunks[index++]!);
      else if (!stall) controller.close();
      else return new Promise(() => undefined);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

const bounds = (fields: Partial<Parameters<typeof chunksWithin>[1]> = {}) => ({
  idleMs: 1_000,
  signal: new AbortController().signal,
  what: 'The chat request',
  ...fields,
});

describe('chunksWithin', () => {
  it('gives the chunks as they come, then ends, telling onEnd once', async () => {
    const onEnd = vi.fn();
    const { stream, cancelled } = body([encode('a'), encode('b')]);
    const seen: string[] = [];
    for await (const chunk of chunksWithin(stream, bounds({ onEnd }))) seen.push(new TextDecoder().decode(chunk));
    expect(seen).toEqual(['a', 'b']);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(cancelled()).toBe(false);
  });

  it('no chunk for idleMs is a TIMEOUT naming the body, and the body is released', async () => {
    const { stream, cancelled } = body([encode('a')], { stall: true });
    const chunks = chunksWithin(stream, bounds({ idleMs: 20 }));
    expect((await chunks.next()).value).toEqual(encode('a'));
    const error = await chunks.next().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'TIMEOUT',
      message: 'The chat request: the service sent nothing for 20 ms (timeouts.idleMs)',
    });
    await vi.waitFor(() => expect(cancelled()).toBe(true));
  });

  it('an abort ends the read at once with its reason, even while a read waits', async () => {
    const controller = new AbortController();
    const { stream, cancelled } = body([], { stall: true });
    const reading = chunksWithin(stream, bounds({ idleMs: 60_000, signal: controller.signal })).next();
    const reason = new Error('the browser went away');
    controller.abort(reason);
    await expect(reading).rejects.toBe(reason);
    await vi.waitFor(() => expect(cancelled()).toBe(true));
  });

  it('a reader that stops early releases the body', async () => {
    const onEnd = vi.fn();
    const { stream, cancelled } = body([encode('a'), encode('b'), encode('c')]);
    for await (const _chunk of chunksWithin(stream, bounds({ onEnd }))) break;
    await vi.waitFor(() => expect(cancelled()).toBe(true));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('textWithin', () => {
  it('the whole text of a short body, characters split across chunks included', async () => {
    const bytes = encode('héllo €');
    expect(
      await textWithin(body([bytes.subarray(0, 2), bytes.subarray(2, 9), bytes.subarray(9)]).stream, 1_000, bounds()),
    ).toBe('héllo €');
    expect(await textWithin(null, 10, bounds())).toBe('');
  });

  it('the first maxBytes bytes at most, the rest not read', async () => {
    const { stream, cancelled } = body([encode('0123456789'), encode('abcdef'), encode('never read')]);
    expect(await textWithin(stream, 12, bounds())).toBe('0123456789ab');
    await vi.waitFor(() => expect(cancelled()).toBe(true));
  });
});
