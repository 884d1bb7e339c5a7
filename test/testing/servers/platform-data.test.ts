/**
 * The fake platform server's records: folders and reports made up the same way on every run,
 * and their lists — sorted (name A→Z, times newest first, ties by id), filtered by folder,
 * workbook and search, paged by cursors bound to the order and filters, without cursors when
 * sorted by lastViewedAt — with the deprecated `data` and `count` still filled.
 */
import { describe, expect, it } from 'vitest';
import { fakeFolders, fakeReports, listPage } from '../../../src/testing/servers/platform-data.js';
import { FakeRefusal } from '../../../src/testing/servers/platform-refusal.js';

const folders = fakeFolders(42, 12);
const reports = fakeReports(42, 30, folders);
const query = (fields: Record<string, string> = {}) => new URLSearchParams(fields);

/** The 400 message of `run`. */
function refused(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FakeRefusal);
    expect((error as FakeRefusal).status).toBe(400);
    return (error as FakeRefusal).message;
  }
  throw new Error('accepted');
}

describe('the records', () => {
  it('are the same on every run, ids 1…count, of the deployment asked for', () => {
    expect(fakeReports(42, 30, fakeFolders(42, 12))).toEqual(reports);
    expect(folders.map((folder) => folder.id)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(new Set(reports.map((report) => report.deploymentId))).toEqual(new Set([42]));
    expect(fakeFolders(7, 1)[0]).toMatchObject({
      deploymentId: 7,
      name: 'Finance',
      type: 'FOLDER',
      folderPath: [{ id: 1, name: 'Finance' }],
    });
  });

  it('folder names go round, numbered, and each report sits in a folder (none without folders)', () => {
    expect(folders[10]?.name).toBe('Finance 2');
    for (const report of reports) expect(folders.map((folder) => folder.id)).toContain(report.folderId);
    expect(fakeReports(42, 3, []).map((report) => report.folderId)).toEqual([null, null, null]);
  });

  it('every fifth report is placed in workbook-1', () => {
    expect(reports.filter((report) => report.externalWorkbookPlacements.length > 0).map((report) => report.id)).toEqual(
      [5, 10, 15, 20, 25, 30],
    );
  });
});

describe('listPage', () => {
  it('without a query: every record by id, with the deprecated data and count', () => {
    const page = listPage('reports', reports, query());
    expect(page.items.map((report) => report.id)).toEqual(reports.map((report) => report.id));
    expect(page.data).toEqual(page.items);
    expect(page.count).toBe(30);
    expect(page.pageInfo).toBeNull();
  });

  it('sorts reports by name A→Z, by times newest first, ties by id', () => {
    const byName = listPage('reports', reports, query({ sortBy: 'name' })).items;
    expect(byName.map((report) => report.name)).toEqual([...byName.map((report) => report.name)].sort());
    for (const field of ['createdAt', 'updatedAt'] as const) {
      const sorted = listPage('reports', reports, query({ sortBy: field })).items;
      for (let index = 1; index < sorted.length; index += 1)
        expect(sorted[index - 1]![field] >= sorted[index]![field], field).toBe(true);
    }
    expect(refused(() => listPage('reports', reports, query({ sortBy: 'popularity' })))).toMatch(
      /^sortBy: expected one of name, createdAt, updatedAt, lastViewedAt/,
    );
  });

  it('filters reports by folder, workbook and search, count saying how many match', () => {
    const inFolder = listPage('reports', reports, query({ folderId: '3' }));
    expect(inFolder.items.every((report) => report.folderId === 3)).toBe(true);
    expect(inFolder.count).toBe(inFolder.items.length);
    expect(listPage('reports', reports, query({ externalWorkbookId: 'workbook-1' })).count).toBe(6);
    const searched = listPage('reports', reports, query({ search: 'REVENUE' })).items;
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((report) => report.name.toLowerCase().includes('revenue'))).toBe(true);
    expect(refused(() => listPage('reports', reports, query({ folderId: 'three' })))).toMatch(
      /^folderId: expected a folder id/,
    );
  });

  it('pages by cursors bound to the order and filters: a cursor of another order is refused', () => {
    const first = listPage('reports', reports, query({ sortBy: 'name', first: '10' }));
    expect(first.items).toHaveLength(10);
    expect(first.count).toBe(30);
    const next = listPage(
      'reports',
      reports,
      query({ sortBy: 'name', first: '10', after: first.pageInfo!.endCursor! }),
    );
    expect(next.items[0]).toEqual(listPage('reports', reports, query({ sortBy: 'name' })).items[10]);
    expect(
      refused(() => listPage('reports', reports, query({ sortBy: 'createdAt', after: first.pageInfo!.endCursor! }))),
    ).toMatch(/^after: /);
  });

  it('sorted by lastViewedAt: no cursors, and after refused', () => {
    const page = listPage('reports', reports, query({ sortBy: 'lastViewedAt', first: '5' }));
    expect(page.items).toHaveLength(5);
    expect(page.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null });
    expect(listPage('reports', reports, query({ sortBy: 'lastViewedAt' })).pageInfo).toBeNull();
    expect(refused(() => listPage('reports', reports, query({ sortBy: 'lastViewedAt', after: 'x' })))).toMatch(
      /^after: cursor pagination is not available/,
    );
  });

  it('folders take no sort or filter: by id, paged', () => {
    const page = listPage('folders', folders, query({ first: '5', sortBy: 'name', search: 'x' }));
    expect(page.items.map((folder) => folder.id)).toEqual([1, 2, 3, 4, 5]);
    expect(page.pageInfo?.hasNextPage).toBe(true);
  });
});
