#!/usr/bin/env node
// Summarises a V8 CPU profile of the server (BENCH_CPU_PROF=<folder> node bench/run.mjs …): where the process's
// CPU time went, by source file and function, mapped back through dist/main.js.map to apps/server/src/… and
// packages/…, and grouped by npm package for library code.
//
//   node bench/cpu-profile.mjs <file.cpuprofile> [--last <seconds>] [--top <n>] [--within <function>] [--callers <function>]
//
//   --last N     only the samples of the profile's last N seconds (the harness prints N for its last measured run,
//                so start-up — migrations, network generation — is left out)
//   --top N      rows per table (default 25)
//   --within F   only samples with a frame of a function named F on the stack (e.g. firstTrip, runCall)
//   --callers F  also the call paths leading to F (e.g. writev): its two nearest callers outside node core and the
//                nearest caller in our own code (apps/, packages/)
import { readFileSync, existsSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const opts = { file: null, last: null, top: 25, within: null, callers: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--last') opts.last = Number(argv[++i]);
    else if (a === '--top') opts.top = Number(argv[++i]);
    else if (a === '--within') opts.within = argv[++i];
    else if (a === '--callers') opts.callers = argv[++i];
    else if (!opts.file) opts.file = a;
    else throw new Error(`unexpected argument ${a}`);
  }
  if (!opts.file) throw new Error('usage: node bench/cpu-profile.mjs <file.cpuprofile> [--last <seconds>] [--top <n>] [--within <function>] [--callers <function>]');
  return opts;
}

const maps = new Map();
function sourceMapOf(url) {
  if (maps.has(url)) return maps.get(url);
  let map = null;
  try {
    const path = url.startsWith('file://') ? fileURLToPath(url) : url;
    if (existsSync(`${path}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
  } catch {
    map = null;
  }
  maps.set(url, map);
  return map;
}

/** Where a frame's code lives: { file, group } with file relative to the repository, group the package or folder. */
function locate(callFrame) {
  const { url, lineNumber, columnNumber } = callFrame;
  if (!url) return { file: '', group: callFrame.functionName.startsWith('(') ? callFrame.functionName : '(native/V8)' };
  if (url.startsWith('node:')) return { file: url, group: 'node core' };
  let path = url.startsWith('file://') ? fileURLToPath(url) : url;
  // Our bundle (dist/main.js) maps back to the sources; npm packages are named by their own files.
  const map = path.includes('/node_modules/') ? null : sourceMapOf(url);
  if (map && lineNumber >= 0) {
    const entry = map.findEntry(lineNumber, columnNumber);
    if (entry?.originalSource) {
      const src = entry.originalSource;
      path = src.startsWith('file://') ? fileURLToPath(src) : resolve(dirname(url.startsWith('file://') ? fileURLToPath(url) : url), src);
    }
  }
  const rel = relative(root, path);
  const nm = rel.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = rel.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return { file: rel.slice(nm), group: pkg };
  }
  const group = rel.startsWith('apps/server/src/')
    ? rel.split('/').slice(0, rel.includes('/modules/') || rel.includes('/suppliers/') || rel.includes('/platform/') ? 5 : 4).join('/')
    : rel.split('/').slice(0, 3).join('/');
  return { file: rel, group };
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const profile = JSON.parse(readFileSync(opts.file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = new Map();
  for (const n of profile.nodes) {
    const { file, group } = locate(n.callFrame);
    const fn = n.callFrame.functionName || '(anonymous)';
    label.set(n.id, { fn, file, group, key: file ? `${fn}  ${file}` : fn });
  }

  // Sample times: timeDeltas[i] is the time since the previous sample; a sample stands for the time until the next.
  const times = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  const end = profile.endTime;
  const from = opts.last ? end - opts.last * 1e6 : -Infinity;

  const self = new Map();
  const selfGroup = new Map();
  const inclusive = new Map();
  const inclusiveGroup = new Map();
  const callerPaths = new Map();
  let total = 0;
  let idle = 0;
  const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
  for (let i = 0; i < profile.samples.length; i++) {
    if (times[i] < from) continue;
    const dt = (i + 1 < times.length ? times[i + 1] : end) - times[i];
    const leaf = profile.samples[i];
    const stack = [];
    for (let id = leaf; id !== undefined; id = parent.get(id)) stack.push(id);
    if (opts.within && !stack.some((id) => label.get(id).fn === opts.within)) continue;
    const l = label.get(leaf);
    if (l.fn === '(idle)') {
      idle += dt;
      continue;
    }
    total += dt;
    add(self, l.key, dt);
    add(selfGroup, l.group, dt);
    if (opts.callers) {
      const at = stack.findIndex((id) => label.get(id).fn === opts.callers);
      if (at >= 0) {
        const frames = stack
          .slice(at + 1)
          .map((id) => label.get(id))
          .filter((f) => f.group !== 'node core' && f.group !== '(native/V8)' && !f.fn.startsWith('('));
        const ours = frames.find((f) => /^(apps|packages|bench)\//.test(f.file));
        const near = frames.slice(0, 2);
        const path = [...near, ...(ours && !near.includes(ours) ? [null, ours] : [])]
          .map((f) => (f ? `${f.fn} (${f.group})` : '…'))
          .join(' < ');
        add(callerPaths, path || '(node core only)', dt);
      }
    }
    const seen = new Set();
    const seenGroups = new Set();
    for (const id of stack) {
      const s = label.get(id);
      if (s.fn === '(root)') continue;
      if (!seen.has(s.key)) add(inclusive, s.key, dt), seen.add(s.key);
      if (!seenGroups.has(s.group)) add(inclusiveGroup, s.group, dt), seenGroups.add(s.group);
    }
  }

  const ms = (us) => (us / 1000).toFixed(0).padStart(8);
  const pct = (us) => `${((100 * us) / (total || 1)).toFixed(1).padStart(5)} %`;
  const table = (title, m) => {
    console.log(`\n${title}`);
    for (const [k, v] of [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, opts.top)) console.log(`${ms(v)} ms ${pct(v)}  ${k}`);
  };
  const span = (end - Math.max(from, profile.startTime)) / 1e6;
  console.log(
    `${opts.file}\nwindow: ${span.toFixed(1)} s${opts.last ? ` (last ${opts.last} s)` : ''}${opts.within ? `, samples within ${opts.within}` : ''}; ` +
      `busy ${(total / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s (percentages are of the busy time)`,
  );
  table('self time by package / source folder', selfGroup);
  table('inclusive time by package / source folder (a sample counts once per group on its stack)', inclusiveGroup);
  table('self time by function', self);
  table('inclusive time by function', inclusive);
  if (opts.callers) table(`call paths to ${opts.callers} (nearest first)`, callerPaths);
}

try {
  main();
} catch (err) {
  console.error(err.message);
  process.exitCode = 2;
}
