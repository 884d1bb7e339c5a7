import type { ChildProcess } from 'node:child_process';

/** One command's end: its status, its whole output (stdout and stderr as they came) and the seconds it took. */
export interface SideBySideResult {
  line: string;
  status: number;
  output: string;
  seconds: number;
}

/** Runs shell command lines at once; resolves when every one has ended, in the order given. */
export declare function runSideBySide(
  commands: readonly string[],
  spawnCommand?: (line: string) => ChildProcess,
): Promise<SideBySideResult[]>;
