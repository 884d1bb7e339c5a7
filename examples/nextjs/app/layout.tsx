import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';

// No favicon file: an empty icon spares the browser a request that would be a 404.
export const metadata: Metadata = { title: 'Analytics', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '64rem', margin: '2rem auto', padding: '0 1rem' }}>
        <nav>
          <Link href="/">Chat</Link> · <Link href="/dashboard">Dashboard</Link>
        </nav>
        {children}
      </body>
    </html>
  );
}
