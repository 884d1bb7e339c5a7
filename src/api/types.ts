/**
 * The types of `platform-embed/api`: the REST surface as generated from `openapi/platform.yaml`
 * (nothing of it restated by hand), and the typed methods of a `PlatformClient` over any
 * `Paths` — the generated ones by default, or a user's own, generated the same way from the
 * service's OpenAPI document.
 *
 * @module
 */

import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { components, paths } from './platform-paths.js';

/** Every path of the management and build API (spec 4.1, 4.3), generated from `openapi/platform.yaml` by openapi-typescript. */
export type PlatformPaths = paths;

/** The status of a dbt sync job (spec 2.1), as `dbtSync.status` and `dbtSync.wait` resolve it. */
export type DbtSyncStatusResponse = components['schemas']['DbtSyncStatusResponse'];

/** The progress of a dbt sync (spec 2.1), for display only: never decide on `percentComplete`. */
export type DbtSyncProgress = components['schemas']['DbtSyncProgress'];

/** The options of a dbt sync (spec 2.2): the branch it targets. */
export type StartDbtSyncInput = components['schemas']['StartDbtSyncInput'];

/** A started dbt sync job (spec 2.2): its `syncJobId` is what `status` and `wait` take. */
export type DbtSyncResponse = components['schemas']['DbtSyncResponse'];

/** What `dbtSync.cancel` resolves with: the service's message. */
export type DbtSyncCancelResponse = components['schemas']['DbtSyncCancelResponse'];

/** What a completed dbt sync produced: its files, the manifest's counts, the cubes, when and how long. */
export type DbtSyncResultResponse = components['schemas']['DbtSyncResultResponse'];

/** A page of a dbt sync's log entries (`dbtSync.logs`). */
export type DbtSyncLogsPage = components['schemas']['DbtSyncLogEntriesListResponse'];

/** A page of the files a dbt sync generated (`dbtSync.generatedFiles`). */
export type DbtSyncGeneratedFilesPage = components['schemas']['DbtSyncGeneratedFilesListResponse'];

/** A page of a deployment's dbt sync runs (`dbtSync.list`). */
export type DbtSyncRunsPage = components['schemas']['DbtSyncRunListResponse'];

/** The HTTP methods of a `PlatformClient`, as the generated paths name them. */
export type PlatformMethodName = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The paths of `Paths` that have `Method`. */
export type PathsWith<Paths, Method extends PlatformMethodName> = {
  [Path in keyof Paths]: Paths[Path] extends { [M in Method]: unknown } ? Path : never;
}[keyof Paths];

/** The keys of `T` that are not optional. */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The `init` argument: optional when nothing in it is required (as openapi-fetch has it). */
export type InitArgument<Init> = [RequiredKeys<Init>] extends [never]
  ? [init?: Init & { [key: string]: unknown }]
  : [init: Init & { [key: string]: unknown }];

/** The `data` of an operation's success: its JSON body as typed by the paths (`undefined` for an operation without one). */
export type SuccessData<Operation, Init> =
  Operation extends Record<string | number, unknown>
    ? [NonNullable<FetchResponse<Operation, Init, `${string}/${string}`>['data']>] extends [never]
      ? undefined
      : NonNullable<FetchResponse<Operation, Init, `${string}/${string}`>['data']>
    : never;

/** What a request resolves with: always `data`, since every failure rejects with an `ApiError`. */
export interface PlatformResponse<Data> {
  /** The parsed body of the 2xx response. */
  data: Data;
  /** The response itself (status, headers), its body already read. */
  response: Response;
}

/**
 * One HTTP method of the client: a path of `Paths` with that method, and the `init` that
 * openapi-fetch takes for it (`params.path`, `params.query`, `body`, `headers`, `signal`…),
 * typed by the paths.
 */
export type PlatformMethod<Paths, Method extends PlatformMethodName> = <
  Path extends PathsWith<Paths, Method>,
  Init extends MaybeOptionalInit<Paths[Path], Method & keyof Paths[Path]>,
>(
  path: Path,
  ...init: InitArgument<Init>
) => Promise<PlatformResponse<SuccessData<Paths[Path][Method & keyof Paths[Path]], Init>>>;

/** The `GET` paths of `Paths` whose success is a cursor page (`items`, and `pageInfo` — which the reference lets be null or absent on the last page). */
export type CursorListPaths<Paths> = {
  [Path in PathsWith<Paths, 'get'>]: SuccessData<Paths[Path]['get' & keyof Paths[Path]], object> extends {
    items: readonly unknown[];
    pageInfo?: unknown;
  }
    ? Path
    : never;
}[PathsWith<Paths, 'get'>];

/** A page of the cursor list at `Path`. */
export type PageOf<Paths, Path extends keyof Paths> = SuccessData<Paths[Path]['get' & keyof Paths[Path]], object>;

/** An item of the cursor list at `Path`. */
export type ItemOf<Paths, Path extends keyof Paths> =
  PageOf<Paths, Path> extends { items: ReadonlyArray<infer Item> } ? Item : never;
