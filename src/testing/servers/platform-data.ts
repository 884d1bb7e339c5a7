/// <reference types="node" />
/**
 * The records of the fake platform server and its cursor lists (spec 4.3, 8, 9): reports and
 * folders made up the same way on every run (no randomness), paged by `first` / `after` with
 * opaque cursors, sorted and filtered as the reports list of the spec is.
 *
 * @module
 */

import { expected } from '../../internal/describe.js';

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
export type FakeListPage<T> = {
  items: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  /** @deprecated The same items as `items` (spec 9: deprecated, still populated). */
  data: T[];
  /** @deprecated How many records match, on every page (spec 9: deprecated, still populated). */
  count: number;
};

/** The lists that page by cursor. */
export type ListKind = 'reports' | 'folders';

/** `first` when the query does not give it, and the most it may ask for. */
export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

/** The report orders of spec 4.3; `lastViewedAt` has no cursor pagination (spec 8). */
const REPORT_SORTS = ['name', 'createdAt', 'updatedAt', 'lastViewedAt'] as const;
type ReportSort = (typeof REPORT_SORTS)[number];

const TOPICS = ['Revenue by region', 'Weekly active users', 'Churn cohorts', 'Pipeline coverage', 'Gross margin', 'Support backlog', 'Inventory turns'];
const FOLDER_NAMES = ['Finance', 'Growth', 'Product', 'Sales', 'Support', 'Operations', 'Marketing', 'People', 'Data team', 'Executive'];

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
      externalWorkbookPlacements: id % 5 === 0 ? [{ workbookId: 'workbook-1', resultLocation: `Sheet${id}!A1`, endResultCell: 'F20' }] : [],
    };
  });
}

/** A page of the list, or the 400 message of a query it refuses. */
export type PageResult<T> = { page: FakeListPage<T> } | { problem: string };

/**
 * The page a list query asks for. Reports take `sortBy` (`name` A→Z; `createdAt`, `updatedAt`,
 * `lastViewedAt` newest first; ties and the default by id), `search` (in the name, any case),
 * `folderId` and `externalWorkbookId`; both lists take `first` (1–100, default 10) and `after`
 * (a cursor from `pageInfo.endCursor` of the same list and order). With `sortBy=lastViewedAt`
 * there is no cursor pagination (spec 8): `after` is refused, and the one page has no
 * `endCursor`.
 */
export function listPage<T extends FakeReport | FakeFolder>(kind: ListKind, records: readonly T[], query: URLSearchParams): PageResult<T> {
  const first = query.get('first') ?? String(DEFAULT_PAGE_SIZE);
  if (!/^\d{1,4}$/.test(first) || Number(first) < 1 || Number(first) > MAX_PAGE_SIZE) return { problem: expected('first', `a whole number from 1 to ${MAX_PAGE_SIZE}`, first) };
  const size = Number(first);

  let matching = [...records];
  let sort = 'id';
  if (kind === 'reports') {
    const sortBy = query.get('sortBy');
    if (sortBy !== null && !(REPORT_SORTS as readonly string[]).includes(sortBy)) return { problem: expected('sortBy', `one of ${REPORT_SORTS.join(', ')}`, sortBy) };
    const filtered = filterReports(matching as FakeReport[], query);
    if ('problem' in filtered) return filtered;
    matching = sortReports(filtered.reports, (sortBy as ReportSort | null) ?? undefined) as T[];
    sort = sortBy ?? sort;
  }

  const after = query.get('after');
  if (sort === 'lastViewedAt') {
    if (after !== null) return { problem: 'after: cursor pagination is not available when sorting reports by lastViewedAt (spec 8)' };
    const items = matching.slice(0, size);
    return { page: { items, pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null }, data: items, count: matching.length } };
  }
  let start = 0;
  if (after !== null) {
    const offset = readCursor(after, kind, sort);
    if (offset === undefined || offset > matching.length)
      return { problem: expected('after', `a cursor from pageInfo.endCursor of this ${kind} list, sorted the same way`, after) };
    start = offset;
  }
  const items = matching.slice(start, start + size);
  const end = start + items.length;
  return {
    page: {
      items,
      pageInfo: { hasNextPage: end < matching.length, hasPreviousPage: start > 0, endCursor: items.length ? cursorOf(kind, sort, end) : null },
      data: items,
      count: matching.length,
    },
  };
}

function filterReports(reports: FakeReport[], query: URLSearchParams): { reports: FakeReport[] } | { problem: string } {
  let result = reports;
  const folderId = query.get('folderId');
  if (folderId !== null) {
    if (!/^\d+$/.test(folderId)) return { problem: expected('folderId', 'a folder id (a whole number)', folderId) };
    result = result.filter((report) => report.folderId === Number(folderId));
  }
  const workbook = query.get('externalWorkbookId');
  if (workbook !== null) result = result.filter((report) => report.externalWorkbookPlacements.some((placement) => placement.workbookId === workbook));
  const search = query.get('search')?.toLowerCase();
  if (search) result = result.filter((report) => report.name.toLowerCase().includes(search));
  return { reports: result };
}

function sortReports(reports: FakeReport[], sortBy: ReportSort | undefined): FakeReport[] {
  if (!sortBy) return reports;
  const byId = (a: FakeReport, b: FakeReport) => a.id - b.id;
  if (sortBy === 'name') return reports.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : byId(a, b)));
  // ISO times of one format compare as text; newest first.
  return reports.sort((a, b) => (a[sortBy] > b[sortBy] ? -1 : a[sortBy] < b[sortBy] ? 1 : byId(a, b)));
}

/**
 * An opaque cursor: where the next page starts, bound to its list and order so that a cursor of
 * another list or order is refused rather than misread.
 */
function cursorOf(kind: ListKind, sort: string, offset: number): string {
  return Buffer.from(JSON.stringify([kind, sort, offset])).toString('base64url');
}

function readCursor(cursor: string, kind: ListKind, sort: string): number | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value[0] !== kind || value[1] !== sort || !Number.isInteger(value[2]) || value[2] < 0) return undefined;
    return value[2] as number;
  } catch {
    return undefined;
  }
}
