#!/usr/bin/env node
// `npm run check:templates`: the typed templates of `<platform-embed>` (platform-embed/element/vue,
// …/svelte, …/jsx) against the checkers users run, on the built declarations (dist/: run
// `npm run build` first). For each framework, test/templates/<framework>/ holds two projects that
// opt in with the one line docs/frameworks.md shows (their env.d.ts):
//  - valid/: correct usages of every attribute, property and event: no error;
//  - mistakes/: one deliberate mistake per element, each after a line saying `mistake:`: an error
//    on each of those lines, none elsewhere;
// and the control: mistakes/ without the declarations (for React, with the element of any props a
// project had to declare before), where the checker finds none of them (0 errors: what they
// caught before). The projects run in a temporary folder whose node_modules links the package
// (this checkout, as `platform-embed`) and the frameworks. Prints one line per check and a
// closing `templates: N passed, N failed`.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** A TypeScript diagnostic as tsc and vue-tsc print it with `--pretty false`: `App.vue(12,5): error TS2322: …`. */
const TSC_ERROR = /^(.+?)\((\d+),\d+\): error (TS\d+)/;
/** An error as `svelte-check --output machine` prints it: `1700000000 ERROR "App.svelte" 12:5 "…"`. */
const SVELTE_ERROR = /^\d+ ERROR "(.+?)" (\d+):\d+ /;

const FRAMEWORKS = [
  { name: 'Vue (vue-tsc)', dir: 'vue', command: [bin('vue-tsc'), '-p', '.', '--pretty', 'false'], error: TSC_ERROR },
  {
    name: 'Svelte 5 (svelte-check)',
    dir: 'svelte',
    command: [bin('svelte-check'), '--tsconfig', './tsconfig.json', '--output', 'machine', '--workspace', '.'],
    error: SVELTE_ERROR,
  },
  { name: 'React 19 JSX (tsc)', dir: 'react', command: [bin('tsc'), '-p', '.', '--pretty', 'false'], error: TSC_ERROR },
];

/** What a project links in its node_modules: the package under its name, and what the projects import. */
const LINKED = { 'platform-embed': root, vue: null, svelte: null, react: null, '@types/react': null };

/** Runs `command` in `cwd`; resolves with its exit code and output. */
function run([command, ...args], cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The errors of a checker's output, as `file:line`, with the line of output each came from. */
function errorsOf(output, pattern) {
  return output.split('\n').flatMap((line) => {
    const match = pattern.exec(line.trim());
    return match ? [{ at: `${match[1].replace(/^\.\//, '')}:${match[2]}`, line: line.trim() }] : [];
  });
}

/** The lines of `dir`'s sources that must be errors: each one after a line saying `mistake:`, as `file:line`. */
function expectedErrors(dir) {
  const expected = [];
  for (const file of readdirSync(dir).filter((name) => /\.(vue|svelte|tsx)$/.test(name))) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      if (/\bmistake:/.test(text)) expected.push(`${file}:${index + 2}`);
    });
  }
  return expected;
}

/** Checks one project; returns what is wrong (empty when it passed) and a note. */
async function checkProject(framework, dir, expected, control) {
  const { code, output } = await run(framework.command, dir);
  const errors = errorsOf(output, framework.error);
  const problems = [];
  const missed = expected.filter((at) => !errors.some((error) => error.at === at));
  const stray = errors.filter((error) => !expected.includes(error.at));
  if (missed.length) problems.push(`no error on ${missed.join(', ')}`);
  if (stray.length)
    problems.push(`errors where none was expected:\n  ${stray.map((error) => error.line).join('\n  ')}`);
  if (expected.length === 0 && code !== 0 && errors.length === 0) problems.push(`exit code ${code}:\n${output}`);
  if (expected.length > 0 && code === 0) problems.push('exit code 0 despite the mistakes');
  const note = control
    ? `${errors.length} errors for its ${control} mistakes`
    : `${expected.length - missed.length} of ${expected.length} mistakes an error, ${errors.length} errors`;
  return { problems, note };
}

/** Copies a framework's projects into `work`; the control is mistakes/ with control.d.ts (if any) for the declarations. */
function copyProjects(framework, work) {
  const source = join(root, 'test', 'templates', framework.dir);
  const target = join(work, framework.dir);
  cpSync(source, target, { recursive: true });
  cpSync(join(target, 'mistakes'), join(target, 'control'), { recursive: true });
  rmSync(join(target, 'control', 'env.d.ts'));
  if (existsSync(join(source, 'control.d.ts')))
    cpSync(join(source, 'control.d.ts'), join(target, 'control', 'env.d.ts'));
  return target;
}

if (!existsSync(join(root, 'dist', 'types', 'element', 'vue.d.ts'))) {
  console.error('templates: no dist/types/element/vue.d.ts: run `npm run build` first');
  process.exit(1);
}
const work = mkdtempSync(join(tmpdir(), 'platform-embed-templates-'));
const results = [];
try {
  mkdirSync(join(work, 'node_modules', '@types'), { recursive: true });
  for (const [name, path] of Object.entries(LINKED))
    symlinkSync(path ?? join(root, 'node_modules', name), join(work, 'node_modules', name), 'dir');
  const checks = FRAMEWORKS.flatMap((framework) => {
    const dir = copyProjects(framework, work);
    const mistakes = expectedErrors(join(dir, 'mistakes'));
    return [
      { framework, label: 'correct usages: no error', dir: join(dir, 'valid'), expected: [] },
      {
        framework,
        label: 'deliberate mistakes: each an error on its line',
        dir: join(dir, 'mistakes'),
        expected: mistakes,
      },
      {
        framework,
        label: 'control, without the declarations: none of the mistakes caught',
        dir: join(dir, 'control'),
        expected: [],
        control: mistakes.length,
      },
    ];
  });
  // Two at a time: the checkers are CPU-bound, and CI machines have two cores.
  const queue = [...checks];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const { problems, note } = await checkProject(check.framework, check.dir, check.expected, check.control);
      results.push(problems.length === 0);
      const name = `${check.framework.name}, ${check.label}`;
      console.log(
        problems.length ? `templates: FAIL ${name}\n${problems.join('\n')}` : `templates: ok   ${name} — ${note}`,
      );
    }
  };
  await Promise.all([worker(), worker()]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
const passed = results.filter(Boolean).length;
console.log(`templates: ${passed} passed, ${results.length - passed} failed`);
process.exit(passed === results.length ? 0 : 1);
