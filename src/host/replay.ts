/**
 * What a controller posts to its embed on a trusted `ready`: the actions queued before it and,
 * on a later `ready` (the embed reloaded itself, or the host called `reload()`), the host's
 * settings again — so a reloaded embed looks the way the host left it. Which actions come back,
 * and how, is each action's replay policy, defined with the action in the catalog and read in
 * one place: {@link replayPolicy}.
 *
 * Plain functions over the controller's queue and {@link ReplayMemory}: no object of methods,
 * whose names would stay in the minified `<script>` file.
 *
 * @module
 * @internal
 */

import { EmbedError } from '../errors.js';
import type { Logger } from '../internal/handlers.js';
import type { ReplayPolicy } from '../protocol/catalog.js';
import { ACTION_PREFIX, type ActionName } from '../protocol/constants.js';
import { ACTION_NAMES, ACTION_REPLAY } from '../protocol/generated.js';
import type { ActionMessage, EventPayloads } from '../protocol/types.js';

type ReadyPayload = EventPayloads['ready'];

/**
 * The replay policy of an action, from the action's own definition in the catalog
 * (src/protocol/catalog.ts): `'latest'` (its latest message; these come first, in catalog
 * order), `'per-filter-key'` (its latest message per `f_<view>.<dimension>`, in the order last
 * set) or `'never'` (a one-shot such as `navigate` or `refresh` would act twice).
 */
export function replayPolicy(name: ActionName): ReplayPolicy {
  return ACTION_REPLAY[name];
}

/** An action message's short name: `'set-theme'` for `'platform:action:set-theme'`. */
const actionName = (message: ActionMessage) => message.type.slice(ACTION_PREFIX.length) as ActionName;

/** Whether two `ready` payloads come from one tenant and deployment: only then is replay safe. */
const sameTenant = (a: ReadyPayload, b: ReadyPayload) =>
  a.embedTenant === b.embedTenant && a.deploymentId === b.deploymentId;

/**
 * What a later `ready` sends again, in this order: the latest message of each `'latest'`
 * action, in catalog order, then the latest filter per view.dimension, in the order last set.
 * Keyed by action name or by `f_<view>.<dimension>`; an undefined value is an empty slot.
 */
export type ReplayMemory = Map<string, ActionMessage | undefined>;

/**
 * An empty {@link ReplayMemory}: one slot per action name, in catalog order, so that a
 * `'latest'` action keeps its place however often it changes (a Map keeps the position of a
 * key whose value changes). Filter keys, added later, come after them.
 */
export function createReplayMemory(): ReplayMemory {
  return new Map(ACTION_NAMES.map((name) => [name, undefined]));
}

/**
 * Checks there is room for one more action waiting for `ready`.
 *
 * @throws {@link EmbedError} `QUEUE_FULL` when `max` actions already wait.
 */
export function checkRoomInQueue(queue: readonly ActionMessage[], message: ActionMessage, max: number): void {
  if (queue.length >= max) {
    throw new EmbedError('QUEUE_FULL', `${message.type}: maxQueuedActions (${max}) already wait for ready`);
  }
}

/**
 * Remembers an action — sent or queued — for later `ready`s, as its policy says: the latest
 * per name or per filter key, or not at all. `name` is the action's short name, when the caller
 * has it (the controller's `send`), else read from the message's type.
 */
export function remember(memory: ReplayMemory, message: ActionMessage, name: ActionName = actionName(message)): void {
  const policy = replayPolicy(name);
  if (policy === 'never') return;
  // 'latest': the action's own slot, which keeps its place.
  let key: string = name;
  if (policy === 'per-filter-key') {
    // A valid parameter up to its first "=" is "f_<view>.<dimension>". Deleted first, the key
    // moves to the end: filters replay in the order last set.
    const parameter = (message as ActionMessage<'set-filter'>).payload.filterUrlParameter;
    key = parameter.slice(0, parameter.indexOf('='));
    memory.delete(key);
  }
  memory.set(key, message);
}

/**
 * Posts, in order, what a trusted `ready` gets, given the previous trusted `ready` (if any) and
 * whether `reload()` was called since; empties `queue`. The first `ready` gets the queue as it
 * is. A later one gets the remembered settings and filters again, with a fresh timestamp —
 * unless the embed now belongs to another tenant without the host having asked for a reload
 * (the host's filters may be its tenant's data): then nothing is replayed, `log` says so, and
 * the memory forgets it all, so that no later `ready` of the new tenant gets it either — and
 * then the queued one-shots in call order (the other queued actions are in the memory, at
 * their latest value).
 */
export function replayOnReady(
  memory: ReplayMemory,
  queue: ActionMessage[],
  previous: ReadyPayload | undefined,
  payload: ReadyPayload,
  reloaded: boolean,
  post: (message: ActionMessage) => void,
  log: Logger,
): void {
  if (previous) {
    if (reloaded || sameTenant(previous, payload)) {
      for (const sent of memory.values()) if (sent) post({ ...sent, timestamp: Date.now() });
    } else {
      // Forgotten, not only skipped: the new tenant's next ready (it reloads itself) would
      // otherwise pass the same-tenant check and get the old tenant's filters.
      for (const key of memory.keys()) memory.set(key, undefined);
      log?.(
        `replayed nothing: the embed changed tenant (${previous.embedTenant}/${previous.deploymentId} → ${payload.embedTenant}/${payload.deploymentId}) without reload()`,
      );
    }
  }
  // A later ready gets only the queued one-shots: the rest of the queue is in the memory.
  for (const queued of queue.splice(0)) if (!previous || replayPolicy(actionName(queued)) === 'never') post(queued);
}
