// `npm run bench:ink`: what each of subterra's Ink patches (scripts/patches/) earns, in one run.
// Builds the game once per set of patches (none, all, and all but each one), then measures every
// build in turn, round after round, so that each figure is a median over rounds taken side by side:
// render latency of the table at 120×40 (key to frame), the first frame in a pseudo-terminal, and,
// unless --no-memory, peak RSS of the long recorded game played by keys through the real CLI.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain JS module
import { PATCHES } from '../scripts/patches/plugin.mjs';
import type { GameRecord } from '../src/record/types.js';
import { firstFrame, ptyNode } from './firstFrame.js';
import { playInPty } from './ptyGame.js';
import { median, percentile, round } from './stats.js';

const root = process.cwd();
const ROUNDS = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 3);
const FRAMES = Number(process.argv.find((a) => a.startsWith('--frames='))?.slice(9) ?? 200);
const memory = !process.argv.includes('--no-memory');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const all = PATCHES as string[];

const variants: { name: string; patches: string }[] = [
  { name: 'none', patches: 'none' },
  { name: 'all', patches: all.join(',') },
  ...all.map((p) => ({ name: `all but ${p}`, patches: all.filter((q) => q !== p).join(',') || 'none' })),
].filter((v) => !only || only.includes(v.name));

process.stderr.write(`building ${variants.length} variants…\n`);
for (const [i, v] of variants.entries()) {
  const dir = join('.cache', 'ink-variants', String(i));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'bin'), { recursive: true });
  copyFileSync('bin/subterra.js', join(dir, 'bin', 'subterra.js'));
  const env = { ...process.env, SUBTERRA_INK_PATCHES: v.patches };
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', join(dir, 'dist')], { env, stdio: 'ignore' });
  // Bundle the render child once per variant (run with no frames: it only builds and exits).
  execFileSync(process.execPath, ['scripts/run-ts.mjs', 'bench/ui-child.ts', '0'], { env, stdio: 'ignore' });
}

type Sample = { p50: number[]; p99: number[]; frame: number[]; ptyNode: number[]; rss: number[] };
const samples: Sample[] = variants.map(() => ({ p50: [], p99: [], frame: [], ptyNode: [], rss: [] }));
const longGame = JSON.parse(
  readFileSync(join(root, 'test', 'fixtures', 'games', 'long-normal-4.json'), 'utf8'),
) as GameRecord;
const home = mkdtempSync(join(tmpdir(), 'subterra-inkbench-'));

for (let r = 0; r < ROUNDS; r++) {
  for (const [i, v] of variants.entries()) {
    process.stderr.write(`round ${r + 1}/${ROUNDS}: ${v.name}\n`);
    const env = { ...process.env, SUBTERRA_INK_PATCHES: v.patches };
    const out = JSON.parse(
      execFileSync(process.execPath, ['scripts/run-ts.mjs', 'bench/ui-child.ts', String(FRAMES)], {
        env,
        encoding: 'utf8',
      }),
    ) as { lat: number[] };
    samples[i].p50.push(percentile(out.lat, 50));
    samples[i].p99.push(percentile(out.lat, 99));
    const bin = join('.cache', 'ink-variants', String(i), 'bin', 'subterra.js');
    for (let k = 0; k < 3; k++) {
      samples[i].ptyNode.push(ptyNode());
      samples[i].frame.push(await firstFrame(home, bin));
    }
    if (memory) samples[i].rss.push((await playInPty(longGame, 120, 40, bin)).peakRss / 1024 / 1024);
  }
}
rmSync(home, { recursive: true, force: true });

const rows = variants.map((v, i) => {
  const s = samples[i];
  const pty = median(s.ptyNode);
  return {
    variant: v.name,
    render_p50_ms: round(median(s.p50)),
    render_p99_ms: round(median(s.p99)),
    first_frame_ms: round(median(s.frame), 1),
    first_frame_vs_pty_node: round(median(s.frame) / pty),
    ...(memory ? { rss_mb: round(median(s.rss), 1) } : {}),
  };
});
console.log(
  `Ink patches · node ${process.version} · ${ROUNDS} rounds · ${FRAMES} frames a render run · medians over rounds`,
);
const cols = Object.keys(rows[0]) as (keyof (typeof rows)[0])[];
console.log(cols.join('\t'));
for (const row of rows) console.log(cols.map((c) => String(row[c])).join('\t'));
console.log(JSON.stringify({ node: process.version, rounds: ROUNDS, frames: FRAMES, rows }));
