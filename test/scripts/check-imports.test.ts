/**
 * The import-graph check of `npm test` (scripts/check-imports.mjs): layers of src/ point down,
 * and no modules import each other in a circle. The rule on made-up graphs, then on src/ itself.
 */
import { describe, expect, it } from 'vitest';
import { circles, importGraph, layerOf, upwardImports } from '../../scripts/check-imports.mjs';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('check-imports', () => {
  it('places each module in its layer, lowest first, and refuses a module in none', () => {
    expect(layerOf('errors.ts')).toBe(0);
    expect(layerOf('internal/checks.ts')).toBe(0);
    expect(layerOf('protocol/filter.ts')).toBe(1);
    expect(layerOf('host/controller.ts')).toBe(2);
    expect(layerOf('bindings/settings.ts')).toBe(3);
    expect(layerOf('cli/main.ts')).toBe(4);
    expect(() => layerOf('elsewhere/x.ts')).toThrow(/in no layer/);
  });

  it('finds an import that runs back up, and lets imports down and sideways pass', () => {
    const found = upwardImports(
      graph({
        'internal/a.ts': ['protocol/b.ts'],
        'protocol/b.ts': ['internal/c.ts', 'protocol/d.ts'],
        'protocol/d.ts': [],
        'internal/c.ts': [],
      }),
    );
    expect(found).toEqual(['internal/a.ts → protocol/b.ts (base → wire)']);
  });

  it('finds circles of two or more modules, and a module importing itself', () => {
    const found = circles(
      graph({
        'protocol/a.ts': ['protocol/b.ts'],
        'protocol/b.ts': ['protocol/c.ts'],
        'protocol/c.ts': ['protocol/a.ts'],
        'protocol/d.ts': ['protocol/d.ts'],
        'protocol/e.ts': ['protocol/a.ts'],
      }),
    );
    expect(found).toEqual([['protocol/a.ts', 'protocol/b.ts', 'protocol/c.ts'], ['protocol/d.ts']]);
  });

  it('src/ has no upward import and no circle', () => {
    const real = importGraph();
    expect(real.size).toBeGreaterThan(100);
    expect(upwardImports(real)).toEqual([]);
    expect(circles(real)).toEqual([]);
  });
});
