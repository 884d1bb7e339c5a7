// @vitest-environment happy-dom
/**
 * `defineEmbedElement`: registers once, returns what is registered, leaves a name taken by
 * someone else alone, gives another name a class of its own, and registers nothing where there
 * is no custom element registry.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineEmbedElement } from '../../src/element/index.js';
import { expectEmbedError } from '../support/expect-embed-error.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('defineEmbedElement', () => {
  it('registers <platform-embed> by default and is idempotent', () => {
    expect(customElements.get('platform-embed')).toBeUndefined();
    const first = defineEmbedElement();
    expect(first).toBeDefined();
    expect(customElements.get('platform-embed')).toBe(first);
    expect(defineEmbedElement()).toBe(first);
    expect(defineEmbedElement('platform-embed')).toBe(first);
    expect(document.createElement('platform-embed')).toBeInstanceOf(first!);
    expect((first as unknown as { observedAttributes: string[] }).observedAttributes).toEqual([
      'src',
      'session-endpoint',
      'color-scheme',
      'locale',
      'timezone',
      'origin',
      'title',
      'ready-timeout',
      'max-queued-actions',
      'loading',
    ]);
  });

  it('registers a class of its own under another name, with the same behaviour', () => {
    const base = defineEmbedElement()!;
    const other = defineEmbedElement('report-embed')!;
    expect(other).not.toBe(base);
    expect(customElements.get('report-embed')).toBe(other);
    const element = document.createElement('report-embed');
    expect(element).toBeInstanceOf(base);
    expect((element as HTMLElementTagNameMap['platform-embed']).state).toBe('idle');
    expect(defineEmbedElement('report-embed')).toBe(other);
  });

  it('returns the constructor of a name someone else registered, and does not throw', () => {
    class Theirs extends HTMLElement {}
    customElements.define('their-embed', Theirs);
    expect(defineEmbedElement('their-embed')).toBe(Theirs);
    expect(customElements.get('their-embed')).toBe(Theirs);
  });

  it.each(['PlatformEmbed', 'embed', '1-embed', ''])(
    'refuses the invalid name %j with INVALID_OPTIONS, the registry error as cause',
    (name) => {
      const error = expectEmbedError(() => defineEmbedElement(name), 'INVALID_OPTIONS');
      expect(error.message).toMatch(/^name: expected a custom element name such as "platform-embed", got /);
      expect(error.cause).toBeInstanceOf(Error);
      expect(customElements.get(name)).toBeUndefined();
    },
  );

  it('registers nothing where there is no customElements, and returns the element class, unregistered', () => {
    const registered = defineEmbedElement();
    vi.stubGlobal('customElements', undefined);
    const unregistered = defineEmbedElement('server-embed');
    vi.unstubAllGlobals();
    expect(customElements.get('server-embed')).toBeUndefined();
    // The class itself (the one registered as <platform-embed> here), not a subclass made for the name.
    expect(unregistered).toBe(registered);
  });
});
