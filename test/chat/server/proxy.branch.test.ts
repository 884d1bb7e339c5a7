// @vitest-environment node
/**
 * The browser does not choose the development branch of the data model the agent queries: a
 * question naming `activeBranchName` or `isDefaultBranch` is refused (400 naming the field,
 * nothing sent) unless the app passes `branch`, whose answer — checked — replaces the browser's.
 */
import { describe, expect, it, vi } from 'vitest';
import { type ChatProxyOptions, createChatProxy } from '../../../src/chat/server/index.js';
import { expectApiError } from '../../support/expect-api-error.js';

const SERVICE = 'https://chat.example.com/api/v1/public/acme/agents/agent-1/chat';

/** A proxy whose service records each body and answers an empty stream. */
function proxy(extra: Partial<ChatProxyOptions> = {}) {
  const sent: Array<Record<string, unknown>> = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return new Response(init?.body && String(init.body).includes('"input"') ? '{"id":"__cutoff__","sort":0}\n' : null, {
      status: 200,
    });
  };
  const sessionSettings = vi.fn(() => ({ externalId: 'app-user' }));
  const handler = createChatProxy({
    url: `${SERVICE}/stream-chat-state`,
    apiKey: 'sk-live-0123456789',
    sessionSettings,
    fetch,
    ...extra,
  });
  return { handler, sent, sessionSettings };
}

const question = (body: Record<string, unknown>, path = 'stream-chat-state') =>
  new Request(`https://app.example.com/api/chat/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-team': 'analytics' },
    body: JSON.stringify(body),
  });

describe('without the branch option', () => {
  it.each([
    [
      'activeBranchName',
      { activeBranchName: 'dev' },
      /^activeBranchName: expected none from the browser: the app’s server chooses the branch \(createChatProxy’s branch option\), got "dev"$/,
    ],
    ['isDefaultBranch', { isDefaultBranch: false }, /^isDefaultBranch: expected none from the browser.*, got false$/],
    [
      'a null activeBranchName',
      { activeBranchName: null },
      /^activeBranchName: expected none from the browser.*, got null$/,
    ],
  ])('a question naming %s is a 400 naming it: nothing sent, the app not asked', async (_label, fields, message) => {
    const { handler, sent, sessionSettings } = proxy();
    const response = await handler(question({ input: 'Hi?', ...fields }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(sent).toEqual([]);
    expect(sessionSettings).not.toHaveBeenCalled();
  });

  it('a question without them goes without a branch', async () => {
    const { handler, sent } = proxy();
    expect((await handler(question({ input: 'Hi?' }))).status).toBe(200);
    expect(sent[0]).toEqual({ input: 'Hi?', sessionSettings: { externalId: 'app-user' } });
  });
});

describe('with the branch option', () => {
  it('its answer replaces the browser’s: sync or async, asked with the request', async () => {
    const branch = vi.fn(async (request: Request) => ({
      activeBranchName: `team-${request.headers.get('x-team')}`,
      isDefaultBranch: false,
    }));
    const { handler, sent } = proxy({ branch });
    expect((await handler(question({ input: 'Hi?', activeBranchName: 'mallory', isDefaultBranch: true }))).status).toBe(
      200,
    );
    expect(sent[0]).toEqual({
      input: 'Hi?',
      activeBranchName: 'team-analytics',
      isDefaultBranch: false,
      sessionSettings: { externalId: 'app-user' },
    });
    expect(branch).toHaveBeenCalledTimes(1);
    expect(branch.mock.calls[0]![0]).toBeInstanceOf(Request);
    const sync = proxy({ branch: () => ({ activeBranchName: 'main' }) });
    await sync.handler(question({ input: 'Hi?' }));
    expect(sync.sent[0]).toEqual({
      input: 'Hi?',
      activeBranchName: 'main',
      sessionSettings: { externalId: 'app-user' },
    });
  });

  it('undefined sends no branch, whatever the browser named', async () => {
    const { handler, sent } = proxy({ branch: () => undefined });
    await handler(question({ input: 'Hi?', activeBranchName: 'mallory', isDefaultBranch: false }));
    expect(sent[0]).toEqual({ input: 'Hi?', sessionSettings: { externalId: 'app-user' } });
  });

  it('a Response it throws is the answer, nothing sent', async () => {
    const { handler, sent } = proxy({
      branch: () => {
        throw new Response('no branch for you', { status: 403 });
      },
    });
    const response = await handler(question({ input: 'Hi?' }));
    expect([response.status, await response.text()]).toEqual([403, 'no branch for you']);
    expect(sent).toEqual([]);
  });

  it.each([
    [
      'a string',
      'dev',
      /^branch \(as the chat proxy’s branch function returned it\): expected an object \{ activeBranchName, isDefaultBranch\? \}, or undefined for none, got "dev"$/,
    ],
    ['null', null, /^branch \(as the chat proxy’s branch function returned it\): expected an object/],
    [
      'no name',
      { isDefaultBranch: true },
      /^branch \(as the chat proxy’s branch function returned it\)\.activeBranchName: expected a branch name, a non-empty string, got undefined$/,
    ],
    [
      'an empty name',
      { activeBranchName: ' ' },
      /\.activeBranchName: expected a branch name, a non-empty string, got " "$/,
    ],
    [
      'isDefaultBranch not a boolean',
      { activeBranchName: 'dev', isDefaultBranch: 'yes' },
      /\.isDefaultBranch: expected a boolean, or none, got "yes"$/,
    ],
    [
      'another field',
      { activeBranchName: 'dev', branchName: 'dev' },
      /\.branchName: expected no field but activeBranchName and isDefaultBranch, got "dev"$/,
    ],
  ])(
    'an answer of another shape (%s) rejects the handler: INVALID_OPTIONS naming the field, nothing sent',
    async (_label, answer, message) => {
      const { handler, sent } = proxy({ branch: () => answer as never });
      const error = await expectApiError(handler(question({ input: 'Hi?' })), 'INVALID_OPTIONS');
      expect(error.message).toMatch(message);
      expect(sent).toEqual([]);
    },
  );

  it('is not asked for an abort, which names no branch', async () => {
    const branch = vi.fn(() => ({ activeBranchName: 'dev' }));
    const { handler, sent } = proxy({ branch });
    await handler(question({ chatId: 'c-1' }, 'abort'));
    expect(branch).not.toHaveBeenCalled();
    expect(sent[0]).toEqual({ chatId: 'c-1', sessionSettings: { externalId: 'app-user' } });
  });

  it('must be a function', () => {
    const error = expectApiError(
      () =>
        createChatProxy({
          url: `${SERVICE}/stream-chat-state`,
          apiKey: 'sk-live-0123456789',
          sessionSettings: () => ({ externalId: 'u' }),
          branch: { activeBranchName: 'dev' } as never,
        }),
      'INVALID_OPTIONS',
    );
    expect(error.message).toMatch(/^branch: expected a function choosing the branch of a request, got an object$/);
  });
});
