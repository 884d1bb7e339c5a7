// The checks of `npm run test:runtimes`, the same in every server runtime (Node, Deno, Bun,
// workerd): copied by scripts/runtimes.mjs into a project where the packed package is installed,
// so `platform-embed/…` is the package as users get it. Only web-standard globals here (fetch,
// Request, Response, AbortController, setTimeout): each runtime's driver adds its own server.
// Against the fakes of platform-embed/testing/servers, which the harness runs in Node.

/** Each server-side entry, imported by a literal specifier (a bundler sees it), with a value it must export. */
export const ENTRIES = {
  'platform-embed': [() => import('platform-embed'), 'createEmbed'],
  'platform-embed/protocol': [() => import('platform-embed/protocol'), 'parseEventMessage'],
  'platform-embed/schemas': [() => import('platform-embed/schemas'), 'EVENT_PAYLOAD_SCHEMAS'],
  'platform-embed/chat': [() => import('platform-embed/chat'), 'createChatClient'],
  'platform-embed/chat/server': [() => import('platform-embed/chat/server'), 'createChatProxy'],
  'platform-embed/api': [() => import('platform-embed/api'), 'createPlatformClient'],
  'platform-embed/testing': [() => import('platform-embed/testing'), 'createTestEmbed'],
};

/** How long one check may take before it fails as hung. */
const CHECK_MS = 20_000;

/** `promise`, or a rejection after `ms` naming `what`. */
async function within(ms, what, promise) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a thrown value says: its code and message for an ApiError. */
const describeThrown = (error) =>
  error && typeof error === 'object' && 'message' in error
    ? `${error.code ? `${error.code}: ` : ''}${error.message}`
    : String(error);

/** Asserts `condition`, or fails saying `what` was expected. */
function expect(condition, what) {
  if (!condition) throw new Error(`expected ${what}`);
}

/** Every entry of `entries` imported, each exporting its named value; the count. */
async function importEntries(entries) {
  for (const [name, [load, member]] of Object.entries(entries)) {
    let loaded;
    try {
      loaded = await load();
    } catch (error) {
      throw new Error(`${name} did not load: ${describeThrown(error)}`);
    }
    expect(typeof loaded[member] === 'function' || typeof loaded[member] === 'object', `${name} to export ${member}`);
  }
  return `${Object.keys(entries).length} entries`;
}

/** A question answered in full: status done, an answer with text. */
async function answered(run) {
  const result = await run.result();
  expect(result.status === 'done', `status "done", got "${result.status}"`);
  expect(typeof result.answer?.content === 'string' && result.answer.content !== '', 'an answer with text');
  return result;
}

/** A chat run with `auth`, straight to the (fake) service. */
async function chatRun(config, auth) {
  const { createChatClient } = await import('platform-embed/chat');
  const chat = createChatClient({ url: config.chatUrl, auth });
  const result = await answered(chat.send('Which region grew fastest?'));
  return `${result.messages.length} messages`;
}

/**
 * `createChatProxy` served by the runtime's own server (`serve(handler)` → `{ origin, close() }`),
 * a client with `auth: { proxy: true }` streaming an answer through it, then a second answer
 * stopped mid-stream (`stop()` goes through the proxy to the abort endpoint).
 */
async function proxied(config, serve) {
  const { createChatProxy } = await import('platform-embed/chat/server');
  const { createChatClient } = await import('platform-embed/chat');
  const proxy = createChatProxy({
    url: config.chatUrl,
    apiKey: config.chatApiKey,
    sessionSettings: () => ({ externalId: config.proxyUser }),
  });
  const server = await serve(proxy);
  try {
    const chat = createChatClient({ url: `${server.origin}/api/chat`, auth: { proxy: true } });
    const first = chat.send('Which region grew fastest?');
    let deltas = 0;
    first.on('delta', () => deltas++);
    const { chatId } = await answered(first);
    expect(deltas > 0, 'the answer streamed (delta lines), got none');
    const second = chat.send('And by quarter?', { chatId });
    await new Promise((resolve) => {
      second.on('delta', resolve);
      second.on('end', resolve); // ended before any delta: result() below says how
    });
    await second.stop();
    const stopped = await second.result();
    expect(
      stopped.status === 'aborted' && stopped.abortedBy === 'client',
      `the stopped run "aborted" by the client, got "${stopped.status}"`,
    );
    return `${deltas} deltas streamed, then stopped`;
  } finally {
    await server.close();
  }
}

/** The management client with an API key: a dbt sync started and waited for to COMPLETED. */
async function dbtSync(config) {
  const { createPlatformClient } = await import('platform-embed/api');
  const api = createPlatformClient({ baseUrl: config.platformBaseUrl, apiKey: config.platformApiKey });
  const { syncJobId } = await api.dbtSync.start(42, { branchName: 'dev' });
  const stages = [];
  const done = await api.dbtSync.wait(42, syncJobId, {
    minDelayMs: 10,
    maxDelayMs: 50,
    onProgress: ({ status }) => stages.push(status),
  });
  expect(done.status === 'COMPLETED', `COMPLETED, got ${done.status}`);
  return stages.join(' → ');
}

/** Each capability's check, given the fakes' URLs and the runtime's server (`serve`) and entries. */
const CHECKS = {
  imports: (_config, { entries }) => importEntries(entries),
  'chat, token': (config) => chatRun(config, { token: config.chatToken }),
  'chat, API key': (config) =>
    chatRun(config, { apiKey: config.chatApiKey, sessionSettings: { externalId: config.keyUser } }),
  'proxy + stop': (config, { serve }) => proxied(config, serve),
  'dbt sync wait': (config) => dbtSync(config),
};

/** The capabilities checked in the runtime, in the matrix's order. */
export const CHECK_NAMES = Object.keys(CHECKS);

/**
 * Runs every check in turn; resolves with `{ [capability]: { ok, detail } }`, never rejects.
 * `entries` are the entries to import (ENTRIES and any the runtime adds); `serve` the
 * runtime's server for a `Request → Response` handler, resolving with `{ origin, close() }`.
 */
export async function runChecks(config, { entries = ENTRIES, serve }) {
  const results = {};
  for (const [name, check] of Object.entries(CHECKS)) {
    try {
      results[name] = { ok: true, detail: await within(CHECK_MS, name, check(config, { entries, serve })) };
    } catch (error) {
      results[name] = { ok: false, detail: describeThrown(error) };
    }
  }
  return results;
}

/** The line a driver prints with the results, which the harness reads (any other output is the runtime's). */
export const RESULT_MARK = 'runtimes-result:';
