// @vitest-environment happy-dom
/**
 * `<platform-embed>` keeps its failure: `failure` and `state` for a script that listens late,
 * the `loading` and `failed` slots shown by state with no script of the page, and the custom
 * state for CSS (`:state(failed)`) where the browser has `CustomStateSet` — nothing breaks where
 * it has none (happy-dom, like Safari before 17.4, has no `attachInternals`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbedError } from '../../src/index.js';
import { type ElementPage, embedUrl, setUpPagePerTest } from './page.js';

let page: ElementPage;

setUpPagePerTest((created) => {
  page = created;
});

afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).attachInternals;
});

/** Gives elements an `attachInternals` (happy-dom has none), removed after the test. */
function defineAttachInternals(attach: () => ElementInternals): void {
  Object.defineProperty(HTMLElement.prototype, 'attachInternals', {
    configurable: true,
    writable: true,
    value: attach,
  });
}

/** Lets a session provider's promise chain settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Which of the shadow root's slots are shown, and whether the frame's container is. */
function shown(el: Element): { loading: boolean; failed: boolean; frame: boolean } {
  const root = el.shadowRoot!;
  const slot = (name: string) => !root.querySelector<HTMLSlotElement>(`slot[name="${name}"]`)!.hidden;
  return { loading: slot('loading'), failed: slot('failed'), frame: !root.querySelector('div')!.hidden };
}

/** An element with children for both slots, failing at once: its session provider rejects. */
function failingElement(): HTMLElementTagNameMap['platform-embed'] {
  const el = document.createElement('platform-embed');
  el.innerHTML = '<p slot="loading">Loading…</p><p slot="failed">Could not load the report.</p>';
  el.sessionProvider = () => Promise.reject(new Error('no session for you'));
  document.body.append(el);
  return el;
}

describe('failure and state', () => {
  it('a listener added after the failure still learns it: failure is the platform-failure error, state failed', async () => {
    const el = failingElement();
    await settle();
    const [event] = page.events.filter((seen) => seen.type === 'platform-failure');
    expect(event).toBeDefined();
    // The page's module script runs now, after the failure: it reads what it missed.
    expect(el.state).toBe('failed');
    expect(el.failure).toBe(event!.detail);
    expect(el.failure?.code).toBe('SESSION_FAILED');
  });

  it('follows every load: connecting, failed, connecting again on reload() (failure cleared), ready', async () => {
    let answer: () => Promise<string> = () => Promise.reject(new Error('down'));
    const el = document.createElement('platform-embed');
    el.sessionProvider = () => answer();
    document.body.append(el);
    expect([el.state, el.failure]).toEqual(['connecting', undefined]);
    await settle();
    expect(el.state).toBe('failed');
    answer = async () => embedUrl('s2');
    el.reload();
    expect([el.state, el.failure]).toEqual(['connecting', undefined]);
    await settle();
    page.ready(el);
    expect([el.state, el.failure]).toEqual(['ready', undefined]);
  });

  it('a READY_TIMEOUT is failed until a late ready; removal leaves it idle with no failure', () => {
    vi.useFakeTimers();
    const el = page.mount({ src: embedUrl('s1'), 'ready-timeout': '500' });
    vi.advanceTimersByTime(500);
    expect([el.state, el.failure?.code]).toEqual(['failed', 'READY_TIMEOUT']);
    page.ready(el);
    expect([el.state, el.failure]).toEqual(['ready', undefined]);
    vi.advanceTimersByTime(0);
    el.remove();
    expect([el.state, el.failure]).toEqual(['idle', undefined]);
  });

  it('the state is already failed inside the platform-failure listener', async () => {
    const states: string[] = [];
    document.addEventListener(
      'platform-failure',
      (event) => states.push((event.target as HTMLElementTagNameMap['platform-embed']).state),
      { once: true },
    );
    failingElement();
    await settle();
    expect(states).toEqual(['failed']);
  });
});

describe('slots', () => {
  it('shows slot="loading" while connecting, slot="failed" in place of the frame once failed, neither once ready', async () => {
    const el = failingElement();
    expect(shown(el)).toEqual({ loading: true, failed: false, frame: true });
    await settle();
    expect(shown(el)).toEqual({ loading: false, failed: true, frame: false });
    el.sessionProvider = async () => embedUrl('s2');
    expect(shown(el)).toEqual({ loading: true, failed: false, frame: true });
    await settle();
    page.ready(el);
    expect(shown(el)).toEqual({ loading: false, failed: false, frame: true });
  });

  it('the children stay in the light DOM, each assigned to its slot; idle shows neither', () => {
    const el = document.createElement('platform-embed');
    el.innerHTML = '<p slot="loading">Loading…</p><p slot="failed">Failed</p>';
    document.body.append(el);
    expect(el.children).toHaveLength(2);
    expect(shown(el)).toEqual({ loading: false, failed: false, frame: true });
    const slots = [...el.shadowRoot!.querySelectorAll('slot')].map((slot) => [
      slot.name,
      slot.assignedElements().map((child) => child.textContent),
    ]);
    expect(slots).toEqual([
      ['loading', ['Loading…']],
      ['failed', ['Failed']],
    ]);
  });

  it('a refused attribute shows slot="failed" too (INVALID_OPTIONS: no embed)', () => {
    const el = page.mount({ src: '/relative' });
    expect(el.failure?.code).toBe('INVALID_OPTIONS');
    expect(shown(el)).toEqual({ loading: false, failed: true, frame: false });
  });
});

describe('the custom state (:state(failed))', () => {
  /** A CustomStateSet of the shape browsers have: a set of names, `--` names refused or not. */
  function stubInternals(refuseUndashed = false): Set<string> {
    const states = new Set<string>();
    const add = states.add.bind(states);
    states.add = (name: string) => {
      if (refuseUndashed && !name.startsWith('--')) throw new DOMException('not a dashed name', 'SyntaxError');
      return add(name);
    };
    defineAttachInternals(() => ({ states }) as unknown as ElementInternals);
    return states;
  }

  it('holds the current state alone, as it changes', async () => {
    const states = stubInternals();
    const el = failingElement();
    expect([...states]).toEqual(['connecting']);
    await settle();
    expect([...states]).toEqual(['failed']);
    el.remove();
    expect([...states]).toEqual(['idle']);
  });

  it('where the browser refuses the name (Chromium before 125 takes only `--failed`), nothing breaks: no custom state', async () => {
    const states = stubInternals(true);
    const el = failingElement();
    await settle();
    expect([...states]).toEqual([]);
    expect([el.state, shown(el)]).toEqual(['failed', { loading: false, failed: true, frame: false }]);
  });

  it('where attachInternals throws (internals disabled), the element works and the slots still follow', async () => {
    defineAttachInternals(() => {
      throw new DOMException('disabled', 'NotSupportedError');
    });
    const el = failingElement();
    await settle();
    expect([el.state, (el.failure as EmbedError).code]).toEqual(['failed', 'SESSION_FAILED']);
    expect(shown(el)).toEqual({ loading: false, failed: true, frame: false });
  });
});
