/**
 * Connecting to a port of 127.0.0.1 as a client would: what the fake servers' tests use to
 * show that `close()` released the port.
 */
import { createConnection } from 'node:net';

/** Resolves `'connected'` when something listens on `port` of 127.0.0.1; rejects with the socket error (`ECONNREFUSED`) when nothing does. */
export function connectToLoopback(port: number): Promise<'connected'> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => (socket.destroy(), resolve('connected')));
    socket.on('error', reject);
  });
}
