/**
 * The data model upload's form, read as a server framework would: multipart/form-data with
 * `transaction`, `fileName` and a `file` part; 415 for another type, 400 naming what is missing
 * or a form that does not parse.
 */
import { describe, expect, it } from 'vitest';
import { readUploadForm } from '../../../src/testing/servers/platform-multipart.js';
import { FakeRefusal } from '../../../src/testing/servers/platform-refusal.js';

/** A multipart body of `form`, as text, with its content type. */
async function encoded(form: FormData): Promise<{ text: string; type: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { text: await request.text(), type: request.headers.get('content-type')! };
}

/** The refusal `promise` rejects with. */
async function refusalOf(promise: Promise<unknown>): Promise<FakeRefusal> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FakeRefusal);
  return error as FakeRefusal;
}

const form = (fields: Record<string, string | Blob>) => {
  const made = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') made.append(name, value);
    else made.append(name, value, 'model.yml');
  }
  return made;
};

describe('readUploadForm', () => {
  it('reads transaction and fileName of a form with a file', async () => {
    const { text, type } = await encoded(
      form({ transaction: 'tx-1', fileName: 'model/cubes/orders.yml', file: new Blob(['cubes: []']) }),
    );
    expect(await readUploadForm(text, type)).toEqual({ transaction: 'tx-1', fileName: 'model/cubes/orders.yml' });
  });

  it('a body that is not multipart/form-data is a 415', async () => {
    for (const type of ['application/json', undefined, 'multipart/form-data']) {
      const refusal = await refusalOf(readUploadForm('{}', type));
      expect(refusal.status, String(type)).toBe(415);
      expect(refusal.message).toMatch(/^the body: expected multipart\/form-data with transaction, fileName and file/);
    }
  });

  it('a missing or empty field, or a file given as text, is a 400 naming it', async () => {
    const cases: Array<[Record<string, string | Blob>, RegExp]> = [
      [{ fileName: 'a.yml', file: new Blob(['x']) }, /^transaction: /],
      [{ transaction: 'tx', fileName: '', file: new Blob(['x']) }, /^fileName: /],
      [{ transaction: 'tx', fileName: 'a.yml' }, /^file: expected a file part/],
      [{ transaction: 'tx', fileName: 'a.yml', file: 'plain text' }, /^file: expected a file part/],
    ];
    for (const [fields, message] of cases) {
      const { text, type } = await encoded(form(fields));
      const refusal = await refusalOf(readUploadForm(text, type));
      expect([refusal.status, refusal.message]).toEqual([400, expect.stringMatching(message)]);
    }
  });

  it('a form that does not parse is a 400 saying so', async () => {
    const refusal = await refusalOf(readUploadForm('not a form at all', 'multipart/form-data; boundary=XYZ'));
    expect([refusal.status, refusal.message]).toEqual([
      400,
      expect.stringMatching(/^the body: expected a multipart form, got one that does not parse/),
    ]);
  });
});
