/**
 * `npm run generate` / the build's `--check` (scripts/generate-api-types.mjs): the committed
 * src/api/platform-paths.ts is what openapi-typescript makes of openapi/platform.yaml, and the
 * check fails as soon as either side changes. Changes are made to a temporary copy only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linesOf, ROOT, runScript } from './run-script.js';
import { type TempCheckout, tempCheckout } from './temp-checkout.js';

const SLOW = 60_000;
const STALE = 'generate: src/api/platform-paths.ts is stale: run `npm run generate` and commit it';
let checkout: TempCheckout | undefined;

afterEach(() => {
  checkout?.remove();
  checkout = undefined;
});

describe('generate-api-types', () => {
  it('the committed file says it is generated and must not be edited', () => {
    const head = readFileSync(join(ROOT, 'src/api/platform-paths.ts'), 'utf8').slice(0, 600);
    expect(head).toContain('Generated from openapi/platform.yaml by `npm run generate`');
    expect(head).toContain('do not edit');
  });

  it(
    '--check passes on the committed document and types',
    async () => {
      const run = await runScript('generate-api-types.mjs', ['--check']);
      expect(run).toEqual({ code: 0, stdout: 'generate: src/api/platform-paths.ts is up to date\n', stderr: '' });
    },
    SLOW,
  );

  it(
    '--check fails when the document changed, and passes again once the types are regenerated',
    async () => {
      checkout = tempCheckout();
      const yaml = checkout.read('openapi/platform.yaml');
      const changed = yaml.replace(
        "        - { name: parentId, in: query, schema: { type: [integer, 'null'], minimum: 0 } }\n",
        "        - { name: parentId, in: query, schema: { type: [integer, 'null'], minimum: 0 } }\n        - name: parentFolderId\n          in: query\n          schema: { type: string }\n",
      );
      expect(changed).not.toBe(yaml);
      checkout.write('openapi/platform.yaml', changed);

      const stale = await runScript('generate-api-types.mjs', ['--check', '--root', checkout.root]);
      expect(stale.code).toBe(1);
      expect(linesOf(stale.stderr)).toEqual([STALE]);
      expect(checkout.read('src/api/platform-paths.ts')).not.toContain('parentFolderId');

      const written = await runScript('generate-api-types.mjs', ['--root', checkout.root]);
      expect(written).toEqual({ code: 0, stdout: 'generate: wrote src/api/platform-paths.ts\n', stderr: '' });
      expect(checkout.read('src/api/platform-paths.ts')).toContain('parentFolderId?: string;');

      const fresh = await runScript('generate-api-types.mjs', ['--check', '--root', checkout.root]);
      expect(fresh.code).toBe(0);
    },
    SLOW,
  );

  it(
    '--check fails when the generated file was edited by hand',
    async () => {
      checkout = tempCheckout();
      const types = checkout.read('src/api/platform-paths.ts');
      checkout.write('src/api/platform-paths.ts', types.replace('syncJobId: string;', 'syncJobId: string | number;'));

      const run = await runScript('generate-api-types.mjs', ['--check', '--root', checkout.root]);
      expect(run.code).toBe(1);
      expect(linesOf(run.stderr)).toEqual([STALE]);
    },
    SLOW,
  );
});
