/** What the chat examples' specs read of a page's traffic. */
import type { Page, Response as PlaywrightResponse } from '@playwright/test';

/**
 * Every response the page receives, headers and body, read once it has ended. A body the page
 * reads as a stream (the chat's fetch) is gone from Chromium's cache when it ends: those are
 * taken from the network as they arrive (CDP `Network.streamResourceContent`).
 */
export async function recordResponses(page: Page): Promise<() => Promise<Array<{ url: string; text: string }>>> {
  const cdp = await page.context().newCDPSession(page);
  const streamed = new Map<string, { url: string; chunks: Buffer[]; started: Promise<unknown> }>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Fetch') return;
    const entry = { url: response.url, chunks: [] as Buffer[], started: Promise.resolve() as Promise<unknown> };
    // What arrived before streaming began comes first.
    entry.started = cdp.send('Network.streamResourceContent', { requestId }).then(
      ({ bufferedData }) => entry.chunks.unshift(Buffer.from(bufferedData, 'base64')),
      () => undefined, // ended already: its body is in the cache, for response.body()
    );
    streamed.set(requestId, entry);
  });
  cdp.on('Network.dataReceived', ({ requestId, data }) => {
    if (data) streamed.get(requestId)?.chunks.push(Buffer.from(data, 'base64'));
  });
  await cdp.send('Network.enable');

  const reads: Array<Promise<{ url: string; text: string }>> = [];
  const read = async (response: PlaywrightResponse) => {
    const headers = await response.allHeaders();
    const body = await response.body().then(
      (bytes) => bytes.toString('utf8'),
      () => '', // streamed (read from the network above), or a redirect
    );
    return { url: response.url(), text: `${JSON.stringify(headers)}\n${body}` };
  };
  page.on('response', (response) => reads.push(read(response)));
  return async () => {
    const fromNetwork = await Promise.all(
      [...streamed.values()].map(async ({ url, chunks, started }) => {
        await started;
        return { url, text: Buffer.concat(chunks).toString('utf8') };
      }),
    );
    return [...(await Promise.all(reads)), ...fromNetwork];
  };
}
