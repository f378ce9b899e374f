import { createServer, connect, type Server, type Socket } from 'node:net';

// A TCP proxy in front of a dependency (PostgreSQL) that a test can cut, restore and slow
// down: a restart, a network blip or a slow server, without touching the real server that
// others share. Plain TypeScript without imports from the workspace, so that the fault
// script (tools/faults) can load it with Node's type stripping too.

/** A proxy on 127.0.0.1 forwarding to `target`. */
export interface TcpProxy {
  readonly port: number;
  /** Connections forwarded since the start. */
  readonly connections: number;
  /** Stops accepting and drops every open connection (both sides see a reset). */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  /** Holds each chunk from the server this long before passing it on (0: none). */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

/** Starts a proxy to `target`; `port` 0 picks a free one (kept across cut and restore). */
export async function startTcpProxy(
  target: { host: string; port: number },
  port = 0,
): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let delayMs = 0;
  let connections = 0;
  let server: Server | null = null;
  let boundPort = port;

  function pipeDelayed(from: Socket, to: Socket) {
    from.on('data', (chunk) => {
      if (delayMs <= 0) {
        to.write(chunk);
        return;
      }
      // Order kept: each chunk waits the same delay after the previous one was queued.
      from.pause();
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
        from.resume();
      }, delayMs);
    });
    from.on('end', () => to.end());
  }

  function listen(): Promise<void> {
    const created = createServer((client) => {
      connections += 1;
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      pipeDelayed(upstream, client);
    });
    server = created;
    return new Promise((resolve, reject) => {
      created.once('error', reject);
      created.listen(boundPort, '127.0.0.1', () => {
        const address = created.address();
        if (address && typeof address === 'object') boundPort = address.port;
        resolve();
      });
    });
  }

  async function stop() {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await listen();
  return {
    get port() {
      return boundPort;
    },
    get connections() {
      return connections;
    },
    cut: stop,
    async restore() {
      if (!server) await listen();
    },
    setDelay(ms: number) {
      delayMs = ms;
    },
    close: stop,
  };
}
