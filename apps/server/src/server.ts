import { buildApp } from './app.ts';
import { removeServerFile, writeServerFile } from './backup/files.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    if (app.database.kind === 'pglite') removeServerFile(config.dataDir);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
if (app.database.kind === 'pglite') {
  // `npm run backup` asks this process for the dump: only one process may open the folder.
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  writeServerFile(config.dataDir, { pid: process.pid, url: `http://${host.includes(':') ? `[${host}]` : host}:${config.port}` });
}
app.log.info(`Vitae is ready on ${config.publicUrl} (${app.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
