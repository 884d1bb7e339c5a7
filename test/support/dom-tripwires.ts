/**
 * Proof that importing a module touches no DOM global (SSR-safe): every DOM global is replaced
 * by a getter that records the read, then the module is imported afresh.
 */
import { vi } from 'vitest';

const DOM_GLOBALS = [
  'window',
  'document',
  'parent',
  'self',
  'location',
  'addEventListener',
  'postMessage',
  'HTMLElement',
  'HTMLIFrameElement',
];

/**
 * Imports a fresh copy of a module (through `load`) with tripwires on every DOM global, and
 * resolves with the module and the names of the globals it read. Undo with `vi.unstubAllGlobals()`.
 */
export async function importWithTripwires<M>(load: () => Promise<M>): Promise<{ module: M; touched: string[] }> {
  const touched: string[] = [];
  for (const name of DOM_GLOBALS) {
    vi.stubGlobal(name, undefined);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name);
        return undefined;
      },
    });
  }
  vi.resetModules();
  return { module: await load(), touched };
}
