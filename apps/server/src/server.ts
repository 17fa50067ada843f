import { buildApp } from './app.ts';
import { removeServerFile, writeServerFile } from './backup/files.ts';
import { loadConfig } from './config.ts';
import { exitOnSignals } from './shutdown.ts';

const config = loadConfig();
const app = await buildApp(config);

exitOnSignals(app, config.shutdownTimeoutSeconds * 1000, () => {
  if (app.database.kind === 'pglite') removeServerFile(config.dataDir);
});

await app.listen({ port: config.port, host: config.host });
if (app.database.kind === 'pglite') {
  // `npm run backup` asks this process for the dump: only one process may open the folder.
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  writeServerFile(config.dataDir, { pid: process.pid, url: `http://${host.includes(':') ? `[${host}]` : host}:${config.port}` });
}
app.log.info(`Vitae is ready on ${config.publicUrl} (${app.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
