#!/usr/bin/env node
// Runs independent test stages at once, so that `npm test` stays within its time on two cores:
//
//   node scripts/side-by-side.mjs "npm run test:engines" "npm run test:runtimes -- --no-build"
//
// Each command's output is kept and printed whole when it ends, in the order given, so that
// their lines never interleave and each runner's summary line reads as it does alone. Exits
// with the first failing command's status (every command runs to its end either way).
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Runs `commands` (shell command lines) at once.
 * @returns each one's status and output, in the order given, and the seconds it took.
 */
export function runSideBySide(commands, spawnCommand = (line) => spawn(line, { shell: true })) {
  return Promise.all(
    commands.map(
      (line) =>
        new Promise((resolve) => {
          const started = Date.now();
          const output = [];
          const child = spawnCommand(line);
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          const done = (status) =>
            resolve({ line, status, output: Buffer.concat(output).toString(), seconds: (Date.now() - started) / 1000 });
          child.on('error', (error) => {
            output.push(Buffer.from(`${error.message}\n`));
            done(1);
          });
          child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
        }),
    ),
  );
}

/** The command line: every argument a command; prints each one's output, then one line of timings. */
async function main(commands) {
  if (commands.length === 0) {
    console.error('usage: node scripts/side-by-side.mjs "<command>" "<command>" …');
    return 2;
  }
  console.log(`side by side: ${commands.join(' | ')} (each one's output when it ends)`);
  const results = await runSideBySide(commands);
  for (const { output } of results)
    process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
  const timings = results.map(
    ({ line, status, seconds }) => `${line} ${seconds.toFixed(1)} s${status ? ` (exit ${status})` : ''}`,
  );
  console.log(`side by side: ${timings.join(', ')}`);
  return results.find(({ status }) => status !== 0)?.status ?? 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv.slice(2));
