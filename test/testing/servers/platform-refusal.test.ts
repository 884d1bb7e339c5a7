/**
 * The error answers of the fake platform server's operations: a FakeRefusal carries its status
 * and a JSON body `{ message }`, or `{ code, message }` when it has a code; badRequest is a 400.
 */
import { describe, expect, it } from 'vitest';
import { badRequest, FakeRefusal } from '../../../src/testing/servers/platform-refusal.js';

describe('FakeRefusal', () => {
  it('is an Error with its status and message, its body { message } without a code', () => {
    const refusal = new FakeRefusal(404, 'dbt sync job "x" not found in deployment 42');
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toMatchObject({ name: 'FakeRefusal', status: 404, code: undefined });
    expect(refusal.body).toEqual({ message: 'dbt sync job "x" not found in deployment 42' });
    expect(Object.keys(refusal.body)).toEqual(['message']);
  });

  it('a code goes in the body before the message', () => {
    const refusal = new FakeRefusal(409, 'the job has already ended', 'JOB_NOT_RUNNING');
    expect(refusal.body).toEqual({ code: 'JOB_NOT_RUNNING', message: 'the job has already ended' });
    expect(Object.keys(refusal.body)).toEqual(['code', 'message']);
  });

  it('badRequest is a 400 with the message as given', () => {
    expect(badRequest('first: expected a whole number from 1 to 100, got "0"')).toMatchObject({
      status: 400,
      body: { message: 'first: expected a whole number from 1 to 100, got "0"' },
    });
  });
});
