/**
 * The fake platform service without HTTP: a request as its method, path, credential and body
 * text; the reply as a value — a JSON or text body with its status, or a dropped connection.
 */
import { describe, expect, it } from 'vitest';
import {
  FAKE_PLATFORM_TOKEN,
  FakePlatformService,
  type PlatformServiceRequest,
} from '../../../src/testing/servers/platform-service.js';

const bearer = `Bearer ${FAKE_PLATFORM_TOKEN}`;
const request = (method: string, path: string, more: Partial<PlatformServiceRequest> = {}): PlatformServiceRequest => ({
  method,
  path,
  authorization: bearer,
  contentType: 'application/json',
  text: '',
  ...more,
});

describe('the fake platform service, without HTTP', () => {
  it('answers a route with its JSON body and names the scheme that authenticated it', async () => {
    const service = new FakePlatformService({ reports: 3 });
    const reply = await service.handle(request('GET', '/api/v1/deployments/42/reports?first=2'));
    expect(reply).toMatchObject({
      status: 200,
      authScheme: 'Bearer',
      body: { json: { items: [expect.anything(), expect.anything()] } },
    });
  });

  it('refuses: 401 with its challenges, 404, 405 with Allow, 400 for a body that is no JSON object, 413 past the limit', async () => {
    const service = new FakePlatformService();
    expect(await service.handle(request('GET', '/api/v1/app-config', { authorization: undefined }))).toMatchObject({
      status: 401,
      headers: { 'www-authenticate': expect.stringContaining('Bearer') },
    });
    expect(await service.handle(request('GET', '/api/v1/nothing'))).toMatchObject({ status: 404 });
    expect(await service.handle(request('DELETE', '/api/v1/app-config'))).toMatchObject({
      status: 405,
      headers: { allow: expect.stringContaining('OPTIONS') },
    });
    expect(await service.handle(request('POST', '/api/v1/deployments/42/dbt-sync', { text: '[1]' }))).toMatchObject({
      status: 400,
    });
    expect(await service.handle(request('POST', '/api/v1/deployments/42/dbt-sync', { text: undefined }))).toMatchObject(
      { status: 413 },
    );
  });

  it('runs dbt sync jobs one status poll at a time, as scripted', async () => {
    const service = new FakePlatformService({ dbtSync: [{ status: 'COMPILING_DBT' }, { status: 'COMPLETED' }] });
    const started = await service.handle(request('POST', '/api/v1/deployments/42/dbt-sync', { text: '{}' }));
    const { syncJobId } = (started as { body: { json: { syncJobId: string } } }).body.json;
    const poll = async () =>
      (
        (await service.handle(request('GET', `/api/v1/deployments/42/dbt-sync/${syncJobId}`))) as {
          body: { json: { status: string } };
        }
      ).body.json.status;
    expect([await poll(), await poll(), await poll()]).toEqual(['COMPILING_DBT', 'COMPLETED', 'COMPLETED']);
  });

  it('stages failures before the credential check: a status (text body as given, Retry-After), a drop', async () => {
    const service = new FakePlatformService();
    service.failures.add({ status: 429, retryAfterSeconds: 2, body: 'slow down' }, 'failNext', true);
    service.failures.add({}, 'dropNext', false);
    expect(await service.handle(request('GET', '/api/v1/app-config', { authorization: undefined }))).toEqual({
      status: 429,
      headers: { 'retry-after': '2' },
      body: { text: 'slow down' },
    });
    expect(await service.handle(request('GET', '/api/v1/app-config'))).toEqual({ drop: true });
    expect(await service.handle(request('GET', '/api/v1/app-config'))).toMatchObject({ status: 200 });
  });

  it('refuses options that are not as documented', () => {
    expect(() => new FakePlatformService({ token: 'has space' })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS', message: expect.stringContaining('token') }),
    );
    expect(() => new FakePlatformService({ reports: -1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_OPTIONS' }),
    );
  });
});
