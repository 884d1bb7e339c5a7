import type { EmbedSessionProvider } from 'platform-embed';
import { useEmbed } from 'platform-embed/react';
import { useState } from 'react';

/**
 * A fresh signed embed URL from this app's backend, for every load: a session is valid
 * 5 minutes and redeemable once, so the page holds this function rather than a URL.
 */
const fetchSession: EmbedSessionProvider = async ({ signal }) => {
  const response = await fetch('/embed-session?dashboard=sales', { signal });
  if (!response.ok) throw new Error(`embed session: HTTP ${response.status}`);
  const { url } = (await response.json()) as { url: string };
  return url;
};

export function App() {
  const [dark, setDark] = useState(false);
  const [lastDownload, setLastDownload] = useState<string>();
  const { ref, controller, state, readyPayload, error } = useEmbed({
    url: fetchSession,
    title: 'Sales dashboard',
    colorScheme: dark ? 'dark' : 'light',
    onDownload: ({ format }) => setLastDownload(format),
  });

  return (
    <main>
      <h1>Sales</h1>
      <p>
        <label>
          <input type="checkbox" checked={dark} onChange={(event) => setDark(event.target.checked)} /> Dark
        </label>{' '}
        <button type="button" disabled={!controller} onClick={() => controller?.reload()}>
          New session
        </button>
      </p>
      <p>
        Embed: <output data-testid="state">{state}</output>
        {readyPayload && <span data-testid="mode"> ({readyPayload.mode})</span>}
        {lastDownload && <span data-testid="download"> · downloaded {lastDownload}</span>}
      </p>
      {error && (
        <p role="alert" data-testid="error">
          {error.code}: {error.message}
        </p>
      )}
      <div ref={ref} className="report" />
    </main>
  );
}
