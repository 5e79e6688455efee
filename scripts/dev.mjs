// `npm run dev`: the server in watch mode on :3000 and Vite on :5173 (which proxies /api and /healthz to :3000).
// Ctrl-C stops both; if one of them exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const parts = [
  { name: 'server', color: 36, args: ['run', 'dev', '-w', '@travel/server'] },
  { name: 'web', color: 35, args: ['run', 'dev', '-w', '@travel/web'] },
];

const children = [];
let stopping = false;

function prefixLines(name, color, stream, out) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`\x1b[${color}m[${name}]\x1b[0m ${line}\n`);
  });
  stream.on('end', () => pending && out.write(`\x1b[${color}m[${name}]\x1b[0m ${pending}\n`));
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  timer.unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => process.exit(code));
}

for (const part of parts) {
  const child = spawn(npm, part.args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(part.name, part.color, child.stdout, process.stdout);
  prefixLines(part.name, part.color, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${part.name}] exited (${signal ?? code}); stopping the others`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
console.log('dev: server on http://localhost:3000, web on http://localhost:5173 (proxying /api and /healthz)');
