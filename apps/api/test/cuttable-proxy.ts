import { connect, createServer, type Socket } from 'node:net';

export type TCuttableProxy = {
  /** The local address to give the code under test instead of the real one. */
  port: number;
  /** Drops every open connection and refuses new ones: the service is down for its clients. */
  cut: () => void;
  /** Takes connections again. */
  restore: () => void;
  close: () => Promise<void>;
};

/**
 * A TCP relay to `target` on a fixed local port. While cut, every piped connection is
 * destroyed and a new one is closed as soon as it arrives, which the client sees as the
 * server going away; the shared PostgreSQL and Redis keep running for the other suites.
 */
export const startCuttableProxy = async (target: {
  host: string;
  port: number;
}): Promise<TCuttableProxy> => {
  const open = new Set<Socket>();
  let isCut = false;
  const server = createServer((incoming) => {
    if (isCut) {
      incoming.destroy();
      return;
    }
    const outgoing = connect(target);
    for (const socket of [incoming, outgoing]) {
      open.add(socket);
      socket.on('close', () => {
        open.delete(socket);
        incoming.destroy();
        outgoing.destroy();
      });
      socket.on('error', () => socket.destroy());
    }
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    cut: () => {
      isCut = true;
      for (const socket of open) socket.destroy();
    },
    restore: () => {
      isCut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
