// Property tests: thousands of whole games played at random through legalActions. After every step
// the invariants of RULES.md hold; listed actions are accepted and unlisted ones refused; and every
// game's record replays to the identical state.
import { afterAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { botRng } from '../../src/bots/random.js';
import { actionError, apply, legalActions, newGame, tileAt } from '../../src/engine/index.js';
import { stateHash } from '../../src/engine/hash.js';
import { playerOfSeat } from '../../src/engine/facts.js';
import type { Action, CaverId, Difficulty, GameState } from '../../src/engine/types.js';
import { replayRecord } from '../../src/record/replay.js';
import { summarize } from '../../src/record/summary.js';
import type { GameRecord } from '../../src/record/types.js';

const IDS: CaverId[] = ['diver', 'scout', 'geologist', 'engineer', 'climber', 'medic', 'bodyguard', 'leader'];
const GAMES = Number(process.env.SUBTERRA_PROPERTY_GAMES ?? 2000);
const stats = { games: 0, steps: 0, probes: 0 };

afterAll(() => {
  // The figures the CI run reports.
  console.log(`property tests: ${stats.games} random games, ${stats.steps} steps checked, ${stats.probes} off-list actions probed`);
});

/** The action as listed: `discard: false` is the default, as is the Geologist's `keep: 1`. */
function canonical(s: GameState, a: Action): Action {
  const x = { ...a } as Record<string, unknown>;
  if (x.discard === false) delete x.discard;
  if ((x.do === 'reveal' || x.do === 'explore') && x.caver === 'geologist' && x.keep === undefined) x.keep = 1;
  if (x.do === 'choose' && s.pending) {
    const seatOfId = (id: unknown) => s.cavers.findIndex((c) => c.id === id);
    const same = playerOfSeat(s.options.players, s.cavers.length, seatOfId(x.caver)) === playerOfSeat(s.options.players, s.cavers.length, seatOfId(s.pending.chooser));
    if (same && seatOfId(x.caver) >= 0) x.caver = s.pending.chooser;
  }
  if (x.do === 'direct' && x.action && typeof x.action === 'object') {
    const inner = { ...(x.action as Record<string, unknown>) };
    delete inner.caver;
    if (inner.discard === false) delete inner.discard;
    if ((inner.do === 'reveal' || inner.do === 'explore') && x.target === 'geologist' && inner.keep === undefined) inner.keep = 1;
    x.action = inner;
  }
  return x as unknown as Action;
}

function key(a: unknown): string {
  const canon = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canon);
    if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as Record<string, unknown>)[k])]));
    return v;
  };
  return JSON.stringify(canon(a));
}

/** The invariants every reachable state keeps. Returns a description of the first one broken. */
export function broken(s: GameState): string | null {
  for (const c of s.cavers) {
    if (c.hp < 0 || c.hp > c.maxHp) return `${c.id} health ${c.hp} outside 0..${c.maxHp}`;
    const onBoard = !c.underwater && !c.removed;
    if (onBoard !== (c.at !== null)) return `${c.id} at ${JSON.stringify(c.at)} while underwater=${c.underwater} removed=${c.removed}`;
    if (c.at && !tileAt(s, c.at[0], c.at[1])) return `${c.id} stands off the tiles`;
    if (c.underwater && c.id !== 'diver') return `${c.id} is under water`;
    if (c.removed && c.underwater) return `${c.id} is removed and still under water`;
  }
  if (s.horrors.length > 3) return `${s.horrors.length} horrors`;
  for (const h of s.horrors) if (!tileAt(s, h.at[0], h.at[1])) return `a horror off the tiles at ${h.at}`;
  for (let i = 0; i < s.tiles.length; i++) {
    const t = s.tiles[i];
    if (tileAt(s, t.x, t.y) !== t) return `two tiles at ${t.x},${t.y}`;
    if (t.rubble && t.type !== 'cavein') return `rubble on a ${t.type} tile`;
    if (t.flooded && t.type !== 'water') return `a flood marker on a ${t.type} tile`;
    if (t.rope && t.type !== 'ledge' && t.type !== 'drop') return `a rope on a ${t.type} tile`;
    if ((t.blasted & t.open) !== t.blasted) return 'a blasted side that is not open';
  }
  const aside = s.cavers.filter((c) => c.aside !== null).length;
  if (s.tiles.length - 1 + s.tileDiscards.length + (s.tileDeck.length - s.tileTop) + aside !== s.tileDeck.length) {
    return 'tiles placed, discarded, held and left do not add up to the deck';
  }
  if (s.hazardTop !== s.hazardDiscards.length) return 'hazard cards drawn and discarded differ';
  if (s.hazardDeck[s.hazardDeck.length - 1] !== 'outoftime') return 'Out of Time is not under the hazard deck';
  if (s.outOfTime !== (s.hazardTop === s.hazardDeck.length)) return 'Out of Time flag out of step with the deck';
  // One hazard card a round: the game runs exactly as long as the deck allows before Out of Time.
  const phasesDone = s.phase === 'hazard' || s.phase === 'end' ? s.round : s.round - 1;
  if (s.hazardTop !== Math.min(s.hazardDeck.length, phasesDone)) return `${s.hazardTop} hazard cards drawn by round ${s.round} (${s.phase})`;
  if (s.result === null && s.turn === null && s.pending === null) return 'nobody to act and nothing pending';
  if (s.result !== null && legalActions(s).length > 0) return 'actions listed after the game ended';
  return null;
}

/** Actions near the legal ones that the engine must refuse unless it lists them. */
function offList(s: GameState, legal: readonly Action[], rng: () => number): Action[] {
  const dirs = ['N', 'E', 'S', 'W', 'X'];
  const out: Action[] = [];
  const base = legal[Math.floor(rng() * legal.length)] as unknown as Record<string, unknown>;
  const who = s.cavers[Math.floor(rng() * s.cavers.length)].id;
  const kinds = ['reveal', 'explore', 'move', 'run', 'heal', 'swim', 'squeeze', 'clear', 'rope', 'hide', 'exert', 'end', 'dive', 'surface',
    'quickdig', 'demolish', 'quickknot', 'firstaid', 'sprint', 'repel', 'direct', 'choose', 'fly'];
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];
  out.push({ ...base, caver: who } as Action);
  out.push({ ...base, do: pick(kinds) } as Action);
  if ('dir' in base) out.push({ ...base, dir: pick(dirs) } as Action);
  if ('open' in base) out.push({ ...base, open: pick(['N', 'NS', 'NES', 'NESW', 'EW', 'SW', '']) } as Action);
  if ('path' in base) out.push({ ...base, path: [pick(dirs), pick(dirs), pick(dirs), pick(dirs)].slice(0, 1 + Math.floor(rng() * 4)) } as unknown as Action);
  if ('target' in base) out.push({ ...base, target: pick(IDS) } as Action);
  if ('option' in base) out.push({ ...base, option: Math.floor(rng() * 6) - 1 } as Action);
  out.push({ caver: who, do: pick(kinds), dir: pick(dirs) } as Action);
  return out;
}

function probe(s: GameState, legal: readonly Action[], rng: () => number): void {
  const listed = new Set(legal.map(key));
  for (const a of legal) {
    const why = actionError(s, a);
    if (why !== null) throw new Error(`listed ${JSON.stringify(a)} refused: ${why}`);
  }
  for (const a of offList(s, legal, rng)) {
    stats.probes++;
    const ok = actionError(s, a) === null;
    const isListed = listed.has(key(canonical(s, a)));
    if (ok !== isListed) throw new Error(`${JSON.stringify(a)}: accepted=${ok} but listed=${isListed}`);
  }
}

function playAndCheck(seed: string, team: CaverId[], difficulty: Difficulty, players: number): void {
  const rng = botRng(`${seed}/${team.join()}`);
  const start = newGame({ seed, difficulty, players, cavers: team });
  if (!start.ok) throw new Error(start.error);
  let s = start.state;
  const actions: Action[] = [];
  expect(broken(s)).toBeNull();
  while (s.result === null) {
    const legal = legalActions(s);
    if (legal.length === 0) throw new Error(`nothing to do in round ${s.round}`);
    // On some steps (a check costs an actionError per action): every listed action is accepted,
    // and actions near the listed ones are accepted exactly when listed.
    if (rng() < 0.1) probe(s, legal, rng);
    const a = legal[Math.floor(rng() * legal.length)];

    const r = apply(s, a);
    if (!r.ok) throw new Error(`listed ${JSON.stringify(a)} refused: ${r.error}`);
    s = r.state;
    actions.push(a);
    stats.steps++;
    const why = broken(s);
    if (why) throw new Error(`after ${JSON.stringify(a)} (step ${actions.length}, seed ${seed}): ${why}`);
  }
  stats.games++;
  // The record of the game replays to the identical state.
  const record: GameRecord = { format: 'subterra-record', version: 1, seed, difficulty, players, cavers: team, actions };
  const again = replayRecord(JSON.parse(JSON.stringify(record)) as GameRecord);
  if (!again.ok) throw new Error(again.error);
  if (stateHash(again.state) !== stateHash(s)) throw new Error(`seed ${seed}: the record replays to another state`);
  if (stats.games % 10 === 0) expect(summarize(again.state)).toEqual(summarize(s));
}

describe('the invariants themselves', () => {
  test('each is broken by a state that breaks it', () => {
    const r = newGame({ seed: 'inv', difficulty: 'normal', players: 1, cavers: ['diver', 'scout', 'medic', 'leader'] });
    if (!r.ok) throw new Error(r.error);
    const s = r.state;
    expect(broken(s)).toBeNull();
    const withDiver = (c: Partial<GameState['cavers'][number]>): GameState => ({ ...s, cavers: s.cavers.map((x) => (x.id === 'diver' ? { ...x, ...c } : x)) });
    expect(broken(withDiver({ hp: 4 }))).toMatch(/health 4/);
    expect(broken(withDiver({ removed: true, at: null, underwater: true }))).toMatch(/removed and still under water/);
    expect(broken(withDiver({ underwater: true }))).toMatch(/diver at/);
    expect(broken({ ...s, horrors: [1, 2, 3, 4].map((id) => ({ id, at: [0, 0] as const })) })).toMatch(/4 horrors/);
  });
});

describe('random games through legalActions', () => {
  test(`${GAMES} games: invariants after every step, lists exact, records replay identically`, () => {
    const team = fc.shuffledSubarray(IDS, { minLength: 4, maxLength: 6 });
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), team, fc.constantFrom<Difficulty>('normal', 'hard', 'expert'), fc.boolean(), (seed, cavers, difficulty, multi) => {
        const players = multi ? (cavers.length === 4 ? 2 : cavers.length === 6 ? 3 : 5) : 1;
        playAndCheck(seed, cavers, difficulty, players);
      }),
      { numRuns: GAMES, seed: 20261122 },
    );
    expect(stats.games).toBe(GAMES);
  });
});
