/**
 * `npm run check:openapi` (scripts/check-openapi.mjs): the committed document passes Redocly's
 * OpenAPI 3.1 validation with the recommended rules, and a broken copy fails it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { linesOf, runScript } from './run-script.js';
import { type TempCheckout, tempCheckout } from './temp-checkout.js';

const SLOW = 60_000;
let checkout: TempCheckout | undefined;

afterEach(() => {
  checkout?.remove();
  checkout = undefined;
});

describe('check:openapi', () => {
  it(
    'passes on openapi/platform.yaml with one summary line: no error, no warning',
    async () => {
      const run = await runScript('check-openapi.mjs');
      expect(run.code).toBe(0);
      expect(run.stderr).toBe('');
      expect(linesOf(run.stdout)).toEqual([
        'check:openapi: openapi/platform.yaml (OpenAPI 3.1, Redocly recommended): 0 errors, 0 warnings',
      ]);
    },
    SLOW,
  );

  it(
    'fails on a copy with an operation without summary and a dangling $ref, naming each problem',
    async () => {
      checkout = tempCheckout();
      const yaml = checkout.read('openapi/platform.yaml');
      const broken = yaml
        .replace('      summary: Start a dbt sync\n', '')
        .replace(
          "schema: { $ref: '#/components/schemas/DbtSyncResponse' }",
          "schema: { $ref: '#/components/schemas/NoSuchSchema' }",
        );
      expect(broken).not.toBe(yaml);
      checkout.write('openapi/platform.yaml', broken);

      const run = await runScript('check-openapi.mjs', ['--root', checkout.root]);
      expect(run.code).toBe(1);
      const problems = linesOf(run.stdout);
      expect(problems.some((line) => line.startsWith('check:openapi: error operation-summary '))).toBe(true);
      expect(
        problems.some(
          (line) =>
            line.startsWith('check:openapi: error no-unresolved-refs ') && line.includes('dbt-sync/post/responses/200'),
        ),
      ).toBe(true);
      expect(linesOf(run.stderr)).toEqual([
        expect.stringMatching(/^check:openapi: openapi\/platform\.yaml .*: [1-9]\d* errors?, \d+ warnings?$/),
      ]);
    },
    SLOW,
  );

  it(
    'fails on a copy that is not OpenAPI 3.1 (a closed enum of the wrong type)',
    async () => {
      checkout = tempCheckout();
      const yaml = checkout.read('openapi/platform.yaml');
      const broken = yaml.replace('enum: [name, createdAt, updatedAt, lastViewedAt]', 'enum: [name, 7]');
      expect(broken).not.toBe(yaml);
      checkout.write('openapi/platform.yaml', broken);

      const run = await runScript('check-openapi.mjs', ['--root', checkout.root]);
      expect(run.code).toBe(1);
      expect(linesOf(run.stdout).some((line) => line.startsWith('check:openapi: error no-enum-type-mismatch '))).toBe(
        true,
      );
    },
    SLOW,
  );
});
