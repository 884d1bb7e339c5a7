/**
 * The `<script>` file (`dist/platform-embed.min.js`, built from src/cdn.ts) registers
 * `<platform-embed>` when it loads, and only then: run the built file as a browser runs a classic
 * script (a fresh global scope) with a stand-in `HTMLElement` and custom element registry, and
 * without them. The real-browser proof is e2e/element.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const code = readFileSync(fileURLToPath(new URL('../dist/platform-embed.min.js', import.meta.url)), 'utf8');

/** A custom element registry that records what is defined in it. */
function registry(taken: Record<string, unknown> = {}) {
  const defined = new Map<string, unknown>(Object.entries(taken));
  const calls: Array<[string, unknown]> = [];
  return {
    calls,
    get: (name: string) => defined.get(name),
    define(name: string, element: unknown) {
      calls.push([name, element]);
      defined.set(name, element);
    },
  };
}

/** Runs the file in a fresh global scope holding `globals`; returns that scope's `PlatformEmbed`. */
function load(globals: Record<string, unknown>): Record<string, unknown> {
  const scope = runInNewContext(`${code};globalThis`, { ...globals }) as Record<string, unknown>;
  return scope.PlatformEmbed as Record<string, unknown>;
}

describe('the <script> file', () => {
  it('registers <platform-embed> with the page registry when it loads, as PlatformEmbed.PlatformEmbedElement', () => {
    const customElements = registry();
    const api = load({ HTMLElement: class {}, customElements });
    expect(customElements.calls).toEqual([['platform-embed', api.PlatformEmbedElement]]);
    expect(typeof api.PlatformEmbedElement).toBe('function');
    // idempotent: calling it again registers nothing more
    expect((api.defineEmbedElement as () => unknown)()).toBe(api.PlatformEmbedElement);
    expect(customElements.calls).toHaveLength(1);
  });

  it('leaves a name someone else registered alone; PlatformEmbedElement is still the class', () => {
    class Theirs {}
    const customElements = registry({ 'platform-embed': Theirs });
    const api = load({ HTMLElement: class {}, customElements });
    expect(customElements.calls).toEqual([]);
    expect(customElements.get('platform-embed')).toBe(Theirs);
    expect(typeof api.PlatformEmbedElement).toBe('function');
    expect(api.PlatformEmbedElement).not.toBe(Theirs);
  });

  it('loads where there is no custom element registry, registering nothing', () => {
    const api = load({});
    expect(api.PlatformEmbedElement).toBeUndefined();
    // No HTMLElement either: the constructor returned says why it cannot make an element.
    const returned = (api.defineEmbedElement as () => new () => unknown)();
    expect(() => new returned()).toThrow('<platform-embed> needs a browser page: there is no HTMLElement here');
    expect(typeof api.createEmbed).toBe('function');
  });
});
