// Creates the embedded database in a new folder, in a process of its own (see `pglite-proxy.ts`):
//   node pglite-create.js <folder> <shared buffers in MB>
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options.ts';

const [dataDir, sharedBuffersMB] = process.argv.slice(2);
if (!dataDir || !sharedBuffersMB) throw new Error('usage: pglite-create <folder> <shared buffers in MB>');
const client = new PGlite(dataDir, pgliteOptions(Number(sharedBuffersMB)));
await client.waitReady;
await client.close();
