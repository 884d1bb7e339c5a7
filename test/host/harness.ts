/**
 * What the host tests share beyond the fakes (those are the package's own, in src/testing):
 * the embed's origin and URL, a valid `ready`, and a readable view of what was posted.
 */
import { createEventMessage, type EventName, type EventPayloads, type Surface } from '../../src/protocol/index.js';
import type { FakeWindow } from '../../src/testing/fake-window.js';

export const EMBED_ORIGIN = 'https://tenant.example.com';
export const EMBED_URL = `${EMBED_ORIGIN}/embed/dashboard/abc?session=s1`;

/** A valid event message as the embed would send it. */
export function eventData<N extends EventName>(name: N, payload: EventPayloads[N], surface: Surface = 'dashboard') {
  return createEventMessage(name, payload, surface);
}

export const READY: EventPayloads['ready'] = {
  embedTenant: 'acme',
  deploymentId: 7,
  mode: 'signed',
  surface: 'dashboard',
  publicId: 'abc',
};

/** The action messages posted to a fake window, as [type, payload, targetOrigin]. */
export function posted(win: FakeWindow): Array<[string, unknown, string]> {
  return win.posted.map(({ message, targetOrigin }) => {
    const m = message as { type: string; payload: unknown };
    return [m.type, m.payload, targetOrigin];
  });
}
