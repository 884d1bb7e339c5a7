/**
 * `inAPage()`: for a test in Node of what a throwing callback does in a page. `callUserCallback` re-throws
 * a callback's error on a later task where there is a document (a page), and writes it to
 * console.error in Node (where an uncaught error ends the process); this makes the test's
 * runtime look like a page. Undone by `vi.unstubAllGlobals()` (each test file using it does so
 * after each test).
 */
import { afterEach, vi } from 'vitest';

export function inAPage(): void {
  vi.stubGlobal('document', {});
}

afterEach(() => {
  vi.unstubAllGlobals();
});
