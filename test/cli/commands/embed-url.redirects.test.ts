// @vitest-environment node
/**
 * `embed-url` under the one redirect rule, over real HTTP between two origins (two ports of
 * 127.0.0.1): a session request redirected to another origin prints no URL — not the other
 * host's session — and an error naming both origins; the other origin gets no request. A
 * redirect within the origin is followed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { OTHER_SESSION, redirectTo, startTwoOrigins, type TwoOrigins } from '../../support/two-origins.js';
import { fakeIo } from '../fake-io.js';

const TOKEN = 'redirect-test-token-0123456789';
const SESSION = '0123456789abcdef0123456789abcdef';
const ARGV = ['embed-url', '--deployment', '42', '--external-id', 'alice', '--dashboard', 'q3Sales0AbCd'];

let servers: TwoOrigins;
beforeEach(async () => {
  servers = await startTwoOrigins();
});
afterEach(async () => {
  await servers.close();
});

async function run(): Promise<{ code: number; stdout: string; stderr: string }> {
  const fake = fakeIo({ env: { PLATFORM_BASE_URL: servers.asked.origin, PLATFORM_TOKEN: TOKEN } });
  const code = await main(ARGV, fake.io);
  return { code, stdout: fake.stdout(), stderr: fake.stderr() };
}

describe('embed-url and redirects', () => {
  it('a redirect to another origin: no URL printed, an error naming both origins, nothing sent there', async () => {
    servers.answer((_request, response, { other }) =>
      redirectTo(response, 307, `${other.origin}/api/v1/embed/generate-session`),
    );
    const { code, stdout, stderr } = await run();
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`${servers.asked.origin} redirected it to ${servers.other.origin}, which is not followed`);
    expect(stderr).not.toContain(OTHER_SESSION);
    expect(servers.asked.requests).toHaveLength(1);
    expect(servers.other.requests).toEqual([]);
  });

  it('a redirect within the origin is followed: the URL of the session it answers', async () => {
    servers.answer((request, response) => {
      if (request.url === '/api/v1/embed/generate-session') return redirectTo(response, 308, '/v2/generate-session');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sessionId: SESSION }));
    });
    const { code, stdout } = await run();
    expect(code).toBe(0);
    expect(new URL(stdout.trim()).searchParams.get('session')).toBe(SESSION);
    expect(servers.asked.requests.map((request) => request.url)).toEqual([
      '/api/v1/embed/generate-session',
      '/v2/generate-session',
    ]);
  });
});
