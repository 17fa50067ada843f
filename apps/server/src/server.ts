import { bundleLanguages } from '@vitae/core/content';
import { buildApp } from './app.ts';
import { removeServerFile, writeServerFile } from './backup/files.ts';
import { loadConfig } from './config.ts';
import { allowGarbageCollection, collectWhenIdle, garbageCollection } from './idle-collect.ts';
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
// V8's memory reducer seldom gives the heap back after a load (after VitaePlay the heap idled at
// 57 MB, 34–38 MB before): the server collects it itself once it has been idle for a while.
allowGarbageCollection();
collectWhenIdle(garbageCollection(), { intervalMs: 5000 });
app.log.info(`Vitae is ready on ${config.publicUrl} (${app.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
// The content parts of each language are read on their first request (packed by the content
// build; ~0.4 s of compression per language when the build is missing or older than the data):
// done now, behind the start, so the first player after a restart does not wait for it.
for (const language of bundleLanguages) {
  app.inject({ method: 'GET', url: `/api/data/${language}/parts` }).then(
    (response) => {
      if (response.statusCode !== 200) app.log.warn({ language, status: response.statusCode }, 'content parts not prepared');
    },
    (error: unknown) => app.log.warn({ language, err: error }, 'content parts not prepared'),
  );
}
