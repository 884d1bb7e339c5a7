/**
 * scripts/side-by-side.mjs: commands run at once (the slow one does not hold up the quick one),
 * each one's output kept whole and given in the order of the commands, every status reported.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSideBySide } from '../../scripts/side-by-side.mjs';

const SCRIPT = fileURLToPath(new URL('../../scripts/side-by-side.mjs', import.meta.url));
const node = (code: string) => `"${process.execPath}" -e "${code}"`;

describe('runSideBySide', () => {
  it('runs the commands at once and keeps each output whole, in the order given', async () => {
    // The first command waits for a file only the second one writes: run one after the other, it would give up.
    const flag = join(mkdtempSync(join(tmpdir(), 'side-by-side-')), 'flag');
    const waits = `const f=require('fs');console.log('waiting');const t=Date.now();(function p(){if(f.existsSync(${JSON.stringify(flag)}))console.log('saw it');else if(Date.now()-t>10000)console.log('gave up');else setTimeout(p,20)})()`;
    const results = await runSideBySide([
      node(waits.replaceAll('"', '\\"')),
      node(`require('fs').writeFileSync(${JSON.stringify(flag)},'');console.log('wrote it')`.replaceAll('"', '\\"')),
    ]);
    expect(results.map(({ output, status }) => [output, status])).toEqual([
      ['waiting\nsaw it\n', 0],
      ['wrote it\n', 0],
    ]);
  });

  it('reports each status; the command line exits with the failing one’s after every command ended', () => {
    const run = spawnSync(process.execPath, [SCRIPT, node('process.exit(3)'), node("console.log('still ran')")], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(3);
    expect(run.stdout).toContain('still ran');
    expect(run.stdout).toMatch(/side by side: .* \(exit 3\), .* s\n$/);
  });
});
