/**
 * Runs one of the project's Node scripts as a subprocess, the way `npm run` does, and collects
 * what it printed: the scripts' contract is their exit code and their lines.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root directory. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What a script run ended with. */
export interface ScriptRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node scripts/<name> ...args` in the repository and resolves when it exits (never rejects on a non-zero exit). */
export function runScript(name: string, args: readonly string[] = []): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [`scripts/${name}`, ...args],
      { cwd: ROOT, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') reject(error);
        else resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      },
    );
  });
}

/** The non-empty lines of a script's output. */
export function linesOf(text: string): string[] {
  return text.split('\n').filter((line) => line !== '');
}
