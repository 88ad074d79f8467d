// Where the fair AI's games go, game by game: what a team of 4, 5 or 6 spends its action points on,
// when and how its cavers are lost, when the Exit is found and who is left behind. How the finding
// "Why larger teams do worse" in docs/balance.md was measured.
//   node scripts/run-ts.mjs bench/ai-diagnose.ts '{"it":8,"c":5}' diag 1 100 > diag5.jsonl
// The first argument is bench/ai-variants.ts's variant (worlds or time a decision, weights, knobs,
// difficulty, cavers); each game is the one `subterra sim --bot ai --seed BASE` plays with it. One
// JSON line per game; bench/ai-diagnose-sum.ts adds the lines up.
import { apply, caverDef, isConscious } from '../src/engine/index.js';
import type { Action, GameState } from '../src/engine/index.js';
import { caveIndex, indexAt, walkField } from '../src/ai/cave.js';
import { parseVariant, variantDecision, variantGame } from './ai-variant.js';

const [json, base, from, to] = process.argv.slice(2);
if (!json || !base || !from || !to) {
  console.error('usage: bench/ai-diagnose.ts JSON BASE FROM TO');
  process.exit(2);
}
const v = parseVariant(json);

/** Action points from each conscious caver in the cave to the Exit (255: no walk yet). */
function walksToExit(s: GameState): number[] {
  const ix = caveIndex(s);
  const out: number[] = [];
  if (ix.exit < 0) return out;
  s.cavers.forEach((c) => {
    if (!isConscious(c) || c.at === null) return;
    const i = indexAt(ix, c.at[0], c.at[1]);
    if (i === ix.exit) return;
    out.push(walkField(s, ix, c.id, i)[ix.exit]);
  });
  return out;
}

function onExitCount(s: GameState): number {
  const ix = caveIndex(s);
  if (ix.exit < 0) return 0;
  return s.cavers.filter((c) => c.at !== null && !c.removed && indexAt(ix, c.at[0], c.at[1]) === ix.exit).length;
}

/** Decision times (wall clock, or this thread's CPU): median, 99th percentile and longest, in milliseconds. */
function quantiles(xs: number[]): [number, number, number] {
  const ys = xs.slice().sort((a, b) => a - b);
  const at = (q: number): number => (ys.length === 0 ? 0 : ys[Math.min(ys.length - 1, Math.floor(q * ys.length))]);
  return [Number(at(0.5).toFixed(1)), Number(at(0.99).toFixed(1)), Number((ys[ys.length - 1] ?? 0).toFixed(1))];
}

function kindOf(a: Action): string {
  if (a.do === 'direct') return `direct:${a.action.do}`;
  return a.do;
}

for (let game = Number(from); game <= Number(to); game++) {
  const { seed, state } = variantGame(v, base, game);
  let s = state;
  const n = s.cavers.length;
  const hazards = s.hazardDeck.length - 1;
  const ap: Record<string, number> = {};
  const apBy: Record<string, number> = {};
  const damage: Record<string, number> = {};
  const faints: { caver: string; cause: string; round: number; afterExit: boolean }[] = [];
  let lastDamage: Record<string, string> = {};
  let exitRound = 0;
  let atExit: Record<string, unknown> | null = null;
  let unspent = 0;
  let unspentOnExit = 0;
  let exerts = 0;
  let draws = 0;
  let pathfinder = 0;
  let contacts = 0;
  let decisions = 0;
  let ms = 0;
  const times: number[] = [];
  // This thread's CPU time per decision: what the search itself spent, whatever else ran on the cores.
  const cpuTimes: number[] = [];
  let worlds = 0;
  let k = 0;
  let steps = 0;
  // Cavers on the Exit at each hazard phase after it is found.
  const onExitByRound: number[] = [];
  // Per round: how many conscious cavers stood on the Bodyguard's tile when a Tremor turned.
  let tremorShielded = 0;
  let tremorExposed = 0;
  while (s.result === null) {
    const c0 = process.threadCpuUsage();
    const t0 = performance.now();
    const d = variantDecision(v, seed, k++, s);
    if (d.worlds > 0) {
      decisions++;
      const t = performance.now() - t0;
      const c = process.threadCpuUsage(c0);
      ms += t;
      times.push(t);
      cpuTimes.push((c.user + c.system) / 1000);
      worlds += d.worlds;
    }
    const a = d.actions[0];
    const before = s;
    const r = apply(s, a);
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
    if (a.do === 'end' && before.turn !== null) {
      const c = before.cavers[before.turn];
      const ix = caveIndex(before);
      const here = c.at === null ? -1 : indexAt(ix, c.at[0], c.at[1]);
      if (ix.exit >= 0 && here === ix.exit) unspentOnExit += before.ap;
      else unspent += before.ap;
    }
    if (a.do === 'exert') exerts++;
    if (a.do === 'draw' || (a.do === 'direct' && a.action.do === 'draw')) draws++;
    if (a.do === 'pathfinder' || (a.do === 'direct' && a.action.do === 'pathfinder')) pathfinder++;
    for (const e of r.events) {
      if (e.t === 'action' && e.cost > 0) {
        const kind = kindOf(e.action);
        ap[kind] = (ap[kind] ?? 0) + e.cost;
        apBy[e.action.caver] = (apBy[e.action.caver] ?? 0) + e.cost;
      } else if (e.t === 'damage' && e.amount > 0) {
        damage[e.cause] = (damage[e.cause] ?? 0) + e.amount;
        lastDamage = { ...lastDamage, [e.caver]: e.cause };
      } else if (e.t === 'faint') {
        faints.push({ caver: e.caver, cause: lastDamage[e.caver] ?? '?', round: s.round, afterExit: exitRound > 0 });
      } else if (e.t === 'contact') contacts++;
      else if (e.t === 'hazard' && typeof e.card === 'string' && e.card.startsWith('tremor')) {
        const guard = s.cavers.find((c) => caverDef(c.id).protector && isConscious(c) && c.at !== null);
        for (const c of s.cavers) {
          if (!isConscious(c) || c.at === null || caverDef(c.id).protector) continue;
          if (guard && guard.at![0] === c.at[0] && guard.at![1] === c.at[1]) tremorShielded++;
          else tremorExposed++;
        }
      } else if (e.t === 'reveal' && e.tile.type === 'exit' && exitRound === 0) exitRound = s.round;
    }
    const prevRound = s.round;
    s = r.state;
    if (exitRound > 0 && atExit === null) {
      const walks = walksToExit(s);
      atExit = {
        round: exitRound,
        hazardsLeft: s.hazardDeck.length - 1 - s.hazardTop,
        tilesLeft: s.tileDeck.length - s.tileTop,
        conscious: s.cavers.filter((c) => isConscious(c)).length,
        down: s.cavers.filter((c) => !c.removed && !isConscious(c)).length,
        hp: s.cavers.reduce((x, c) => x + (isConscious(c) ? c.hp : 0), 0),
        walk: walks.reduce((x, y) => x + Math.min(y, 40), 0),
        noWalk: walks.filter((y) => y >= 255).length,
        walks: walks.slice().sort((x, y) => x - y),
      };
    }
    if (s.round !== prevRound && exitRound > 0) onExitByRound.push(onExitCount(before));
    if (++steps > 40000) throw new Error(`game ${seed} did not end`);
  }
  const ix = caveIndex(s);
  const end = s.cavers.map((c) => {
    const here = c.at === null ? -1 : indexAt(ix, c.at[0], c.at[1]);
    const state = c.removed
      ? 'removed'
      : c.underwater
        ? 'underwater'
        : !isConscious(c)
          ? 'unconscious'
          : ix.exit >= 0 && here === ix.exit
            ? 'exit'
            : 'cave';
    return { caver: c.id, state, hp: c.hp };
  });
  console.log(
    JSON.stringify({
      game,
      n,
      hazards,
      result: s.result,
      rounds: s.round,
      exitRound,
      tilesLeft: s.tileDeck.length - s.tileTop,
      atExit,
      end,
      faints,
      damage,
      ap,
      apBy,
      unspent,
      unspentOnExit,
      exerts,
      draws,
      pathfinder,
      contacts,
      tremorShielded,
      tremorExposed,
      onExitByRound,
      decisions,
      ms: Number((ms / Math.max(1, decisions)).toFixed(2)),
      worlds: Number((worlds / Math.max(1, decisions)).toFixed(1)),
      times: quantiles(times),
      cpu: quantiles(cpuTimes),
      ...(process.env.DIAG_TIMES ? { all: times.map((t) => Number(t.toFixed(1))) } : {}),
    }),
  );
}
