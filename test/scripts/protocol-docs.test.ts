/**
 * The tables of events and actions generated from the catalog into the docs
 * (scripts/protocol-docs.ts, run by `npm run generate` and the build's `--check`): what a table
 * holds, how a region is filled, and the check failing on a stale region. Changes are made to a
 * temporary folder only.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { catalogTables, docFiles, fillRegions, protocolTables, syncDocs } from '../../scripts/protocol-docs.js';
import { ACTIONS, EVENTS } from '../../src/protocol/catalog.js';
import { allowConsole } from '../support/fail-on-console.js';

const ROOT = new URL('../../', import.meta.url);

const EVENTS_ = {
  probe: {
    doc: 'A probe | with a bar.',
    surfaces: ['dashboard'],
    fields: {
      kind: { schema: z.enum(['a', 'b']), doc: 'Kind.' },
      count: { schema: z.optional(z.number()), doc: 'Count.', rule: 'nonNegative' },
    },
  },
} as const;
const ACTIONS_ = {
  poke: { doc: 'Pokes.', replay: 'never', fields: {} },
  paint: {
    doc: 'Paints.',
    replay: 'latest',
    open: true,
    fields: { color: { schema: z.optional(z.nullable(z.string())), doc: 'Color.' } },
  },
} as const;

const region = (name: string, content = 'old') =>
  `<!-- generated:${name}:start -->\n${content}\n<!-- generated:${name}:end -->`;

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('catalogTables', () => {
  it('one row a message: name, surfaces, payload (types, ? for absent, rules in words), what it means', () => {
    const tables = catalogTables(EVENTS_, ACTIONS_);
    expect(tables.events).toBe(
      [
        '| name | surfaces | payload | what it means |',
        '| --- | --- | --- | --- |',
        "| `probe` | dashboard | `kind: 'a' \\| 'b'`, `count?: number` (a number ≥ 0) | A probe \\| with a bar. |",
      ].join('\n'),
    );
    expect(tables.actions).toBe(
      [
        '| name | payload | what it does | after a reload |',
        '| --- | --- | --- | --- |',
        '| `poke` | `{}` | Pokes. | not sent again |',
        '| `paint` | `color?: string \\| null`, further keys kept | Paints. | sent again: the latest |',
      ].join('\n'),
    );
  });

  it('has a row for every event and action of the protocol’s catalog', () => {
    const tables = protocolTables();
    for (const name of Object.keys(EVENTS)) expect(tables.events).toContain(`| \`${name}\` |`);
    for (const name of Object.keys(ACTIONS)) expect(tables.actions).toContain(`| \`${name}\` |`);
  });

  it('refuses a schema it cannot show, naming the field', () => {
    const bad = { odd: { doc: 'Odd.', fields: { when: { schema: z.date(), doc: 'When.' } } } };
    expect(() => catalogTables(bad as never, {})).toThrow(/event odd\.when: .*date/);
  });
});

describe('fillRegions', () => {
  const tables = { events: 'EVENTS TABLE', actions: 'ACTIONS TABLE' };

  it('replaces what is between the markers, leaves the prose, and changes nothing the second time', () => {
    const doc = `# Title\n\nBefore.\n\n${region('events')}\n\nBetween.\n\n${region('actions', 'a\nb')}\n\nAfter.\n`;
    const filled = fillRegions(doc, tables, 'x.md');
    expect(filled).toBe(
      `# Title\n\nBefore.\n\n${region('events', 'EVENTS TABLE')}\n\nBetween.\n\n${region('actions', 'ACTIONS TABLE')}\n\nAfter.\n`,
    );
    expect(fillRegions(filled, tables, 'x.md')).toBe(filled);
    expect(fillRegions('no regions', tables, 'x.md')).toBe('no regions');
  });

  it('refuses a broken marker, naming the file', () => {
    expect(() => fillRegions('<!-- generated:events:start -->', tables, 'a.md')).toThrow(
      'a.md: generated region "events" has no end',
    );
    expect(() => fillRegions('<!-- generated:events:end -->', tables, 'a.md')).toThrow(/ends without its start/);
    expect(() => fillRegions(region('errors'), tables, 'a.md')).toThrow(/unknown generated region "errors"/);
    expect(() =>
      fillRegions(
        `<!-- generated:events:start -->\n${region('actions')}\n<!-- generated:events:end -->`,
        tables,
        'a.md',
      ),
    ).toThrow(/starts inside "events"/);
  });
});

describe('the docs', () => {
  it('docs/protocol.md’s tables are those of the catalog', () => {
    const protocol = readFileSync(new URL('docs/protocol.md', ROOT), 'utf8');
    expect(protocol).toContain('<!-- generated:events:start -->');
    expect(protocol).toContain('<!-- generated:actions:start -->');
    expect(fillRegions(protocol, protocolTables(), 'docs/protocol.md')).toBe(protocol);
  });

  it('syncDocs: --check fails on a stale region in README.md or docs/, writing nothing; a run writes them; then --check passes', () => {
    allowConsole(/^console\.(log|error)\(generate: /);
    folder = mkdtempSync(join(tmpdir(), 'platform-embed-docs-'));
    mkdirSync(join(folder, 'docs', 'guide'), { recursive: true });
    const stale = `# Doc\n\n${region('events')}\n`;
    writeFileSync(join(folder, 'README.md'), stale);
    writeFileSync(join(folder, 'docs', 'guide', 'protocol.md'), `Actions:\n\n${region('actions')}\n`);
    writeFileSync(join(folder, 'docs', 'other.md'), 'No region here.\n');
    expect(docFiles(folder)).toEqual(['README.md', 'docs/guide/protocol.md', 'docs/other.md']);

    expect(syncDocs(folder, true)).toBe(1);
    expect(readFileSync(join(folder, 'README.md'), 'utf8')).toBe(stale);

    expect(syncDocs(folder, false)).toBe(0);
    expect(readFileSync(join(folder, 'README.md'), 'utf8')).toContain('| `dashboard-loaded` | dashboard |');
    expect(readFileSync(join(folder, 'docs', 'guide', 'protocol.md'), 'utf8')).toContain('| `set-filter` |');
    expect(syncDocs(folder, true)).toBe(0);

    // A catalog that changed (here: another table) makes the committed text stale.
    expect(syncDocs(folder, true, { ...protocolTables(), events: 'changed' })).toBe(1);
  });
});
