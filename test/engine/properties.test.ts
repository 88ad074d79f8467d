// Property tests: thousands of whole games played at random through legalActions. After every step
// the invariants of RULES.md hold; listed actions are accepted and unlisted ones refused; and every
// game's record replays to the identical state.
import { afterAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { botRng } from '../../src/bots/random.js';
import { actionError, actionKey, apply, DELTA, legalActions, newGame, tileAt } from '../../src/engine/index.js';
import { stateHash } from '../../src/engine/hash.js';
import { playerOfSeat } from '../../src/engine/facts.js';
import type { Action, CaverId, Difficulty, GameState } from '../../src/engine/types.js';
import { replayRecord } from '../../src/record/replay.js';
import { summarize } from '../../src/record/summary.js';
import type { GameRecord } from '../../src/record/types.js';
import { refusalText } from '../../src/words/index.js';

const IDS: CaverId[] = ['diver', 'scout', 'geologist', 'engineer', 'climber', 'medic', 'bodyguard', 'leader'];
const GAMES = Number(process.env.SUBTERRA_PROPERTY_GAMES ?? 2000);
const stats = { games: 0, steps: 0, probes: 0, folded: 0, pathfinder: 0, held: 0, directed: 0 };

afterAll(() => {
  // The figures the CI run reports.
  console.log(
    `property tests: ${stats.games} random games, ${stats.steps} steps checked, ${stats.probes} off-list actions probed, ${stats.folded} draws folded into whole actions`,
  );
});

/** The action as listed: `discard: false` is the default, as is the Geologist's `keep: 1`. */
function canonical(s: GameState, a: Action): Action {
  const x = { ...a } as Record<string, unknown>;
  if (x.discard === false) delete x.discard;
  if ((x.do === 'reveal' || x.do === 'explore') && x.caver === 'geologist' && x.keep === undefined) x.keep = 1;
  if (x.do === 'choose' && s.pending) {
    const seatOfId = (id: unknown) => s.cavers.findIndex((c) => c.id === id);
    const same =
      playerOfSeat(s.options.players, s.cavers.length, seatOfId(x.caver)) ===
      playerOfSeat(s.options.players, s.cavers.length, seatOfId(s.pending.chooser));
    if (same && seatOfId(x.caver) >= 0) x.caver = s.pending.chooser;
  }
  if (x.do === 'direct' && x.action && typeof x.action === 'object') {
    const inner = { ...(x.action as Record<string, unknown>) };
    delete inner.caver;
    if (inner.discard === false) delete inner.discard;
    if ((inner.do === 'reveal' || inner.do === 'explore') && x.target === 'geologist' && inner.keep === undefined)
      inner.keep = 1;
    x.action = inner;
  }
  return x as unknown as Action;
}

/** The invariants every reachable state keeps. Returns a description of the first one broken. */
export function broken(s: GameState): string | null {
  for (const c of s.cavers) {
    if (c.hp < 0 || c.hp > c.maxHp) return `${c.id} health ${c.hp} outside 0..${c.maxHp}`;
    const onBoard = !c.underwater && !c.removed;
    if (onBoard !== (c.at !== null))
      return `${c.id} at ${JSON.stringify(c.at)} while underwater=${c.underwater} removed=${c.removed}`;
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
  const inHand = s.drawn !== null && s.drawn.tile !== null ? 1 : 0;
  if (
    s.tiles.length - 1 + s.tileDiscards.length + (s.tileDeck.length - s.tileTop) + aside + inHand !==
    s.tileDeck.length
  ) {
    return 'tiles placed, discarded, held, drawn and left do not add up to the deck';
  }
  const why = drawBroken(s);
  if (why) return why;
  if (s.hazardTop !== s.hazardDiscards.length) return 'hazard cards drawn and discarded differ';
  if (s.hazardDeck[s.hazardDeck.length - 1] !== 'outoftime') return 'Out of Time is not under the hazard deck';
  if (s.outOfTime !== (s.hazardTop === s.hazardDeck.length)) return 'Out of Time flag out of step with the deck';
  // One hazard card a round: the game runs exactly as long as the deck allows before Out of Time.
  const phasesDone = s.phase === 'hazard' || s.phase === 'end' ? s.round : s.round - 1;
  if (s.hazardTop !== Math.min(s.hazardDeck.length, phasesDone))
    return `${s.hazardTop} hazard cards drawn by round ${s.round} (${s.phase})`;
  if (s.result === null && s.turn === null && s.pending === null) return 'nobody to act and nothing pending';
  if (s.result !== null && legalActions(s).length > 0) return 'actions listed after the game ended';
  return null;
}

/** The invariants of a Reveal or Explore played in steps (RULES.md §4): draw, Pathfinder, placement. */
function drawBroken(s: GameState): string | null {
  const legal = legalActions(s);
  const dr = s.drawn;
  if (dr === null) {
    // Before a draw: draws only, never a tile's orientations (they would tell the next tile).
    if (
      legal.some(
        (a) =>
          a.do === 'reveal' ||
          a.do === 'explore' ||
          a.do === 'pathfinder' ||
          (a.do === 'direct' && ['reveal', 'explore', 'pathfinder'].includes(a.action.do)),
      )
    ) {
      return 'a placement or Pathfinder listed with no tile drawn';
    }
    return null;
  }
  if (s.result !== null || s.pending !== null || s.turn === null) return 'a tile drawn outside a turn';
  const turn = s.cavers[s.turn].id;
  if ((dr.by ?? dr.caver) !== turn) return `a tile drawn by ${dr.caver} (${dr.by ?? 'not directed'}) in ${turn}'s turn`;
  if (dr.by !== null && !s.directUsed) return 'a directed draw without Direct used';
  const c = s.cavers.find((x) => x.id === dr.caver)!;
  if (c.at === null || c.at[0] + DELTA[dr.dir][0] !== dr.at[0] || c.at[1] + DELTA[dr.dir][1] !== dr.at[1])
    return `the tile drawn goes to ${dr.at}, not beside ${dr.caver}`;
  if (tileAt(s, dr.at[0], dr.at[1])) return 'a tile drawn for a square already filled';
  if (dr.tile === null && (dr.held === null || dr.caver !== 'geologist')) return 'nothing drawn and nothing held';
  if ((dr.held !== null) !== (dr.caver === 'geologist' && c.aside !== null))
    return "the held tile is not the Geologist's";
  if (dr.pathfinder !== null && dr.caver !== 'scout') return 'Pathfinder used by someone other than the Scout';
  // Only the placements of what was drawn, and Pathfinder: a drawn tile must be placed.
  if (legal.length === 0) return 'a tile drawn that cannot be placed';
  for (const a of legal) {
    const inner = (a.do === 'direct' ? a.action : a) as { do: string; dir?: string; discard?: boolean; keep?: number };
    if (a.caver !== (dr.by ?? dr.caver) || (dr.by !== null) !== (a.do === 'direct'))
      return `${JSON.stringify(a)} listed while ${dr.caver}'s tile is drawn`;
    if (inner.do === 'pathfinder') continue;
    if (inner.do !== dr.do || inner.dir !== dr.dir)
      return `${JSON.stringify(a)} listed while a tile is drawn for ${dr.do} ${dr.dir}`;
    if ((inner.discard === true) !== (dr.pathfinder !== null))
      return `${JSON.stringify(a)}: "discard" does not say whether Pathfinder was used`;
  }
  return null;
}

/** The same state with the undrawn tiles in another order: what a player cannot know. */
function shuffledDeck(s: GameState, rng: () => number): GameState {
  const rest = s.tileDeck.slice(s.tileTop);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  return { ...s, tileDeck: [...s.tileDeck.slice(0, s.tileTop), ...rest] };
}

/** Actions near the legal ones that the engine must refuse unless it lists them. */
function offList(s: GameState, legal: readonly Action[], rng: () => number): Action[] {
  const dirs = ['N', 'E', 'S', 'W', 'X'];
  const out: Action[] = [];
  const base = legal[Math.floor(rng() * legal.length)] as unknown as Record<string, unknown>;
  const who = s.cavers[Math.floor(rng() * s.cavers.length)].id;
  const kinds = [
    'reveal',
    'explore',
    'move',
    'run',
    'heal',
    'swim',
    'squeeze',
    'clear',
    'rope',
    'hide',
    'exert',
    'end',
    'dive',
    'surface',
    'quickdig',
    'demolish',
    'quickknot',
    'firstaid',
    'sprint',
    'repel',
    'direct',
    'choose',
    'draw',
    'pathfinder',
    'fly',
  ];
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];
  out.push({ ...base, caver: who } as Action);
  out.push({ ...base, do: pick(kinds) } as Action);
  if ('dir' in base) out.push({ ...base, dir: pick(dirs) } as Action);
  if ('open' in base) out.push({ ...base, open: pick(['N', 'NS', 'NES', 'NESW', 'EW', 'SW', '']) } as Action);
  if ('path' in base)
    out.push({
      ...base,
      path: [pick(dirs), pick(dirs), pick(dirs), pick(dirs)].slice(0, 1 + Math.floor(rng() * 4)),
    } as unknown as Action);
  if ('target' in base) out.push({ ...base, target: pick(IDS) } as Action);
  if ('kind' in base) out.push({ ...base, kind: pick(['reveal', 'explore', 'move']) } as Action);
  if ('discard' in base || 'keep' in base) out.push({ ...base, discard: rng() < 0.5, keep: pick([0, 1, 2]) } as Action);
  if ('action' in base) {
    const inner = base.action as Record<string, unknown>;
    out.push({
      ...base,
      action: {
        ...inner,
        ...('dir' in inner ? { dir: pick(dirs) } : {}),
        ...('open' in inner ? { open: pick(['S', 'NS', 'NESW', 'EW']) } : {}),
      },
    } as Action);
    out.push({ ...base, action: { ...inner, do: pick(kinds) } } as Action);
  }
  if ('option' in base) out.push({ ...base, option: Math.floor(rng() * 6) - 1 } as Action);
  out.push({ caver: who, do: pick(kinds), dir: pick(dirs) } as Action);
  return out;
}

function probe(s: GameState, legal: readonly Action[], rng: () => number): void {
  const listed = new Set(legal.map(actionKey));
  // No peeking: the actions on offer are the same whatever order the undrawn tiles are in.
  const blind = legalActions(shuffledDeck(s, rng)).map(actionKey);
  if (JSON.stringify(blind) !== JSON.stringify(legal.map(actionKey)))
    throw new Error(`the actions listed depend on the order of the undrawn tiles (round ${s.round})`);
  for (const a of legal) {
    const why = actionError(s, a);
    if (why !== null) throw new Error(`listed ${JSON.stringify(a)} refused: ${why}`);
  }
  for (const a of offList(s, legal, rng)) {
    stats.probes++;
    const ok = actionError(s, a) === null;
    const isListed = listed.has(actionKey(canonical(s, a)));
    if (ok !== isListed) throw new Error(`${JSON.stringify(a)}: accepted=${ok} but listed=${isListed}`);
  }
}

function playAndCheck(seed: string, team: CaverId[], difficulty: Difficulty, players: number): void {
  const rng = botRng(`${seed}/${team.join()}`);
  const start = newGame({ seed, difficulty, players, cavers: team });
  if (!start.ok) throw new Error(refusalText(start.error));
  let s = start.state;
  const actions: Action[] = [];
  let steps = 0;
  // The state before the draw in progress: its placement, applied there whole, must give the same state.
  let beforeDraw: GameState | null = null;
  expect(broken(s)).toBeNull();
  while (s.result === null) {
    const legal = legalActions(s);
    if (legal.length === 0) throw new Error(`nothing to do in round ${s.round}`);
    // On some steps (a check costs an actionError per action): every listed action is accepted,
    // and actions near the listed ones are accepted exactly when listed.
    if (rng() < 0.1) probe(s, legal, rng);
    const a = legal[Math.floor(rng() * legal.length)];

    const r = apply(s, a);
    if (!r.ok) throw new Error(`listed ${JSON.stringify(a)} refused: ${refusalText(r.error)}`);
    if (s.drawn === null && r.state.drawn !== null) beforeDraw = s;
    s = r.state;
    steps++;
    stats.steps++;
    if (s.drawn === null) {
      // The record holds the placement: the whole reveal or explore, the draw folded into it.
      actions.push(a);
      if (beforeDraw !== null) {
        const whole = apply(beforeDraw, a);
        if (!whole.ok)
          throw new Error(`the placement ${JSON.stringify(a)} as a whole action: ${refusalText(whole.error)}`);
        if (stateHash(whole.state) !== stateHash(s))
          throw new Error(`the placement ${JSON.stringify(a)} as a whole action gives another state`);
        stats.folded++;
        beforeDraw = null;
        const inner = (a.do === 'direct' ? a.action : a) as { discard?: boolean; keep?: number };
        if (inner.discard) stats.pathfinder++;
        if (inner.keep === 0) stats.held++;
        if (a.do === 'direct') stats.directed++;
      }
    }
    const why = broken(s);
    if (why) throw new Error(`after ${JSON.stringify(a)} (step ${steps}, seed ${seed}): ${why}`);
  }
  stats.games++;
  // The record of the game replays to the identical state.
  const record: GameRecord = {
    format: 'subterra-record',
    version: 1,
    seed,
    difficulty,
    players,
    cavers: team,
    actions,
  };
  const again = replayRecord(JSON.parse(JSON.stringify(record)) as GameRecord);
  if (!again.ok) throw new Error(again.error);
  if (stateHash(again.state) !== stateHash(s)) throw new Error(`seed ${seed}: the record replays to another state`);
  if (stats.games % 10 === 0) expect(summarize(again.state)).toEqual(summarize(s));
}

describe('the invariants themselves', () => {
  test('each is broken by a state that breaks it', () => {
    const r = newGame({ seed: 'inv', difficulty: 'normal', players: 1, cavers: ['diver', 'scout', 'medic', 'leader'] });
    if (!r.ok) throw new Error(refusalText(r.error));
    const s = r.state;
    expect(broken(s)).toBeNull();
    const withDiver = (c: Partial<GameState['cavers'][number]>): GameState => ({
      ...s,
      cavers: s.cavers.map((x) => (x.id === 'diver' ? { ...x, ...c } : x)),
    });
    expect(broken(withDiver({ hp: 4 }))).toMatch(/health 4/);
    expect(broken(withDiver({ removed: true, at: null, underwater: true }))).toMatch(/removed and still under water/);
    expect(broken(withDiver({ underwater: true }))).toMatch(/diver at/);
    expect(broken({ ...s, horrors: [1, 2, 3, 4].map((id) => ({ id, at: [0, 0] as const })) })).toMatch(/4 horrors/);
  });

  test("the draw's: a tile drawn counts in the deck, lies beside its caver, and only its placements are listed", () => {
    const r = newGame({ seed: 'inv', difficulty: 'normal', players: 1, cavers: ['scout', 'diver', 'medic', 'leader'] });
    if (!r.ok) throw new Error(refusalText(r.error));
    const d = apply(r.state, { caver: 'scout', do: 'draw', kind: 'explore', dir: 'N' });
    if (!d.ok) throw new Error(refusalText(d.error));
    const s = d.state;
    expect(broken(s)).toBeNull();
    const dr = s.drawn!;
    expect(broken({ ...s, tileTop: s.tileTop - 1 })).toMatch(/do not add up/);
    expect(broken({ ...s, drawn: { ...dr, at: [0, 1] } })).toMatch(/not beside scout/);
    expect(broken({ ...s, drawn: { ...dr, caver: 'diver' } })).toMatch(/in scout's turn/);
    expect(broken({ ...s, drawn: { ...dr, by: 'leader' } })).toMatch(/in scout's turn|without Direct/);
  });
});

describe('random games through legalActions', () => {
  test(`${GAMES} games: invariants after every step, lists exact, records replay identically`, () => {
    const team = fc.shuffledSubarray(IDS, { minLength: 4, maxLength: 6 });
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        team,
        fc.constantFrom<Difficulty>('normal', 'hard', 'expert'),
        fc.boolean(),
        (seed, cavers, difficulty, multi) => {
          const players = multi ? (cavers.length === 4 ? 2 : cavers.length === 6 ? 3 : 5) : 1;
          playAndCheck(seed, cavers, difficulty, players);
        },
      ),
      { numRuns: GAMES, seed: 20261122 },
    );
    expect(stats.games).toBe(GAMES);
    // Random play went through every kind of draw: plain, Pathfinder, the Geologist's held tile, directed.
    expect(Math.min(stats.folded, stats.pathfinder, stats.held, stats.directed)).toBeGreaterThan(GAMES / 100);
  });
});
