/**
 * `defineEmbedElement`: registers `<platform-embed>` with the page's custom element registry.
 *
 * @module
 */

import { check } from '../internal/checks.js';
import { createElementClass } from './element.js';
import type { PlatformEmbedElementConstructor } from './types.js';

/** The element class, made on first use: there is no `HTMLElement` on a server. */
let elementClass: PlatformEmbedElementConstructor | undefined;
/** Whether {@link elementClass} itself is registered (a constructor can be, under one name only). */
let registered = false;

/**
 * What {@link defineEmbedElement} returns where there is no `HTMLElement` (a server, a worker,
 * Node): the call stays a no-op, and code that goes on to construct an element learns why none
 * can be made here, instead of a confusing error from deep inside the class.
 */
const NoElementHere = class {
  constructor() {
    throw new TypeError('<platform-embed> needs a browser page: there is no HTMLElement here');
  }
} as unknown as CustomElementConstructor;

/**
 * The `<platform-embed>` class, made from the page's `HTMLElement` on first call (not
 * registered by this call). Only where `HTMLElement` exists.
 *
 * @internal
 */
export function embedElementClass(): PlatformEmbedElementConstructor {
  elementClass ??= createElementClass(globalThis.HTMLElement);
  return elementClass;
}

/**
 * Registers the `<platform-embed>` element under `name` and returns its constructor. Call it on
 * the client, once or many times: it is idempotent and never throws for a name already taken.
 *
 * - The first call makes the class (from the page's `HTMLElement`) and registers it; a later
 *   call with the same name returns the registered constructor.
 * - A name already registered by someone else (another copy of this package, say the
 *   `<script>` file, or another library) is left alone: its constructor is returned as it is, so
 *   a page that loads the element twice keeps working.
 * - Another name gets a subclass of its own (the registry takes a constructor under one name
 *   only), with the same behaviour.
 * - Where there is no `customElements` (a server rendering the page, a worker, Node), it
 *   registers nothing: import and call it anywhere. It still returns a constructor — the element
 *   class, unregistered, where `HTMLElement` exists, and otherwise one that throws a `TypeError`
 *   saying why when something tries to construct an element with it.
 *
 * @example
 * ```ts
 * import { defineEmbedElement } from 'platform-embed/element';
 * defineEmbedElement(); // then: <platform-embed src="https://tenant.example.com/embed/dashboard/abc?session=…"></platform-embed>
 * ```
 * @throws {@link platform-embed!EmbedError | EmbedError} `INVALID_OPTIONS` for a name that is not a valid custom
 * element name
 * (one with a hyphen, lowercase: `platform-embed`), with the registry's error as `cause`.
 */
export function defineEmbedElement(name = 'platform-embed'): CustomElementConstructor {
  const registry = globalThis.customElements;
  if (!registry) return globalThis.HTMLElement ? embedElementClass() : NoElementHere;
  const taken = registry.get(name);
  if (taken) return taken;
  const base = embedElementClass();
  const element = registered ? class extends base {} : base;
  try {
    registry.define(name, element);
  } catch (error) {
    check(false, 'name', 'a custom element name such as "platform-embed"', name, error);
  }
  registered = true;
  return element;
}
