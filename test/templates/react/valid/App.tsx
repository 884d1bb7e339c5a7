import type { PlatformEmbedElement, PlatformEmbedEventMap } from 'platform-embed/element';
import { useRef, useState } from 'react';

export function App() {
  const [dark] = useState(false);
  const ref = useRef<PlatformEmbedElement>(null);
  const onDownload = (event: PlatformEmbedEventMap['platform-download']) => console.log(event.detail.format);
  return (
    <platform-embed
      ref={ref}
      key="sales"
      session-endpoint="/embed-session?dashboard=sales"
      src="https://tenant.example.com/embed/dashboard/sales"
      title="Sales dashboard"
      color-scheme={dark ? 'dark' : 'light'}
      locale="de-DE"
      origin="https://tenant.example.com"
      ready-timeout="5000"
      max-queued-actions={20}
      loading="lazy"
      theme={{ primaryColor: '#0af' }}
      filters={['f_orders.status=["paid"]', { view: 'orders', dimension: 'status', value: ['paid'] }]}
      sessionProvider={async () => 'https://tenant.example.com/embed/dashboard/sales?session=1'}
      className="embed"
      onplatform-download={onDownload}
      onplatform-ready={(event) => console.log(event.detail.surface)}
      onplatform-failure={(event) => console.log(event.detail.code)}
      onClick={() => {}}
    />
  );
}
