/**
 * The session route: a fresh signed embed URL for the signed-in user, asked by the dashboard
 * page's session provider before every load of the embed (a session is valid 5 minutes and
 * redeemable once). The API key stays on the server.
 */
import { createPlatformClient, embedUrl, type PlatformClient } from 'platform-embed/api';
import { requiredEnv, signedInUser } from '../../session';

const DEPLOYMENT_ID = 42; // your deployment
/** The dashboards a viewer may ask for, by name: their public ids. */
const DASHBOARDS = new Map([['sales', 'q3Sales0AbCd']]);

// Created at the first request, not when the module loads: `next build` loads this module too,
// without the server's environment.
let api: PlatformClient | undefined;

export async function GET(request: Request): Promise<Response> {
  const user = await signedInUser(request);
  const publicId = DASHBOARDS.get(new URL(request.url).searchParams.get('dashboard') ?? '');
  if (!publicId) return Response.json({ message: 'no such dashboard' }, { status: 404 });
  api ??= createPlatformClient({ baseUrl: requiredEnv('PLATFORM_URL'), apiKey: requiredEnv('PLATFORM_API_KEY') });
  const { sessionId } = await api.embed.generateSession({ deploymentId: DEPLOYMENT_ID, externalId: user.externalId });
  // The embeds are served at the tenant's address (PLATFORM_URL) unless they have a domain of their own.
  const url = embedUrl({
    baseUrl: process.env.PLATFORM_EMBED_URL || requiredEnv('PLATFORM_URL'),
    surface: 'dashboard',
    publicId,
    sessionId,
  });
  return Response.json({ url }, { headers: { 'cache-control': 'no-store' } });
}
