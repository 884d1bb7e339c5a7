/**
 * The multipart form of the data model upload (`POST
 * /build/api/v1/deployments/{deploymentId}/data-model/upload/file`): `transaction`, `fileName`
 * and the `file` itself, as `openapi/platform.yaml` describes it. The form is parsed with the
 * platform's own Fetch API, the way a server framework would.
 *
 * @module
 */

import { expected } from '../../internal/describe.js';
import { badRequest, FakeRefusal } from './platform-refusal.js';

/** An upload's form, checked. */
export interface UploadedFile {
  transaction: string;
  fileName: string;
}

/**
 * The upload form of a request body.
 *
 * @throws {@link FakeRefusal} 415 for a body that is not `multipart/form-data` (JSON, say); 400
 * for a form that does not parse, or lacks `transaction`, `fileName` or `file` (naming it).
 */
export async function readUploadForm(text: string, contentType: string | undefined): Promise<UploadedFile> {
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(contentType ?? ''))
    throw new FakeRefusal(
      415,
      expected('the body', 'multipart/form-data with transaction, fileName and file', contentType ?? 'no content type'),
    );
  let form: FormData;
  try {
    // The fake checks the form's fields, never the file's bytes: the body read as text is enough.
    form = await new Response(text, { headers: { 'content-type': contentType! } }).formData();
  } catch (error) {
    throw badRequest(
      `the body: expected a multipart form, got one that does not parse (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const field = (name: string) => {
    const value = form.get(name);
    if (typeof value !== 'string' || value === '') throw badRequest(expected(name, 'a non-empty form field', value));
    return value;
  };
  const transaction = field('transaction');
  const fileName = field('fileName');
  const file = form.get('file');
  if (file === null || typeof file === 'string')
    throw badRequest(expected('file', 'a file part (filename and content)', file));
  return { transaction, fileName };
}
