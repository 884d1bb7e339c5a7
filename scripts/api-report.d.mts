/** An entry of the package as the report names it. */
export interface ReportEntry {
  /** The report file's name without `.api.md`: `root`, `chat-server`, `script`… */
  file: string;
  /** The heading: the import specifier, or the `<script>` file's global. */
  title: string;
  /** The import specifier (`platform-embed/chat`); none for the `<script>` file's global. */
  specifier?: string;
  /** The entry's declaration file, relative to the package's root (`dist/types/chat/index.d.ts`). */
  types: string;
  /** The `<script>` file's global: its members are the runtime exports only. */
  global?: boolean;
}
/** The report's files, by name (`<entry>.api.md`), as Markdown. */
export type Report = Record<string, string>;
/** The names an entry exports, sorted as in the report: values (there at run time) and types only. */
export interface ExportedNames {
  runtime: string[];
  types: string[];
}
/** The folder of the report, relative to the package's root. */
export declare const REPORT_DIR: string;
/** The command that rewrites the report. */
export declare const UPDATE_COMMAND: string;
/** Declaration files generated from another source (relative to dist/types), each with that source: their types are listed, not written out. */
export declare const GENERATED: Readonly<Record<string, string>>;
/** The entries of package.json's `exports` (and its `<script>` file), as the report names them. */
export declare function packageEntries(packageRoot?: string): ReportEntry[];
/** The report of every entry, from the declarations under `packageRoot` (dist/types). */
export declare function apiReport(packageRoot?: string, entries?: ReportEntry[]): Report;
/** The report and the exported names of each entry, by report file name (`root`, `chat-server`…). */
export declare function readApi(
  packageRoot?: string,
  entries?: ReportEntry[],
): { report: Report; names: Record<string, ExportedNames> };
/** The report files under `dir` (none when it does not exist). */
export declare function readReport(dir: string): Report;
/** Writes `report` to `dir`, removing the report files it no longer has. */
export declare function writeReport(dir: string, report: Report): void;
/** The difference between two reports (`-` checked in, `+` built), '' when they are the same. */
export declare function reportDiff(checkedIn: Report, built: Report): string;
/** The changed lines of `a` → `b`, in hunks with `context` lines around them. */
export declare function lineDiff(a: string[], b: string[], context?: number): string[];
/** The report built from `packageRoot`'s declarations, compared with the one checked in at `reportRoot`. */
export declare function checkReport(
  packageRoot?: string,
  reportRoot?: string,
): { ok: boolean; diff: string; report: Report; names: Record<string, ExportedNames> };
