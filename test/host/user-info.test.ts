// @vitest-environment happy-dom
/**
 * A frame's URL with a user name or password (`https://user:pass@host/…`) is refused at once,
 * wherever the host takes one: createEmbed's `url` (text or `URL`), an adopted iframe's `src`,
 * the `origin` option, `reload(url)`, and a session provider's answer (`SESSION_FAILED`, the
 * refusal as its cause). A browser never loads such a URL in a frame: accepted, the load waited
 * out its timeout for nothing. The refusal never shows the user name or the password.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbed, type EmbedError } from '../../src/index.js';
import { createTestEmbed, TEST_EMBED_ORIGIN } from '../../src/testing/index.js';
import { expectEmbedError } from '../support/expect-embed-error.js';

const WITH_USER = 'https://alice:s3cret@tenant.example.com/embed/dashboard/abc?session=s1';
const RULE = 'url: expected a URL without user name or password, got "https://tenant.example.com/embed/dashboard/abc"';

/** Expects the refusal of the rule, showing neither the user nor the password nor the session. */
function expectRefused(error: EmbedError, what = 'url'): void {
  expect(error.message).toBe(RULE.replace(/^url/, what));
  expect(error.message).not.toMatch(/alice|s3cret|session/);
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a frame URL with user info', () => {
  it.each([
    ['as text', WITH_USER],
    ['as a URL', new URL(WITH_USER)],
    ['a user name alone', 'https://alice@tenant.example.com/embed/dashboard/abc'],
    ['an empty user name and a password', 'https://:s3cret@tenant.example.com/embed/dashboard/abc'],
  ])('createEmbed refuses url %s with INVALID_OPTIONS, creating nothing', (_label, url) => {
    const container = document.createElement('div');
    document.body.append(container);
    const error = expectEmbedError(() => createEmbed({ url, container }), 'INVALID_OPTIONS');
    expect(error.message).toMatch(
      /^url: expected a URL without user name or password, got "https:\/\/tenant\.example\.com\/embed\/dashboard\/abc"$/,
    );
    expect(error.message).not.toMatch(/alice|s3cret/);
    expect(container.children).toHaveLength(0);
  });

  it('an adopted iframe whose own src has user info is refused, its src left alone', () => {
    const iframe = document.createElement('iframe');
    iframe.setAttribute('src', WITH_USER);
    expectRefused(expectEmbedError(() => createEmbed({ iframe }), 'INVALID_OPTIONS'));
    expect(iframe.getAttribute('src')).toBe(WITH_USER);
  });

  it('an origin option with user info is refused', () => {
    const error = expectEmbedError(
      () => createTestEmbed({ origin: 'https://alice:s3cret@tenant.example.com' }),
      'INVALID_OPTIONS',
    );
    expect(error.message).toBe(
      'origin: expected a URL without user name or password, got "https://tenant.example.com/"',
    );
  });

  it('reload(url) refuses it, and nothing changes', async () => {
    const { controller, embed } = createTestEmbed();
    embed.ready();
    await controller.whenReady();
    const src = controller.iframe.src;
    expectRefused(expectEmbedError(() => controller.reload(WITH_USER), 'INVALID_OPTIONS'));
    expect([controller.state, controller.iframe.src]).toEqual(['ready', src]);
    controller.destroy();
  });

  it('a session provider answering one fails the load at once (SESSION_FAILED, the refusal as cause), nothing loaded', async () => {
    vi.useFakeTimers();
    const onFailure = vi.fn();
    const { controller } = createTestEmbed({ url: () => WITH_USER, origin: TEST_EMBED_ORIGIN, onFailure });
    const ready = expectEmbedError(controller.whenReady(), 'SESSION_FAILED');
    await vi.advanceTimersByTimeAsync(0);
    const error = await ready;
    expect(error.message).toBe(`session provider: ${RULE}`);
    expect((error.cause as EmbedError).code).toBe('INVALID_OPTIONS');
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(error);
    expect(controller.iframe.getAttribute('src')).toBeNull();
    expect(vi.getTimerCount()).toBe(0); // no ready timeout left to wait out
    controller.destroy();
  });
});
