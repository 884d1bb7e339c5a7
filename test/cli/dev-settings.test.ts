/**
 * What `dev` prints: the environment by the names the README, the examples and the command line
 * read (one credential only, as the command line takes one), the text with every URL and the
 * code to paste quoted as JavaScript, and the one JSON line of `--json`.
 */
import { describe, expect, it } from 'vitest';
import { type DevSettings, devEnvironment, devJson, devText } from '../../src/cli/dev-settings.js';

const SETTINGS: DevSettings = {
  platform: { url: 'http://127.0.0.1:4100', token: 'test-platform-token', apiKey: 'test-api-key' },
  embed: { url: 'http://127.0.0.1:4101' },
  chat: {
    url: 'http://127.0.0.1:4102/api/v1/public/acme/agents/agent-1/chat/stream-chat-state',
    token: 'e30.e30.',
    apiKey: 'test-api-key',
    externalId: 'test-user',
  },
};

describe('devEnvironment', () => {
  it('names the variables the README, the examples and the command line read, with one credential', () => {
    expect(devEnvironment(SETTINGS)).toEqual({
      PLATFORM_URL: 'http://127.0.0.1:4100',
      PLATFORM_BASE_URL: 'http://127.0.0.1:4100',
      PLATFORM_EMBED_URL: 'http://127.0.0.1:4101',
      PLATFORM_API_KEY: 'test-api-key',
      PLATFORM_CHAT_URL: SETTINGS.chat.url,
      PLATFORM_EXTERNAL_ID: 'test-user',
    });
    // The command line refuses PLATFORM_TOKEN beside PLATFORM_API_KEY.
    expect(devEnvironment(SETTINGS)).not.toHaveProperty('PLATFORM_TOKEN');
  });
});

describe('devText', () => {
  it('lists each URL with what it accepts, the environment as exports and the three options objects', () => {
    const text = devText(SETTINGS);
    expect(text).toMatch(/^ {2}platform {2}http:\/\/127\.0\.0\.1:4100$/m);
    expect(text).toMatch(/^ {2}embed {5}http:\/\/127\.0\.0\.1:4101$/m);
    expect(text).toContain(`  chat      ${SETTINGS.chat.url}\n`);
    expect(text).toContain('token test-platform-token, or API key test-api-key');
    expect(text).toContain('  export PLATFORM_EMBED_URL=http://127.0.0.1:4101\n');
    expect(text).toContain(
      "  createPlatformClient({ baseUrl: 'http://127.0.0.1:4100', embedBaseUrl: 'http://127.0.0.1:4101', apiKey: 'test-api-key' })\n",
    );
    expect(text).toContain(
      `  createChatProxy({ url: '${SETTINGS.chat.url}', apiKey: 'test-api-key', sessionSettings: () => ({ externalId: 'test-user' }) })\n`,
    );
    expect(text).toContain(
      "  embedUrl({ baseUrl: 'http://127.0.0.1:4101', surface: 'dashboard', publicId: 'sales-overview', sessionId })\n",
    );
    expect(text).toMatch(/Press Ctrl-C to stop\.\n$/);
  });

  it('quotes what it writes in code as JavaScript string literals', () => {
    const text = devText({ ...SETTINGS, platform: { ...SETTINGS.platform, apiKey: "it's\\" } });
    expect(text).toContain("apiKey: 'it\\'s\\\\'");
  });
});

describe('devJson', () => {
  it('is one line: the settings and their environment', () => {
    const line = devJson(SETTINGS);
    expect(line.split('\n')).toEqual([expect.any(String), '']);
    expect(JSON.parse(line)).toEqual({ ...SETTINGS, env: devEnvironment(SETTINGS) });
  });
});
