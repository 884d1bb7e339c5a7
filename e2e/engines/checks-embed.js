// The checks of the host controller (dist/index.js) against the smoke's embed (embed.js, the real
// embed-side bridge) on another origin: ready, every event, every action, and forgeries from a
// third origin, from another window of the embed's origin and from the embed itself.
import { ACTION_NAMES, createEmbed, EVENT_NAMES } from '/dist/index.js';
import { ACTION_SAMPLES, READY } from '/engines/samples.js';
import { addFrame, CheckFailure, canonical, expect, expectEqual, sleep, until, withTimeout } from '/engines/util.js';

/** Talks to the embed page over a MessagePort handed to it once: `request(op, fields)` resolves with its answer. */
function connectPort(iframe, origin) {
  const channel = new MessageChannel();
  const pending = new Map();
  let nextId = 0;
  channel.port1.onmessage = ({ data }) => {
    pending.get(data.id)?.(data);
    pending.delete(data.id);
  };
  iframe.contentWindow.postMessage({ engineSmoke: 'connect' }, origin, [channel.port2]);
  const request = async (op, fields = {}) => {
    nextId += 1;
    const id = nextId;
    const answered = new Promise((resolve) => pending.set(id, resolve));
    channel.port1.postMessage({ ...fields, id, op });
    const answer = await withTimeout(answered, `the embed's answer to ${op}`, 5_000);
    if (answer.error) throw new CheckFailure(`the embed could not ${answer.error}`);
    return answer;
  };
  return { request };
}

function needEmbed(context) {
  expect(context.embed && context.port, 'no embed: the ready check failed');
  return context.embed;
}

async function ready(context) {
  const url = new URL('/embed.html', context.config.extraOrigins.bridge);
  url.searchParams.set('hostOrigin', location.origin);
  const embed = createEmbed({
    url: url.href,
    container: '#frames',
    title: 'engine smoke embed',
    readyTimeoutMs: 10_000,
    onInvalidMessage: (info) => context.invalid.push(info),
  });
  context.embed = embed;
  embed.on('*', (message) => context.seen.push(message));
  expectEqual(await embed.whenReady(), READY, 'the ready payload');
  expect(embed.state === 'ready', `state: expected "ready", got ${JSON.stringify(embed.state)}`);
  context.port = connectPort(embed.iframe, embed.origin);
  return `ready from ${embed.origin}`;
}

async function events(context) {
  const embed = needEmbed(context);
  const heard = new Map();
  const unsubscribe = EVENT_NAMES.map((name) =>
    embed.on(name, (payload, message) => heard.set(name, [...(heard.get(name) ?? []), { payload, message }])),
  );
  try {
    const { sent, missing } = await context.port.request('emit-all');
    expect(missing.length === 0, `no sample payload for ${missing.join(', ')}: add one to e2e/engines/samples.js`);
    await until(
      () => sent.every(({ name }) => heard.has(name)),
      `the handlers of ${sent.map(({ name }) => name).join(', ')}`,
    );
    await sleep(50); // time for a duplicate to show
    for (const { name, payload } of sent) {
      const calls = heard.get(name);
      expect(calls.length === 1, `${name}: its handler ran ${calls.length} times`);
      expectEqual(calls[0].payload, payload, `${name}'s payload`);
      expect(
        calls[0].message.type === `platform:event:${name}` && calls[0].message.surface === 'dashboard',
        `${name}: envelope ${canonical(calls[0].message)}`,
      );
    }
    return `${sent.length} events: ${sent.map(({ name }) => name).join(', ')}`;
  } finally {
    for (const off of unsubscribe) off();
  }
}

async function actions(context) {
  const embed = needEmbed(context);
  const missing = ACTION_NAMES.filter((name) => !Object.hasOwn(ACTION_SAMPLES, name));
  expect(missing.length === 0, `no sample payload for ${missing.join(', ')}: add one to e2e/engines/samples.js`);
  const before = (await context.port.request('received')).actions.length;
  for (const name of ACTION_NAMES) embed.send(name, ACTION_SAMPLES[name]);
  const { actions: all } = await until(async () => {
    const answer = await context.port.request('received');
    return answer.actions.length >= before + ACTION_NAMES.length && answer;
  }, `${ACTION_NAMES.length} actions at the embed`);
  const received = all.slice(before);
  expectEqual(
    received.map(({ type }) => type),
    ACTION_NAMES.map((name) => `platform:action:${name}`),
    'the actions the embed received, in order',
  );
  for (const [index, name] of ACTION_NAMES.entries())
    expectEqual(received[index].payload, ACTION_SAMPLES[name], `${name}'s payload`);
  return `${ACTION_NAMES.length} actions: ${ACTION_NAMES.join(', ')}`;
}

/** Frames forge.html of `origin` and resolves once it posted its forgeries. */
async function runForger(origin) {
  let frame;
  const done = new Promise((resolve) => {
    const listener = (event) => {
      if (!frame || event.source !== frame.contentWindow || event.data?.engineSmokeForger !== 'done') return;
      window.removeEventListener('message', listener);
      resolve(event.data);
    };
    window.addEventListener('message', listener);
  });
  frame = addFrame(new URL('/forge.html', origin).href, 'forger');
  await withTimeout(done, `the forger of ${origin}`, 5_000);
  return frame;
}

const isForged = (message) => message?.payload?.title === 'FORGED' || message?.payload?.path === '/FORGED';

/** Where the host's handlers and the embed's actions are, so that what arrives later can be told apart. */
async function mark(context) {
  return {
    seen: context.seen.length,
    invalid: context.invalid.length,
    actions: (await context.port.request('received')).actions.length,
  };
}

/** No forged or malformed message since `before` (mark()) reached a handler at the host, or the embed's actions. */
async function expectNothingAccepted(context, before) {
  await sleep(50); // time for a message wrongly accepted to arrive
  const accepted = context.seen
    .slice(before.seen)
    .filter((message) => isForged(message) || message.payload?.title === 'MALFORMED');
  expect(accepted.length === 0, `the host's handlers got ${canonical(accepted)}`);
  const received = (await context.port.request('received')).actions.slice(before.actions).filter(isForged);
  expect(received.length === 0, `the embed accepted ${canonical(received)}`);
}

async function forgedFrom(context, origin, reason) {
  needEmbed(context);
  const before = await mark(context);
  const frame = await runForger(origin);
  try {
    await expectNothingAccepted(context, before);
    const refusal = await until(
      () => context.invalid.slice(before.invalid).find((info) => isForged(info.data)),
      "the host's refusal of the forged event",
    );
    expect(
      refusal.reason === reason,
      `the host refused the forged event as ${refusal.reason} (${refusal.detail}), expected ${reason}`,
    );
    return `host: ${refusal.reason}`;
  } finally {
    frame.remove();
  }
}

async function forgedOrigin(context) {
  const refusedByHost = await forgedFrom(context, context.config.extraOrigins.hostile, 'untrusted-origin');
  const byEmbed = await until(
    async () => (await context.port.request('received')).invalid.find((info) => isForged(info.data)),
    "the embed's refusal of the forged action",
  );
  expect(
    byEmbed.reason === 'untrusted-origin',
    `the embed refused the forged action as ${byEmbed.reason} (${byEmbed.detail}), expected untrusted-origin`,
  );
  return `${refusedByHost}; embed: ${byEmbed.reason}`;
}

const forgedWindow = (context) => forgedFrom(context, context.config.extraOrigins.bridge, 'untrusted-window');

/** Malformed messages the embed posts past its bridge, each with the reason the host must give. */
function malformed() {
  const valid = {
    source: 'platform-embed',
    direction: 'event',
    type: 'platform:event:download',
    payload: { format: 'csv', target: 'dashboard', title: 'MALFORMED' },
    timestamp: Date.now(),
    surface: 'dashboard',
  };
  return [
    ['not-an-object', 'platform:event:download'],
    ['wrong-source', { ...valid, source: 'someone-else' }],
    ['wrong-direction', { ...valid, direction: 'action' }],
    ['unknown-type', { ...valid, type: 'platform:event:no-such-event' }],
    ['invalid-envelope', { ...valid, timestamp: 'soon' }],
    ['invalid-payload', { ...valid, payload: { ...valid.payload, format: 'gif' } }],
  ];
}

async function forgedEnvelope(context) {
  needEmbed(context);
  const cases = malformed();
  const before = await mark(context);
  await context.port.request('post-raw', { messages: cases.map(([, message]) => message) });
  const refusals = await until(() => {
    const reported = context.invalid.slice(before.invalid);
    return reported.length >= cases.length && reported;
  }, `${cases.length} refusals`);
  expectEqual(
    refusals.map(({ reason }) => reason),
    cases.map(([reason]) => reason),
    'the reasons of the refusals, in order',
  );
  await expectNothingAccepted(context, before);
  return cases.map(([reason]) => reason).join(', ');
}

/** The checks of this file, by id (checks.js). */
export const EMBED_CHECKS = {
  ready,
  events,
  actions,
  'forged-origin': forgedOrigin,
  'forged-window': forgedWindow,
  'forged-envelope': forgedEnvelope,
};
