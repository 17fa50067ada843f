/**
 * Bundles the server (and its database worker) into `dist/` for `npm start`: run as plain
 * JavaScript, neither thread loads the TypeScript loader (tsx) and compiles its sources at start,
 * which was a large part of the idle server's memory. Packages from npm stay outside the bundle
 * (PGlite, argon2 and others find their own files next to their code); the workspace's own
 * TypeScript packages are bundled in.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverDir, 'dist');

/**
 * `import.meta.dirname` in a bundled file would name `dist/`; each source's own folder is what it
 * means (the migrations, the content data), so it becomes that folder, relative to the bundle.
 */
const sourceFolders: Plugin = {
  name: 'source-folders',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      const folder = path.relative(outdir, path.dirname(file)).split(path.sep).join('/');
      return { contents: source.replaceAll('import.meta.dirname', `__vitaeFolder(${JSON.stringify(folder)})`), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: {
    server: path.join(serverDir, 'src/server.ts'),
    'pglite-worker': path.join(serverDir, 'src/db/pglite-worker.ts'),
    'pglite-create': path.join(serverDir, 'src/db/pglite-create.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [
    {
      // npm packages load from node_modules at run time; `@vitae/*` are TypeScript sources.
      name: 'bundle-workspace',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@vitae/') ? undefined : { external: true }));
      },
    },
    sourceFolders,
  ],
  banner: {
    js: [
      "import { fileURLToPath as __vitaeFileUrlToPath } from 'node:url';",
      'const __vitaeFolder = (relative) => __vitaeFileUrlToPath(new URL(relative + "/", import.meta.url)).replace(/\\/$/, "");',
    ].join('\n'),
  },
  logLevel: 'warning',
});
