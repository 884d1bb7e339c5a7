/**
 * The options of the chat client (src/chat/options.ts) where they follow the shared rules: the
 * ids of the chat URL's parts (a path segment, a deployment id), as `embedUrl` and the
 * management client check them.
 */
import { describe, expect, it } from 'vitest';
import { createChatClient } from '../../src/chat/index.js';
import { expectApiError } from '../support/expect-api-error.js';

const TOKEN = 'eyJhbGciOiJub25lIn0.eyJzY29wZSI6WyJjaGF0Il19.signature';

describe('the chat URL’s parts', () => {
  it('a part that is "." or ".." is refused: it would move the URL to another path', () => {
    for (const parts of [
      { chatBaseUrl: 'https://chat.example.com', accountName: '..', agentId: 'agent-1' },
      { chatBaseUrl: 'https://chat.example.com', accountName: 'acme', agentId: '.' },
      { chatBaseUrl: 'https://chat.example.com', accountName: 'acme', deploymentId: '..' },
    ]) {
      const error = expectApiError(() => createChatClient({ url: parts, auth: { token: TOKEN } }), 'INVALID_OPTIONS');
      expect(error.message).toMatch(
        /^url\.(accountName|agentId|deploymentId): expected a non-empty string other than "\." and "\.\.", got /,
      );
    }
  });

  it('a deployment id given as a number is a whole number from 1', () => {
    const error = expectApiError(
      () =>
        createChatClient({
          url: { chatBaseUrl: 'https://chat.example.com', accountName: 'acme', deploymentId: 0 },
          auth: { token: TOKEN },
        }),
      'INVALID_OPTIONS',
    );
    expect(error.message).toBe('url.deploymentId: expected a deployment id (a whole number ≥ 1), got 0');
    expect(
      createChatClient({
        url: { chatBaseUrl: 'https://chat.example.com', accountName: 'acme', deploymentId: 7 },
        auth: { token: TOKEN },
      }),
    ).toBeDefined();
  });
});
