/**
 * The records of the fake platform server and its cursor lists (spec 4.3, 8, 9): reports and
 * folders made up the same way on every run (no randomness), paged by `first` / `after` with
 * opaque cursors, sorted and filtered as the reports list of the spec is.
 *
 * @module
 */

import { expected } from '../../internal/describe.js';
import { type CursorPage, cursorPage, NO_CURSORS, pageSize } from './platform-pages.js';
import { badRequest } from './platform-refusal.js';

/** Who owns and refreshed every fake report. */
const OWNER = { id: 7, email: 'ada@example.com', firstName: 'Ada', picture: null };

/** A fake report, with the fields the reference requires and a few more. */
export type FakeReport = {
  id: number;
  deploymentId: number;
  publicId: string;
  name: string;
  type: 'REPORT';
  userId: number;
  user: typeof OWNER;
  refreshedByUser: typeof OWNER;
  folderId: number | null;
  folderPath: FolderPathEntry[];
  createdAt: string;
  updatedAt: string;
  lastViewedAt: string;
  canEdit: boolean;
  canManage: boolean;
  externalWorkbookPlacements: Array<{ workbookId: string; resultLocation: string; endResultCell: string }>;
};

/** One folder of a path, root first. */
export type FolderPathEntry = { id: number; name: string };

/** A fake folder, with the fields the reference requires. */
export type FakeFolder = {
  id: number;
  deploymentId: number;
  name: string;
  type: 'FOLDER';
  position: number;
  parentId: null;
  folderPath: FolderPathEntry[];
  createdAt: string;
  updatedAt: string;
};

/** A page of a cursor list: `items` and `pageInfo`, and the deprecated `data` (the same items) and `count` (every match). */
export type FakeListPage<T> = CursorPage<T> & {
  /** @deprecated The same items as `items` (spec 9: deprecated, still populated). */
  data: T[];
  /** @deprecated How many records match, on every page (spec 9: deprecated, still populated). */
  count: number;
};

/** The lists of records. */
export type ListKind = 'reports' | 'folders';

/** The report orders of spec 4.3; `lastViewedAt` has no cursor pagination (spec 8). */
const REPORT_SORTS = ['name', 'createdAt', 'updatedAt', 'lastViewedAt'] as const;
type ReportSort = (typeof REPORT_SORTS)[number];

const TOPICS = [
  'Revenue by region',
  'Weekly active users',
  'Churn cohorts',
  'Pipeline coverage',
  'Gross margin',
  'Support backlog',
  'Inventory turns',
];
const FOLDER_NAMES = [
  'Finance',
  'Growth',
  'Product',
  'Sales',
  'Support',
  'Operations',
  'Marketing',
  'People',
  'Data team',
  'Executive',
];

/** 2026-01-01T00:00:00Z: every fake timestamp counts from here. */
const EPOCH = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;
const at = (hours: number) => new Date(EPOCH + hours * HOUR).toISOString();

/** The folders of a deployment: ids 1…count. */
export function fakeFolders(deploymentId: number, count: number): FakeFolder[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const round = Math.floor(index / FOLDER_NAMES.length);
    const name = `${FOLDER_NAMES[index % FOLDER_NAMES.length]}${round ? ` ${round + 1}` : ''}`;
    return {
      id,
      deploymentId,
      name,
      type: 'FOLDER',
      position: index,
      parentId: null,
      folderPath: [{ id, name }],
      createdAt: at(id * 24),
      updatedAt: at(id * 24 + ((id * 7) % 30)),
    };
  });
}

/**
 * The reports of a deployment: ids 1…count, spread over the folders (none when there are no
 * folders), names, times and last views in orders that differ from the ids, every fifth report
 * placed in the external workbook `workbook-1`.
 */
export function fakeReports(deploymentId: number, count: number, folders: readonly FakeFolder[]): FakeReport[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const folder = folders.length ? folders[index % folders.length]! : undefined;
    return {
      id,
      deploymentId,
      publicId: `report-${String(id).padStart(4, '0')}`,
      name: `${TOPICS[(id * 3) % TOPICS.length]} #${id}`,
      type: 'REPORT',
      userId: OWNER.id,
      user: OWNER,
      refreshedByUser: OWNER,
      folderId: folder?.id ?? null,
      folderPath: folder ? folder.folderPath : [],
      createdAt: at(id * 24),
      updatedAt: at(id * 24 + ((id * 37) % 400)),
      lastViewedAt: at(1000 + ((id * 13) % 97) * 5),
      canEdit: id % 3 !== 0,
      canManage: id % 4 === 1,
      externalWorkbookPlacements:
        id % 5 === 0 ? [{ workbookId: 'workbook-1', resultLocation: `Sheet${id}!A1`, endResultCell: 'F20' }] : [],
    };
  });
}

/**
 * The page a list query asks for (see `cursorPage` for `first` and `after`). Reports take
 * `sortBy` (`name` A→Z; `createdAt`, `updatedAt`, `lastViewedAt` newest first; ties and the
 * default by id), `search` (in the name, any case), `folderId` and `externalWorkbookId`. With
 * `sortBy=lastViewedAt` there is no cursor pagination (spec 8): `after` is refused, and a page
 * has no cursors.
 *
 * @throws `FakeRefusal` 400 naming the parameter the query gets wrong.
 */
export function listPage<T extends FakeReport | FakeFolder>(
  kind: ListKind,
  records: readonly T[],
  query: URLSearchParams,
): FakeListPage<T> {
  let matching = [...records];
  let sort = 'id';
  if (kind === 'reports') {
    const sortBy = query.get('sortBy');
    if (sortBy !== null && !(REPORT_SORTS as readonly string[]).includes(sortBy))
      throw badRequest(expected('sortBy', `one of ${REPORT_SORTS.join(', ')}`, sortBy));
    matching = sortReports(
      filterReports(matching as FakeReport[], query),
      (sortBy as ReportSort | null) ?? undefined,
    ) as T[];
    sort = sortBy ?? sort;
  }
  if (sort === 'lastViewedAt') {
    if (query.has('after'))
      throw badRequest('after: cursor pagination is not available when sorting reports by lastViewedAt (spec 8)');
    const size = pageSize(query);
    const items = size === undefined ? matching : matching.slice(0, size);
    return { items, pageInfo: size === undefined ? null : { ...NO_CURSORS }, data: items, count: matching.length };
  }
  // The filters are part of the list a cursor belongs to: they change which item an offset names.
  const list = `${kind}:${sort}:${['folderId', 'externalWorkbookId', 'search'].map((name) => query.get(name) ?? '').join(':')}`;
  const page = cursorPage(matching, query, list);
  return { ...page, data: page.items, count: matching.length };
}

function filterReports(reports: FakeReport[], query: URLSearchParams): FakeReport[] {
  let result = reports;
  const folderId = query.get('folderId');
  if (folderId !== null) {
    if (!/^\d+$/.test(folderId)) throw badRequest(expected('folderId', 'a folder id (a whole number)', folderId));
    result = result.filter((report) => report.folderId === Number(folderId));
  }
  const workbook = query.get('externalWorkbookId');
  if (workbook !== null)
    result = result.filter((report) =>
      report.externalWorkbookPlacements.some((placement) => placement.workbookId === workbook),
    );
  const search = query.get('search')?.toLowerCase();
  if (search) result = result.filter((report) => report.name.toLowerCase().includes(search));
  return result;
}

function sortReports(reports: FakeReport[], sortBy: ReportSort | undefined): FakeReport[] {
  if (!sortBy) return reports;
  const byId = (a: FakeReport, b: FakeReport) => a.id - b.id;
  if (sortBy === 'name') return reports.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : byId(a, b)));
  // ISO times of one format compare as text; newest first.
  return reports.sort((a, b) => (a[sortBy] > b[sortBy] ? -1 : a[sortBy] < b[sortBy] ? 1 : byId(a, b)));
}
