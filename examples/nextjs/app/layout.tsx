import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// No favicon file: an empty icon spares the browser a request that would be a 404.
export const metadata: Metadata = { title: 'Ask the analytics agent', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '48rem', margin: '2rem auto', padding: '0 1rem' }}>{children}</body>
    </html>
  );
}
