'use client';
/**
 * The dashboard, in the browser: <PlatformEmbed> with a session provider, which asks this app's
 * session route (app/api/embed-session/route.ts) for a fresh signed URL before every load.
 */
import type { EmbedError, EmbedSessionProvider, EventPayloads } from 'platform-embed';
import { PlatformEmbed } from 'platform-embed/react';
import { useState } from 'react';

const fetchSession: EmbedSessionProvider = async ({ signal }) => {
  const response = await fetch('/api/embed-session?dashboard=sales', { signal });
  if (!response.ok) throw new Error(`embed session: HTTP ${response.status}`);
  const { url } = (await response.json()) as { url: string };
  return url;
};

export function Report() {
  const [dark, setDark] = useState(false);
  const [ready, setReady] = useState<EventPayloads['ready']>();
  const [lastDownload, setLastDownload] = useState<string>();
  const [failure, setFailure] = useState<EmbedError>();

  return (
    <section>
      <p>
        <label>
          <input type="checkbox" checked={dark} onChange={(event) => setDark(event.target.checked)} /> Dark
        </label>
      </p>
      <p>
        Embed: <output data-testid="state">{ready ? 'ready' : 'connecting'}</output>
        {ready && <span data-testid="mode"> ({ready.mode})</span>}
        {lastDownload && <span data-testid="download"> · downloaded {lastDownload}</span>}
      </p>
      {failure && (
        <p role="alert" data-testid="error">
          {failure.code}: {failure.message}
        </p>
      )}
      <PlatformEmbed
        url={fetchSession}
        title="Sales dashboard"
        colorScheme={dark ? 'dark' : 'light'}
        onReady={(payload) => {
          setReady(payload);
          setFailure(undefined);
        }}
        onDownload={({ format }) => setLastDownload(format)}
        onFailure={setFailure}
        style={{ height: 640 }}
      />
    </section>
  );
}
