#!/usr/bin/env node
// `npm run dev`: the server (tsx watch, reloads on save) and the web app (Vite, hot reload) side by
// side, each line prefixed with its name. Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The server serves the game content from the content package's build; make it once.
const content = spawnSync('npm', ['run', '--silent', 'build', '-w', '@vitae/content'], { cwd: root, stdio: 'inherit' });
if (content.status !== 0) process.exit(content.status ?? 1);

const children = [
  // API only: Vite serves the app and proxies /api and /socket.io to this server (apps/web/vite.config.ts).
  { name: 'server', args: ['run', 'dev', '-w', '@vitae/server'], env: { WEB_DIST_DIR: '' } },
  { name: 'web', args: ['run', 'dev', '-w', '@vitae/web'], env: {} },
].map(({ name, args, env }) => {
  const child = spawn('npm', args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stopAll(code ?? 0);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
