// `npm run bench`: how fast subterra is, measured here and now. Every figure is a median over
// repetitions, next to a baseline taken in the same run. Prints a table, then one JSON line.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { botRng, playGame, randomAction } from '../src/bots/random.js';
import { DIFFICULTIES, type CaverId } from '../src/engine/index.js';
import { replayJson } from '../src/record/replay.js';
import { median, percentile, round } from './stats.js';
import { playInPty } from './ptyGame.js';
import { firstFrame, ptyNode } from './firstFrame.js';
import { netBench } from './net.js';
import { sshBench, sshMissing } from './ssh.js';
import type { GameRecord } from '../src/record/types.js';

const root = process.cwd();
const quick = process.argv.includes('--quick');
const REPS = quick ? 3 : 7;
const rows: [string, string, string][] = [];
const note = (what: string, value: string, detail = ''): void => {
  rows.push([what, value, detail]);
  process.stderr.write(`  ${what}: ${value} ${detail}\n`);
};

// ---- Engine: random games through legalActions, per team size and difficulty.
const TEAMS: Record<number, CaverId[]> = {
  4: ['scout', 'medic', 'leader', 'engineer'],
  6: ['diver', 'scout', 'geologist', 'engineer', 'climber', 'bodyguard'],
};
const DIFFS = DIFFICULTIES;
const GAMES = quick ? 40 : 150;
/** CPU time this process has used, in ms: what one core spent, whatever else the machine runs meanwhile. */
const cpuMs = (): number => process.cpuUsage().user / 1000;
function engineRun(rep: number): { perConfig: Record<string, number>; total: number; cpu: number; steps: number } {
  const perConfig: Record<string, number> = {};
  let games = 0;
  let ms = 0;
  let cpu = 0;
  let steps = 0;
  for (const n of [4, 6]) {
    for (const difficulty of DIFFS) {
      const t0 = performance.now();
      const c0 = cpuMs();
      for (let g = 0; g < GAMES; g++) {
        const rng = botRng(`bench-${rep}-${n}-${difficulty}-${g}`);
        const r = playGame({ seed: `bench-${n}-${difficulty}-${g}`, difficulty, players: 1, cavers: TEAMS[n] }, (s) =>
          randomAction(s, rng),
        );
        steps += r.steps;
      }
      const dt = performance.now() - t0;
      cpu += cpuMs() - c0;
      perConfig[`${n} cavers ${difficulty}`] = (GAMES / dt) * 1000;
      games += GAMES;
      ms += dt;
    }
  }
  return { perConfig, total: (games / ms) * 1000, cpu: (games / cpu) * 1000, steps: steps / games };
}
process.stderr.write('engine…\n');
engineRun(99); // warm-up
const engineReps = Array.from({ length: REPS }, (_, i) => engineRun(i));
const engine = median(engineReps.map((r) => r.total));
const engineCpu = median(engineReps.map((r) => r.cpu));
for (const k of Object.keys(engineReps[0].perConfig)) {
  note(`engine ${k}`, `${Math.round(median(engineReps.map((r) => r.perConfig[k])))} games/s`);
}
note(
  'engine, all configurations',
  `${Math.round(engine)} games/s`,
  `(${Math.round(engineReps[0].steps)} steps a game: actions, draws and Pathfinder)`,
);
// On a shared machine the clock also runs while other processes have the core: per CPU second of
// this process is what one core of its own would do.
note('engine, per CPU second', `${Math.round(engineCpu)} games/s`);

// ---- Replay: a long recorded game, headless (parse, replay, summary).
process.stderr.write('replay…\n');
const longText = readFileSync(join(root, 'test', 'fixtures', 'games', 'long-normal-4.json'), 'utf8');
const longRec = JSON.parse(longText) as { actions: unknown[]; hashes: string[] };
for (let i = 0; i < 5; i++) replayJson(longText);
const replaySamples: number[] = [];
for (let i = 0; i < (quick ? 15 : 41); i++) {
  const t0 = performance.now();
  const r = replayJson(longText);
  replaySamples.push(performance.now() - t0);
  if (!r.ok) throw new Error(r.error);
}
const replayMs = median(replaySamples);
note(
  'replay of a long game',
  `${round(replayMs)} ms`,
  `(${longRec.actions.length} actions, ${longRec.hashes.length} rounds)`,
);

// ---- Processes: start-up of --help and of a game's first frame, against `node -e 0`.
function timeSpawn(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { env, stdio: 'ignore' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}`);
  return performance.now() - t0;
}

process.stderr.write('start-up…\n');
// Warm: Node's compile cache (turned on by bin/subterra.js) already holds the bundle, as on every
// start after the first. Cold: an empty cache each time, as on the first start after installing.
const freshCache = (): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_COMPILE_CACHE: mkdtempSync(join(tmpdir(), 'subterra-cold-')),
});
const nodeSamples: number[] = [];
const helpSamples: number[] = [];
const helpColdSamples: number[] = [];
const N = quick ? 7 : 21;
timeSpawn(process.execPath, ['bin/subterra.js', '--help']); // fills the compile cache
for (let i = 0; i < N; i++) {
  nodeSamples.push(timeSpawn(process.execPath, ['-e', '0']));
  helpSamples.push(timeSpawn(process.execPath, ['bin/subterra.js', '--help']));
  const cold = freshCache();
  helpColdSamples.push(timeSpawn(process.execPath, ['bin/subterra.js', '--help'], cold));
  rmSync(cold.NODE_COMPILE_CACHE!, { recursive: true, force: true });
}
const nodeMs = median(nodeSamples);
const helpMs = median(helpSamples);
const helpColdMs = median(helpColdSamples);
note('node -e 0 (baseline)', `${round(nodeMs, 1)} ms`);
note(
  'subterra --help',
  `${round(helpMs, 1)} ms`,
  `(${round(helpMs / nodeMs)}× node; cold, first run after install: ${round(helpColdMs, 1)} ms, ${round(helpColdMs / nodeMs)}×)`,
);
const home = mkdtempSync(join(tmpdir(), 'subterra-bench-'));
const frameSamples: number[] = [];
const frameColdSamples: number[] = [];
const scriptSamples: number[] = [];
await firstFrame(home); // fills the compile cache
for (let i = 0; i < (quick ? 5 : 11); i++) {
  scriptSamples.push(ptyNode());
  frameSamples.push(await firstFrame(home));
  const cold = freshCache();
  frameColdSamples.push(await firstFrame(home, 'bin/subterra.js', { NODE_COMPILE_CACHE: cold.NODE_COMPILE_CACHE }));
  rmSync(cold.NODE_COMPILE_CACHE!, { recursive: true, force: true });
}
rmSync(home, { recursive: true, force: true });
const frameMs = median(frameSamples);
const frameColdMs = median(frameColdSamples);
const ptyNodeMs = median(scriptSamples);
note('node -e 0 in the pty (baseline)', `${round(ptyNodeMs, 1)} ms`);
note(
  'first frame of a game (pty)',
  `${round(frameMs, 1)} ms`,
  `(${round(frameMs / ptyNodeMs)}× node -e 0 in the same pty; ${round(frameMs / nodeMs)}× plain node -e 0)`,
);
note(
  '  cold, first run after install',
  `${round(frameColdMs, 1)} ms`,
  `(${round(frameColdMs / ptyNodeMs)}× node -e 0 in the same pty)`,
);

// ---- Render and memory: in a child process with Ink drawing to a 120×40 terminal in memory.
process.stderr.write('render…\n');
const renderOut = JSON.parse(
  execFileSync(process.execPath, ['scripts/run-ts.mjs', 'bench/ui-child.ts', quick ? '100' : '200'], {
    encoding: 'utf8',
  }),
) as {
  tiles: number;
  lat: number[];
  esc: number[];
  look: number[];
  history: number[];
  deck: number[];
  overview: number[];
  tutorial: number[];
};
const p50 = percentile(renderOut.lat, 50);
const p99 = percentile(renderOut.lat, 99);
note(
  'render of the table, key to frame',
  `p50 ${round(p50)} ms, p99 ${round(p99)} ms`,
  `(${renderOut.tiles} tiles, 120×40, ${renderOut.lat.length} frames of the x key)`,
);
note(
  '  Esc key to frame',
  `p50 ${round(percentile(renderOut.esc, 50))} ms`,
  '(Ink holds a lone Esc 20 ms to tell it from an escape sequence)',
);
const lookP99 = percentile(renderOut.look, 99);
const historyP99 = percentile(renderOut.history, 99);
note(
  'render, look mode open',
  `p50 ${round(percentile(renderOut.look, 50))} ms, p99 ${round(lookP99)} ms`,
  `(the cursor moved a square, the square described; ${renderOut.look.length} frames)`,
);
const deckP99 = percentile(renderOut.deck, 99);
const overviewP99 = percentile(renderOut.overview, 99);
note(
  'render, hazard deck (D)',
  `p50 ${round(percentile(renderOut.deck, 50))} ms, p99 ${round(deckP99)} ms`,
  `(the deck's page put up and taken away; ${renderOut.deck.length} frames)`,
);
note(
  'render, overview (O)',
  `p50 ${round(percentile(renderOut.overview, 50))} ms, p99 ${round(overviewP99)} ms`,
  `(the whole cave at a glance put up and taken away; ${renderOut.overview.length} frames)`,
);
const tutorialP99 = percentile(renderOut.tutorial, 99);
note(
  'render, the Deeper tutorial',
  `p50 ${round(percentile(renderOut.tutorial, 50))} ms, p99 ${round(tutorialP99)} ms`,
  `(its table with the guide's box, a key refused; ${renderOut.tutorial.length} frames)`,
);
note(
  'render, history open',
  `p50 ${round(percentile(renderOut.history, 50))} ms, p99 ${round(historyP99)} ms`,
  `(the whole game's log scrolled a line; ${renderOut.history.length} frames)`,
);
// The same at 160×48, where the board draws its largest tiles.
const bigOut = JSON.parse(
  execFileSync(process.execPath, ['scripts/run-ts.mjs', 'bench/ui-child.ts', quick ? '150' : '400', '160', '48'], {
    encoding: 'utf8',
  }),
) as { lat: number[]; look: number[]; deck: number[]; overview: number[]; tutorial: number[] };
const bigP99 = percentile(bigOut.lat, 99);
note(
  'render, large tiles, key to frame',
  `p50 ${round(percentile(bigOut.lat, 50))} ms, p99 ${round(bigP99)} ms`,
  `(160×48, ${bigOut.lat.length} frames)`,
);
const bigLookP99 = percentile(bigOut.look, 99);
const bigDeckP99 = percentile(bigOut.deck, 99);
const bigOverviewP99 = percentile(bigOut.overview, 99);
const bigTutorialP99 = percentile(bigOut.tutorial, 99);
note(
  '  look mode, hazard deck, overview, Deeper tutorial',
  `p99 ${round(bigLookP99)}, ${round(bigDeckP99)}, ${round(bigOverviewP99)}, ${round(bigTutorialP99)} ms`,
  '(160×48)',
);

process.stderr.write('memory…\n');
const longGame = JSON.parse(longText) as GameRecord;
// The peak moves by several MB from run to run (when V8 collects, what the kernel pages in): the median of a few.
const rssRuns: number[] = [];
let memActions = 0;
for (let i = 0; i < REPS; i++) {
  const mem = await playInPty(longGame);
  rssRuns.push(mem.peakRss / 1024 / 1024);
  memActions = mem.actions;
}
const rssMb = percentile(rssRuns, 50);
note(
  'peak RSS, a long game played by keys in a pty',
  `${round(rssMb, 1)} MB`,
  `(median of ${REPS} games, ${round(Math.min(...rssRuns), 1)}–${round(Math.max(...rssRuns), 1)}; ${memActions} actions, ${longGame.hashes!.length} rounds, real CLI, autosave checked after each)`,
);

// ---- Network: a real server in its own process; a room of four clients, then 200 rooms of bots.
process.stderr.write('network…\n');
const net = await netBench(quick);
note(
  'network: an action round trip on localhost',
  `p50 ${round(net.rttP50)} ms, p99 ${round(net.rttP99)} ms`,
  `(a client submits, all four clients of the room have the view after it; ${net.rttSamples} actions, saved before sent)`,
);
note(
  'network: 200 rooms of four bots, as fast as they play',
  `${Math.round(net.actionsPerS)} actions/s`,
  `(round trip p50 ${Math.round(net.loadP50)} ms, p99 ${Math.round(net.loadP99)} ms; ${net.rooms} rooms, ${net.windowS} s; players in 2 processes on ${net.cores} cores)`,
);
note(
  '  the server process under that load',
  `${round(net.serverCpuMsPerAction)} ms CPU/action`,
  `(${Math.round(net.serverCpuShare * 100)}% of one core; so about ${Math.round(1000 / net.serverCpuMsPerAction)} actions/s per core it has to itself)`,
);
note(
  '  memory per room beyond the base',
  `${round(net.mbPerRoom, 2)} MB`,
  `(RSS after a full collection; the JS heap ${round(net.heapMbPerRoom, 3)} MB a room)`,
);

// ---- SSH: the game's SSH door in its own process, reached with the machine's OpenSSH client.
const sshWhy = sshMissing();
let ssh: Awaited<ReturnType<typeof sshBench>> | null = null;
if (sshWhy === null) {
  process.stderr.write('ssh…\n');
  ssh = await sshBench(quick);
  note(
    'ssh: from ssh started to the menu drawn',
    `${round(ssh.firstFrameMs)} ms, ${round(ssh.firstFrameMs / ssh.echoMs)}× ssh echo`,
    `(median of ${ssh.reps}; ssh to a session that prints one line and exits, same server and key: ${round(ssh.echoMs)} ms)`,
  );
  note(
    '  memory per SSH session beyond the base',
    `${round(ssh.mbPerSession, 2)} MB`,
    `(each at a game's table, RSS after a full collection; ${round(ssh.mbPerSession50, 2)} MB a session with 50; base ${Math.round(ssh.baseMb)} MB)`,
  );
} else note('ssh', 'skipped', `(${sshWhy})`);

// ---- Report.
const w0 = Math.max(...rows.map((r) => r[0].length));
const w1 = Math.max(...rows.map((r) => r[1].length));
console.log(`subterra benchmark · node ${process.version} · ${REPS} repetitions${quick ? ' (quick)' : ''}`);
for (const [a, b, c] of rows) console.log(`${a.padEnd(w0)}  ${b.padStart(w1)}  ${c}`);
console.log(
  JSON.stringify({
    node: process.version,
    engine_games_per_s: Math.round(engine),
    engine_cpu_games_per_s: Math.round(engineCpu),
    replay_ms: round(replayMs),
    render_p50_ms: round(p50),
    render_p99_ms: round(p99),
    render_look_p99_ms: round(lookP99),
    render_history_p99_ms: round(historyP99),
    render_large_p99_ms: round(bigP99),
    render_deck_p99_ms: round(deckP99),
    render_overview_p99_ms: round(overviewP99),
    render_tutorial_p99_ms: round(tutorialP99),
    render_large_look_p99_ms: round(bigLookP99),
    render_large_deck_p99_ms: round(bigDeckP99),
    render_large_overview_p99_ms: round(bigOverviewP99),
    render_large_tutorial_p99_ms: round(bigTutorialP99),
    node_ms: round(nodeMs, 1),
    help_vs_node: round(helpMs / nodeMs),
    help_cold_vs_node: round(helpColdMs / nodeMs),
    first_frame_ms: round(frameMs, 1),
    first_frame_vs_node: round(frameMs / nodeMs),
    first_frame_vs_pty_node: round(frameMs / ptyNodeMs),
    first_frame_cold_vs_pty_node: round(frameColdMs / ptyNodeMs),
    rss_mb: round(rssMb, 1),
    net_rtt_p50_ms: round(net.rttP50),
    net_rtt_p99_ms: round(net.rttP99),
    server_actions_per_s: Math.round(net.actionsPerS),
    server_cpu_ms_per_action: round(net.serverCpuMsPerAction),
    server_mb_per_room: round(net.mbPerRoom, 2),
    ssh_first_frame_vs_ssh_echo: ssh ? round(ssh.firstFrameMs / ssh.echoMs) : null,
    ssh_first_frame_ms: ssh ? round(ssh.firstFrameMs) : null,
    ssh_mb_per_session: ssh ? round(ssh.mbPerSession, 2) : null,
    ssh_mb_per_session_50: ssh ? round(ssh.mbPerSession50, 2) : null,
  }),
);
