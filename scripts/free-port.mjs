// A free TCP port of 127.0.0.1, for a program that must be told one before it listens (a
// WebDriver server, an example's dev server). Servers of our own listen on port 0 instead.
import { createServer } from 'node:net';

/** A port of 127.0.0.1 that nothing listened on a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
