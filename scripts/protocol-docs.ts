/**
 * The tables of events and actions in the docs, generated from the protocol catalog
 * (src/protocol/catalog.ts) like the validators: `npm run generate` writes them into the marked
 * regions of README.md and of every docs/**\/*.md file that has them, and its `--check` (what
 * `npm run build` runs) fails when a region is stale. A region is
 *
 * ```md
 * <!-- generated:events:start -->
 * …
 * <!-- generated:events:end -->
 * ```
 *
 * (`events` or `actions`); what is between the markers is the generator's, the prose around them
 * the author's.
 */
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as z from 'zod/mini';
import {
  ACTIONS,
  type ActionDefinition,
  EVENTS,
  type EventDefinition,
  type FieldDefinition,
} from '../src/protocol/catalog.js';
import { RULES } from '../src/protocol/rules.js';
import { syncGeneratedFile } from './generated-file.mjs';

type Schema = z.core.$ZodType;

/** The regions a doc may hold, by name. */
export const DOC_REGIONS = ['events', 'actions'] as const;

/** The name of a region. */
export type DocRegion = (typeof DOC_REGIONS)[number];

const definitionOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/** A field's type as the docs show it: `'csv' | 'xlsx'`, `string | null`, `{ a?: string }`. */
function typeOf(schema: Schema, field: FieldDefinition | undefined, where: string): string {
  const def = definitionOf(schema);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'unknown':
      return def.type;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)
        .map((value) => `'${String(value)}'`)
        .join(' | ');
    case 'optional':
      return typeOf(def.innerType as Schema, field, where);
    case 'nullable':
      return `${typeOf(def.innerType as Schema, field, where)} | null`;
    case 'union':
      return (def.options as Schema[]).map((option) => typeOf(option, field, where)).join(' | ');
    case 'object': {
      const fields = field?.fields;
      if (!fields) throw new Error(`${where}: an object field without the definitions of its fields`);
      return `{ ${Object.entries(fields)
        .map(([name, inner]) => member(name, inner, `${where}.${name}`))
        .join(', ')} }`;
    }
    default:
      throw new Error(
        `${where}: the docs generator does not know a ${String(def.type)} schema; teach scripts/protocol-docs.ts to show it`,
      );
  }
}

/** One field as the docs show it: `name?: type`, `?` when it may be absent. */
function member(name: string, field: FieldDefinition, where: string): string {
  const schema = field.schema as unknown as Schema;
  return `${name}${definitionOf(schema).type === 'optional' ? '?' : ''}: ${typeOf(schema, field, where)}`;
}

/** A table cell: `|` escaped (GitHub's tables split on it even inside code), no line break. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** A payload's fields, each in code with the rule on its value in words: `` `widgetCount?: number` (a number ≥ 0) ``. */
function payloadOf(definition: EventDefinition | ActionDefinition, where: string): string {
  const fields = Object.entries(definition.fields).map(([name, field]) => {
    // Outside code, `<` would open an HTML tag (`f_<semantic_view>…`).
    const rule = field.rule ? ` (${RULES[field.rule].rule.replace(/</g, '&lt;')})` : '';
    return `\`${member(name, field, `${where}.${name}`)}\`${rule}`;
  });
  if (definition.open) fields.push('further keys kept');
  return fields.length ? fields.join(', ') : '`{}`';
}

/** The rows of a table: a header, its rule, then one row a message. */
const table = (header: readonly string[], rows: ReadonlyArray<readonly string[]>): string =>
  [header, header.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');

/** The tables of two catalogs (the protocol's, or a test's), by region. */
export function catalogTables(
  events: Record<string, EventDefinition>,
  actions: Record<string, ActionDefinition>,
): Record<DocRegion, string> {
  return {
    events: table(
      ['name', 'surfaces', 'payload', 'what it means'],
      Object.entries(events).map(([name, definition]) => [
        `\`${name}\``,
        definition.surfaces?.join(', ') ?? 'all',
        payloadOf(definition, `event ${name}`),
        definition.doc,
      ]),
    ),
    actions: table(
      ['name', 'payload', 'what it does', 'after a reload'],
      Object.entries(actions).map(([name, definition]) => [
        `\`${name}\``,
        payloadOf(definition, `action ${name}`),
        definition.doc,
        REPLAY_WORDS[definition.replay],
      ]),
    ),
  };
}

/** What a reloaded embed gets of an action again, in words (see the controller's replay). */
const REPLAY_WORDS: Record<ActionDefinition['replay'], string> = {
  latest: 'sent again: the latest',
  'per-filter-key': 'sent again: the latest per filter',
  never: 'not sent again',
};

/** The tables of the protocol's own catalog. */
export const protocolTables = (): Record<DocRegion, string> => catalogTables(EVENTS, ACTIONS);

const MARKER = /<!-- generated:([\w-]+):(start|end) -->/g;

/**
 * `markdown` with each region's content replaced by its table (the same text when none is
 * stale). A start without its end, an end without its start, a region of another name or one
 * inside another is an error naming the file, so that a broken marker is never skipped.
 */
export function fillRegions(markdown: string, tables: Record<DocRegion, string>, file: string): string {
  let out = '';
  let from = 0;
  let open: { name: string; end: number } | undefined;
  for (const match of markdown.matchAll(MARKER)) {
    const [marker, name = '', edge] = match;
    const at = match.index;
    if (!(DOC_REGIONS as readonly string[]).includes(name))
      throw new Error(`${file}: unknown generated region "${name}" (known: ${DOC_REGIONS.join(', ')})`);
    if (edge === 'start') {
      if (open) throw new Error(`${file}: generated region "${name}" starts inside "${open.name}"`);
      out += markdown.slice(from, at + marker.length);
      open = { name, end: at + marker.length };
    } else {
      if (open?.name !== name) throw new Error(`${file}: generated region "${name}" ends without its start`);
      out += `\n${tables[name as DocRegion]}\n`;
      open = undefined;
      from = at;
    }
  }
  if (open) throw new Error(`${file}: generated region "${open.name}" has no end`);
  return out + markdown.slice(from);
}

/** README.md and every Markdown file under docs/, as paths from `root`. */
export function docFiles(root: string): string[] {
  const walk = (dir: string): string[] => {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return []; // no such folder (yet)
    }
    return entries.flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
    );
  };
  return ['README.md', ...walk('docs').sort()];
}

/**
 * Writes the tables into every doc under `root` that has regions (see {@link fillRegions}); with
 * `check`, writes nothing and returns 1 when one is stale. One line per doc with regions.
 */
export function syncDocs(root: string, check: boolean, tables: Record<DocRegion, string> = protocolTables()): 0 | 1 {
  let code: 0 | 1 = 0;
  for (const path of docFiles(root)) {
    const file = join(root, path);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    if (!text.includes('<!-- generated:')) continue;
    code = Math.max(code, syncGeneratedFile({ file, path, source: fillRegions(text, tables, path), check })) as 0 | 1;
  }
  return code;
}
