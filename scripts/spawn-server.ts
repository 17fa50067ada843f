import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The bundled server that `npm start` runs. */
const serverBundle = path.join(repoRoot, 'apps/server/dist/server.js');

/**
 * How `npm start` launches the bundle: the environment and node flags of the server's `serve`
 * script (`VAR=value … node --flag … dist/server.js`), read from it so the tests and benchmarks
 * run the server the same way (the flags there keep its idle memory down).
 */
export function serveLaunch(script = (JSON.parse(readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as { scripts: { serve: string } }).scripts.serve): { env: Record<string, string>; nodeArgs: string[] } {
  const words = script.trim().split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0 || words.at(-1) !== 'dist/server.js') throw new Error(`the serve script is not "[VAR=value …] node [--flag …] dist/server.js": ${script}`);
  const env = Object.fromEntries(words.slice(0, node).map((word) => {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
    if (!match) throw new Error(`the serve script sets something that is not VAR=value: ${word}`);
    return [match[1]!, match[2]!];
  }));
  return { env, nodeArgs: words.slice(node + 1, -1) };
}

/**
 * Bundles the server as `npm start` does, and makes every later `spawnServer` of this process
 * (and of the processes it starts, like Playwright's workers) run that bundle instead of the
 * TypeScript sources: what the browser tests and the benchmarks exercise is what users run.
 */
export function useServerBundle(): void {
  const built = spawnSync('npm', ['run', '--silent', 'build', '-w', '@vitae/server'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`building the server bundle failed (exit ${built.status})`);
  process.env.VITAE_SERVER_BUNDLE = '1';
}

export interface SpawnedServer {
  url: string;
  /** The server process (benchmarks read its memory from /proc). */
  pid: number;
  /** Everything the server printed so far (its log). */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  stop(): Promise<number | null>;
}

/**
 * Starts the real Vitae server (`apps/server/src/server.ts`, or its bundle after
 * `useServerBundle`) as a child process on a free port and waits until `/api/ping` answers. Used
 * by the browser tests, the benchmarks and the shutdown tests.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 60_000, port?: number): Promise<SpawnedServer> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  let exitCode: number | null = null;
  const bundled = process.env.VITAE_SERVER_BUNDLE === '1';
  const launch = bundled ? serveLaunch() : { env: {}, nodeArgs: [] };
  const nodeArgs = [...launch.nodeArgs, ...(process.env.VITAE_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const entry = bundled ? [serverBundle] : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: repoRoot,
    env: { ...launch.env, ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', (code) => (exitCode = code ?? -1));

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== null) throw new Error(`the server stopped before it was ready (exit ${exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer ${url}/api/ping within ${timeoutMs} ms:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/ping`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (exitCode !== null) return exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return exited;
    },
  };
}
