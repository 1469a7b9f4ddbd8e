// A raw TCP client for the cases an HTTP client library hides: requests sent a byte at a time,
// requests left half-sent, and watching when the server closes the connection.
import { connect } from 'node:net';
import type { Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  /** Everything the server has sent so far. */
  received(): string;
  /** Resolves with the time (ms since open) when the server closed or reset the connection. */
  closed: Promise<number>;
  write(text: string): void;
  /** Resolves once the received text matches. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
}

export function openRaw(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const opened = Date.now();
    let text = '';
    const listeners = new Set<() => void>();
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      for (const listener of listeners) listener();
    });
    const closed = new Promise<number>((done) => {
      socket.on('close', () => done(Date.now() - opened));
    });
    socket.on('error', () => undefined);
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => text,
        closed,
        write: (chunk) => {
          if (!socket.destroyed) socket.write(chunk);
        },
        waitFor: (pattern, timeoutMs = 5_000) =>
          new Promise((done, fail) => {
            const check = () => {
              if (pattern.test(text)) {
                listeners.delete(check);
                clearTimeout(timer);
                done(text);
              }
            };
            const timer = setTimeout(() => {
              listeners.delete(check);
              fail(new Error(`Timed out waiting for ${pattern}; received: ${text.slice(0, 500)}`));
            }, timeoutMs);
            listeners.add(check);
            check();
          }),
      }),
    );
    socket.once('error', reject);
  });
}
