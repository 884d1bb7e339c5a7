/**
 * The error answers of the fake platform server's operations: an operation throws a
 * {@link FakeRefusal} from any depth (a bad cursor deep in a list, a job that is not running) and
 * the server sends it as JSON, so no helper has to thread an error result back up.
 *
 * @module
 */

/** An error answer: its HTTP status, and the JSON body `{ message }`, or `{ code, message }` when it has a code. */
export class FakeRefusal extends Error {
  /** The HTTP status, 400 to 499. */
  readonly status: number;
  /** The machine-readable reason the body carries (the reference's `code`), if any. */
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'FakeRefusal';
    this.status = status;
    this.code = code;
  }

  /** The JSON body of the answer. */
  get body(): { code?: string; message: string } {
    return this.code === undefined ? { message: this.message } : { code: this.code, message: this.message };
  }
}

/** A 400: the request names something the operation refuses (`message` names the field). */
export const badRequest = (message: string): FakeRefusal => new FakeRefusal(400, message);
