/**
 * What every part of the fake platform's route table must hold: each of its paths is in the
 * whole table as this part wrote it (two parts naming one path would let the later one win
 * without a word). That the parts together are the table, each path in one part only, is
 * `platform-routes.test.ts`'s.
 */
import { expect, it } from 'vitest';
import { PLATFORM_ROUTES } from '../../../src/testing/servers/platform-routes.js';

/** The checks of one part of the table. */
export function itIsAPartOfTheTable(part: Readonly<Record<string, unknown>>): void {
  const whole = PLATFORM_ROUTES as Readonly<Record<string, unknown>>;
  it('every path is in the whole table as this part answers it, overridden by no other part', () => {
    expect(Object.keys(part).length).toBeGreaterThan(0);
    for (const [path, methods] of Object.entries(part)) expect(whole[path], path).toBe(methods);
  });
}
