import type { FastifyInstance } from 'fastify';

/**
 * Closes the server the way a deploy or Ctrl-C wants it: stop accepting connections (requests
 * arriving on open keep-alive connections get 503 and `Connection: close`), let the requests in
 * flight finish, so every save that is answered is committed, then close Socket.IO and the
 * database (the `preClose`/`onClose` hooks). Requests still running after `timeoutMs` are cut
 * off so a stuck client cannot hold the shutdown; the database is closed cleanly all the same.
 * Resolves with the exit code.
 */
export async function closeGracefully(app: FastifyInstance, timeoutMs: number): Promise<number> {
  const timer = setTimeout(() => {
    app.log.warn(`requests still running after ${timeoutMs} ms: closing their connections`);
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
    return 0;
  } catch (error) {
    app.log.error({ err: error }, 'error while closing');
    return 1;
  } finally {
    clearTimeout(timer);
  }
}

/** On the first SIGTERM or SIGINT, `beforeClose` runs, then the server closes and the process exits. */
export function exitOnSignals(app: FastifyInstance, timeoutMs: number, beforeClose: () => void): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      beforeClose();
      void closeGracefully(app, timeoutMs).then((code) => {
        app.log.info(`closed, exit ${code}`);
        process.exit(code);
      });
    });
  }
}
