// @vitest-environment node
/**
 * The browser does not grant the agent the right to author in the workspace: a question naming
 * `allowChatWorkspaceAuthoring` is refused (400 naming the field, nothing sent) unless the app
 * passes the proxy's option of that name — a boolean, or a function of the request — whose
 * answer, checked, replaces the browser's.
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
    return new Response('{"id":"__cutoff__","sort":0}\n', { status: 200 });
  };
  const handler = createChatProxy({
    url: `${SERVICE}/stream-chat-state`,
    apiKey: 'sk-live-0123456789',
    sessionSettings: () => ({ externalId: 'app-user' }),
    fetch,
    ...extra,
  });
  return { handler, sent };
}

const question = (body: Record<string, unknown>) =>
  new Request('https://app.example.com/api/chat/stream-chat-state', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-role': 'editor' },
    body: JSON.stringify(body),
  });

const USER = { externalId: 'app-user' };

describe('without the allowChatWorkspaceAuthoring option', () => {
  it.each([true, false, 'yes'])('a question naming it (%s) is a 400 naming it, nothing sent', async (value) => {
    const { handler, sent } = proxy();
    const response = await handler(question({ input: 'Hi?', allowChatWorkspaceAuthoring: value }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      `allowChatWorkspaceAuthoring: expected none from the browser: the app’s server chooses whether the agent may author in the workspace (createChatProxy’s allowChatWorkspaceAuthoring option), got ${JSON.stringify(value)}`,
    );
    expect(sent).toEqual([]);
  });

  it('a question without it goes without it', async () => {
    const { handler, sent } = proxy();
    await handler(question({ input: 'Hi?' }));
    expect(sent[0]).toEqual({ input: 'Hi?', sessionSettings: USER });
  });
});

describe('with the allowChatWorkspaceAuthoring option', () => {
  it('a boolean is sent with every question, replacing the browser’s', async () => {
    const { handler, sent } = proxy({ allowChatWorkspaceAuthoring: false });
    await handler(question({ input: 'Hi?', allowChatWorkspaceAuthoring: true }));
    expect(sent[0]).toEqual({ input: 'Hi?', allowChatWorkspaceAuthoring: false, sessionSettings: USER });
  });

  it('a function decides per request, sync or async; undefined sends none', async () => {
    const decide = vi.fn(async (request: Request) => (request.headers.get('x-role') === 'editor' ? true : undefined));
    const { handler, sent } = proxy({
      allowChatWorkspaceAuthoring: decide,
      branch: () => ({ activeBranchName: 'dev' }),
    });
    await handler(question({ input: 'Hi?', allowChatWorkspaceAuthoring: false }));
    expect(sent[0]).toEqual({
      input: 'Hi?',
      activeBranchName: 'dev',
      allowChatWorkspaceAuthoring: true,
      sessionSettings: USER,
    });
    const none = proxy({ allowChatWorkspaceAuthoring: () => undefined });
    await none.handler(question({ input: 'Hi?', allowChatWorkspaceAuthoring: true }));
    expect(none.sent[0]).toEqual({ input: 'Hi?', sessionSettings: USER });
  });

  it('a Response the function throws is the answer; an answer that is not a boolean rejects the handler', async () => {
    const refused = proxy({
      allowChatWorkspaceAuthoring: () => {
        throw new Response('no', { status: 403 });
      },
    });
    expect((await refused.handler(question({ input: 'Hi?' }))).status).toBe(403);
    expect(refused.sent).toEqual([]);
    const wrong = proxy({ allowChatWorkspaceAuthoring: (() => 'yes') as never });
    const error = await expectApiError(wrong.handler(question({ input: 'Hi?' })), 'INVALID_OPTIONS');
    expect(error.message).toContain(
      'allowChatWorkspaceAuthoring (as the chat proxy’s allowChatWorkspaceAuthoring function returned it): expected a boolean, or undefined for none, got "yes"',
    );
  });

  it('an option that is neither a boolean nor a function is INVALID_OPTIONS at creation', () => {
    const error = expectApiError(() => proxy({ allowChatWorkspaceAuthoring: 'true' as never }), 'INVALID_OPTIONS');
    expect(error.message).toContain(
      'allowChatWorkspaceAuthoring: expected a boolean, or a function deciding it for a request, got "true"',
    );
  });
});
