/**
 * An `<iframe>` without a DOM: the members `createEmbed` reads of an adopted iframe, and the
 * one way to point a real iframe at a fake window.
 *
 * @module
 */

import type { EmbedHostWindow } from '../host/types.js';
import { FakeWindow } from './fake-window.js';

/** What a frame's `contentWindow` must offer the host controller: somewhere to post. */
export interface MessageTarget {
  /** Receives what the controller posts to the frame. */
  postMessage(message: unknown, targetOrigin: string): void;
}

/** Options of {@link FakeIframe}. */
export interface FakeIframeOptions {
  /** The initial `src` attribute; none by default (`createEmbed` then points the frame at its `url`). */
  src?: string;
  /** The frame's window. Default: a new {@link FakeWindow}. `null` stands for a detached frame. */
  contentWindow?: MessageTarget | null;
  /** `ownerDocument.baseURI`. Default `'about:blank'`: nothing relative resolves against it. */
  baseURI?: string;
  /** `ownerDocument.defaultView`: the host window `createEmbed` uses without a `window` option. Default `null`. */
  defaultView?: EmbedHostWindow | null;
}

/** The inline style of a {@link FakeIframe}: what was set, by property name. */
export class FakeStyle {
  readonly #values = new Map<string, string>();

  /** Sets a property, as `CSSStyleDeclaration.setProperty`. */
  setProperty(name: string, value: string | null): void {
    if (value === null || value === '') this.#values.delete(name);
    else this.#values.set(name, String(value));
  }

  /** A property's value, or `''`. */
  getPropertyValue(name: string): string {
    return this.#values.get(name) ?? '';
  }

  /** Removes a property and returns its old value (or `''`). */
  removeProperty(name: string): string {
    const old = this.getPropertyValue(name);
    this.#values.delete(name);
    return old;
  }

  /** The properties set through `setProperty`, as a declaration list. */
  get cssText(): string {
    return [...this.#values].map(([name, value]) => `${name}: ${value};`).join(' ');
  }
}

/**
 * A duck-typed iframe element that `createEmbed` adopts like a real one: `nodeType` 1,
 * `tagName` `'IFRAME'`, attributes (`src` and `title` reflect theirs), an `ownerDocument`,
 * `contentWindow` and `remove()`. Nothing ever loads in it. Pass it as
 * `iframe: fake as unknown as HTMLIFrameElement`.
 */
export class FakeIframe {
  /** An element node. */
  readonly nodeType = 1;
  /** Always `'IFRAME'`. */
  readonly tagName = 'IFRAME';
  /** Always `'IFRAME'`. */
  readonly nodeName = 'IFRAME';
  /** The frame's window, read by the controller each time it posts or checks a sender. Assign to simulate a new window or a detached frame (`null`). */
  contentWindow: MessageTarget | null;
  /** The document the frame would live in: its base URI and window. */
  readonly ownerDocument: {
    /** What a relative `src` resolves against. */
    readonly baseURI: string;
    /** The host window `createEmbed` uses without a `window` option. */
    readonly defaultView: EmbedHostWindow | null;
  };
  /** The inline style. */
  readonly style = new FakeStyle();
  /** False once `remove()` was called; a fake frame is never in a document. */
  isConnected = false;
  /** How many times `remove()` was called. */
  removeCount = 0;

  readonly #attributes = new Map<string, string>();

  constructor(options: FakeIframeOptions = {}) {
    this.contentWindow = options.contentWindow === undefined ? new FakeWindow() : options.contentWindow;
    this.ownerDocument = { baseURI: options.baseURI ?? 'about:blank', defaultView: options.defaultView ?? null };
    if (options.src !== undefined) this.setAttribute('src', options.src);
  }

  /** An attribute's value, or `null`. */
  getAttribute(name: string): string | null {
    return this.#attributes.get(name.toLowerCase()) ?? null;
  }

  /** Sets an attribute (the value as a string). */
  setAttribute(name: string, value: string): void {
    this.#attributes.set(name.toLowerCase(), String(value));
  }

  /** Removes an attribute. */
  removeAttribute(name: string): void {
    this.#attributes.delete(name.toLowerCase());
  }

  /** Whether an attribute is set. */
  hasAttribute(name: string): boolean {
    return this.#attributes.has(name.toLowerCase());
  }

  /** The `src` attribute, resolved against the base URI as a browser reflects it (`''` when unset). */
  get src(): string {
    const value = this.getAttribute('src');
    if (value === null) return '';
    try {
      return new URL(value, this.ownerDocument.baseURI).href;
    } catch {
      return value;
    }
  }

  /** Sets the `src` attribute. */
  set src(value: string) {
    this.setAttribute('src', value);
  }

  /** The `title` attribute (`''` when unset). */
  get title(): string {
    return this.getAttribute('title') ?? '';
  }

  /** Sets the `title` attribute. */
  set title(value: string) {
    this.setAttribute('title', value);
  }

  /** Takes the frame out of its (imaginary) document. */
  remove(): void {
    this.isConnected = false;
    this.removeCount += 1;
  }
}

/**
 * Points an iframe's `contentWindow` at `target` (a fake window, or `null` for a detached
 * frame), whether the iframe is a {@link FakeIframe} or a real element: on a real one, an own
 * property shadows the browser's getter. The controller reads `contentWindow` each time it
 * posts or checks a sender, so this works at any time, before or after `createEmbed`.
 */
export function setContentWindow(iframe: HTMLIFrameElement | FakeIframe, target: MessageTarget | null): void {
  // A writable data property: a later assignment (a test swapping windows) keeps working.
  Object.defineProperty(iframe, 'contentWindow', {
    configurable: true,
    enumerable: true,
    writable: true,
    value: target,
  });
}
