/** Whether `path` is a file this process may run. */
export declare function isExecutable(path: string): boolean;
/** The first executable of `candidates`; `variable`, when set in the environment, is the only candidate (an error when not executable). */
export declare function findExecutable(candidates: readonly string[], variable?: string): string | undefined;
/** Whether missing packages can be installed here: as root, on Debian, with apt-get. */
export declare function canInstallWithApt(): boolean;
/** Installs Debian packages with apt-get (update, install); throws when a step fails. */
export declare function installWithApt(packages: readonly string[], label: string): void;
/** A program to find, or to install from Debian's packages. */
export interface Program<P> {
  name: string;
  packages: readonly string[];
  missing: string;
  find(): P | undefined;
}
/** Finds each program, installing the missing ones' packages when possible; each name → `{ paths }` or `{ problem }`. */
export declare function findOrInstall<P>(
  programs: readonly Program<P>[],
  label: string,
  options?: { canInstall?: () => boolean; install?: (packages: string[], label: string) => void },
): Map<string, { paths: P; problem?: undefined } | { problem: string; paths?: undefined }>;
