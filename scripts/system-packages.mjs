/**
 * The programs the browser tests run — Chromium for `npm run test:e2e`, and the three engines of
 * `npm run test:engines` — found on this machine, or installed from Debian's packages with
 * apt-get when the command runs as root on Debian (a fresh CI container). One definition for
 * scripts/e2e.mjs and scripts/engines.mjs.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

/** Whether `path` is a file this process may run. */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first executable of `candidates`; `variable` (an environment variable's name), when set,
 * is the only candidate, and one that is not executable is an error naming it.
 */
export function findExecutable(candidates, variable) {
  const fromEnv = variable ? process.env[variable] : undefined;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`${variable} is ${fromEnv}, which is not an executable file`);
    return fromEnv;
  }
  return candidates.find(isExecutable);
}

/** Whether missing packages can be installed here: as root, on Debian (or a derivative), with apt-get. */
export function canInstallWithApt() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

/**
 * Installs Debian `packages` (apt-get update, then install without recommends), saying so on
 * stdout with `label` first. Throws with apt-get's output when a step fails.
 */
export function installWithApt(packages, label) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    console.log(`${label}: installing ${packages.join(', ')}: apt-get ${args.join(' ')} …`);
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) {
      process.stderr.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
      throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    }
  }
}

/** What `find()` gave: `{ paths }`, undefined when something is missing, or `{ problem }` for a bad override. */
function look(program) {
  try {
    const paths = program.find();
    return paths ? { paths } : undefined;
  } catch (error) {
    return { problem: `${program.name}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Finds each program — `{ name, packages, missing, find() }`: `find()` returns its paths, or
 * undefined when one is missing (`missing` says where it looked), or throws for a bad override —
 * and installs the Debian packages of the missing ones in one apt-get call when that is possible
 * here, then looks again. Resolves each name to `{ paths }` or `{ problem }`, the problem saying
 * where it looked and what to install (or why installing failed). `label` starts the lines printed.
 */
export function findOrInstall(programs, label, { canInstall = canInstallWithApt, install = installWithApt } = {}) {
  let found = new Map(programs.map((program) => [program.name, look(program)]));
  const missing = programs.filter((program) => !found.get(program.name));
  const installable = missing.length > 0 && canInstall();
  let installProblem = '';
  if (installable) {
    try {
      install(
        [...new Set(missing.flatMap((program) => program.packages))],
        `${label}: not found: ${missing.map(({ name }) => name).join(', ')}`,
      );
    } catch (error) {
      installProblem = `; installing it failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    found = new Map(programs.map((program) => [program.name, look(program)]));
  }
  const advice = ({ packages }) =>
    installable
      ? installProblem || `; ${packages.join(' ')} installed, but it is still missing`
      : `; install the Debian package${packages.length > 1 ? 's' : ''} ${packages.join(' ')} (this command installs ${packages.length > 1 ? 'them' : 'it'} when run as root on Debian)`;
  return new Map(
    programs.map((program) => [
      program.name,
      found.get(program.name) ?? {
        problem: `${program.name} not found: looked for ${program.missing}${advice(program)}`,
      },
    ]),
  );
}
