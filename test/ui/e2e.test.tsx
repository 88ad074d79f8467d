// A whole game played through the keyboard only: a small bot picks each action from the engine's
// legalActions, turns it into the keys a player would press (by the controller's rules), types them
// into the App, and checks that the session took exactly that action, until the end screen.
import { caverTitle } from '../../src/words/index.js';
import { afterEach, describe, expect, test } from '@jest/globals';
import seedrandom from 'seedrandom';
import {
  type Action,
  apply,
  caverDef,
  type CaverId,
  type Dir,
  type GameState,
  onExit,
  savedDraw,
  stateHash,
} from '../../src/engine/index.js';
import { choose, type Rng } from './e2e-bot.js';
import { moveDanger } from '../../src/ui/input/prompts.js';
import { candidates, discardsExit, revealVariants, squareOptions } from '../../src/ui/input/queries.js';
import { HOTKEY } from '../../src/ui/input/keys.js';
import type { Session } from '../../src/play/index.js';
import { ARROW_OF, KEY, lines, renderApp, scenarioSession, seededSession, unmountAll } from './kit.js';

afterEach(unmountAll);

const arrow = (d: Dir, rnd: Rng): string => (rnd() < 0.2 ? { N: 'k', S: 'j', E: 'l', W: 'h' }[d] : ARROW_OF[d]);
const number = (id: CaverId): string => String(caverDef(id).number);

/**
 * The keys for an action of the acting caver (or, with `directed`, for the caver the Leader directs,
 * once its menu is open), following the controller's prompts.
 */
function keysFor(s: GameState, a: Action, rnd: Rng, directed?: CaverId): string[] {
  switch (a.do) {
    // A step onto a horror or into leaking gas is asked twice (or confirmed with Enter).
    case 'move':
      return moveDanger(s, directed ?? a.caver, a.dir)
        ? [arrow(a.dir, rnd), rnd() < 0.5 ? KEY.enter : arrow(a.dir, rnd)]
        : [arrow(a.dir, rnd)];
    // Reveal or Explore: the letter and the side draw the tile, which the game then holds until it is placed.
    case 'draw':
      return [a.kind === 'explore' ? 'x' : 'r', arrow(a.dir, rnd)];
    // Pathfinder: Tab (twice when it would discard the Exit).
    case 'pathfinder':
      return discardsExit(s) ? [KEY.tab, KEY.tab] : [KEY.tab];
    case 'explore':
    case 'reveal': {
      const variants = revealVariants(s, directed);
      const v = variants.findIndex((x) => x.keep === a.keep);
      if (v < 0) throw new Error(`no reveal variant for ${JSON.stringify(a)}`);
      const turn = variants[v].opens.indexOf(a.open);
      if (turn < 0) throw new Error(`orientation ${a.open} is not offered for ${JSON.stringify(a)}`);
      const n = variants[v].opens.length;
      // Turn right, or left when shorter; Tab over to the Geologist's other tile first.
      const turns =
        turn <= n - turn ? Array(turn).fill(rnd() < 0.5 ? KEY.right : KEY.space) : Array(n - turn).fill(KEY.left);
      return [...Array(v).fill(KEY.tab), ...turns, KEY.enter];
    }
    case 'run':
    case 'sprint':
      return [HOTKEY[a.do], ...a.path.map((d) => arrow(d, rnd)), KEY.enter];
    case 'heal':
    case 'firstaid': {
      const targets = new Set(
        candidates(s, directed)
          .filter((x) => x.do === a.do)
          .map((x) => (x as { target: CaverId }).target),
      );
      const keys = targets.size === 1 ? [HOTKEY[a.do]] : [HOTKEY[a.do], number(a.target)];
      // Healing a caver at full health is asked first (issue 12, bug 9): Enter does it anyway.
      const t = s.cavers.find((c) => c.id === a.target)!;
      return t.hp >= t.maxHp ? [...keys, KEY.enter] : keys;
    }
    case 'swim':
    case 'squeeze':
    case 'demolish':
    case 'repel':
      return [HOTKEY[a.do], arrow(a.dir, rnd)];
    case 'clear':
    case 'quickdig':
      return [HOTKEY[a.do], a.dir ? arrow(a.dir, rnd) : '.'];
    case 'rope':
    case 'quickknot':
    case 'hide':
    case 'dive':
    case 'exert':
      return [HOTKEY[a.do]];
    // Enter asks again only when AP are left and something else could use them.
    case 'end':
      return rnd() < 0.5
        ? ['.']
        : s.ap > 0 && candidates(s).some((x) => x.do !== 'end' && x.do !== 'exert')
          ? [KEY.enter, KEY.enter]
          : [KEY.enter];
    case 'direct': {
      const inner = { ...a.action, caver: a.target } as Action;
      // A directed draw's placement: the prompt is already the directed caver's.
      if (s.drawn) return keysFor(s, inner, rnd, a.target);
      return ['v', number(a.target), ...keysFor(s, inner, rnd, a.target)];
    }
    case 'choose':
      return rnd() < 0.5
        ? [String(a.option + 1)]
        : [
            ...Array(a.option + 1)
              .fill(KEY.tab)
              .slice(1),
            KEY.enter,
          ];
    case 'surface': {
      const i = squareOptions(s, 'surface').findIndex((p) => p[0] === a.at[0] && p[1] === a.at[1]);
      return [...Array(i).fill(KEY.tab), KEY.enter];
    }
  }
}

const MEDAL = {
  gold: 'GOLD — everyone escaped!',
  silver: 'SILVER — one caver was left behind',
  bronze: 'BRONZE — two cavers were left behind',
  failure: 'FAILURE — three or more cavers were left behind',
};

async function playWholeGame(
  session: Session,
  botSeed: string,
): Promise<{ actions: number; kinds: Set<string>; steps: number }> {
  const sc = renderApp(session);
  await sc.press();
  // One random stream for the choices (so the game depends on the seeds only) and one for the keys.
  const rnd = seedrandom(botSeed);
  const keyRnd = seedrandom(`${botSeed}/keys`);
  const kinds = new Set<string>();
  let steps = 0;
  for (let n = 0; n < 600 && !session.over; n++) {
    const s = session.state;
    const a = choose(s, rnd);
    kinds.add(a.do === 'direct' ? `direct:${a.action.do}` : a.do);
    const before = session.record.actions.length;
    const keys = keysFor(s, a, keyRnd);
    // Mostly typed ahead (all keys before a redraw), sometimes key by key with redraws between.
    if (keyRnd() < 0.85) await sc.typeAhead(...keys);
    else await sc.press(...keys);
    // Exactly the intended action was taken, and the state is the engine's. A draw (and Pathfinder)
    // is saved as the draw in progress; the placement is the record's whole reveal or explore.
    const want = apply(s, a);
    const drawing = want.ok && want.state.drawn !== null;
    if (session.record.actions.length !== before + (drawing ? 0 : 1)) {
      throw new Error(
        `action ${n}: ${JSON.stringify(a)} typed as ${JSON.stringify(keys)} gave ${session.record.actions.length - before} actions; status: ${lines(sc.frame())[23]}`,
      );
    }
    if (drawing) expect(session.record.drawn).toEqual(savedDraw(session.state));
    else {
      expect(session.record.actions[before]).toEqual(a);
      expect(session.record.drawn).toBeUndefined();
    }
    expect(want.ok && stateHash(want.state)).toBe(stateHash(session.state));
    // The phases, step by step: either stepped through with Space, or skipped with Esc.
    let f = lines(sc.frame());
    const m = /^Step 1\/(\d+) · /.exec(f[22]);
    if (m) {
      const total = Number(m[1]);
      if (keyRnd() < 0.5) {
        for (let i = 2; i <= total; i++) {
          await sc.typeAhead(KEY.space);
          expect(lines(sc.frame())[22]).toMatch(new RegExp(`^Step ${i}/${total} · `));
          steps += 1;
        }
        await sc.typeAhead(KEY.space);
      } else await sc.typeAhead(KEY.esc);
      f = lines(sc.frame());
    }
    if (session.over) break;
    // The table shows whoever must act now.
    const st = session.state;
    if (st.pending) expect(f[0]).toContain('A choice is needed');
    else expect(f[0]).toContain(`${caverTitle(st.cavers[st.turn!].id)}'s turn`);
    const phase = { action: 'Action', horror: 'Horror', hazard: 'Hazard', end: 'End' }[st.phase];
    expect(f.slice(1, 4).join('\n')).toContain(`Round ${st.round} · ${phase} phase`);
  }
  expect(session.over).toBe(true);
  // The end screen: the medal of the engine's result, and each caver's fate.
  const s = session.state;
  const f = lines(sc.frame());
  expect(f[0]).toBe('SUB TERRA — the game is over');
  expect(f).toContain(`  ${MEDAL[s.result!]}`);
  s.cavers.forEach((c, seat) => {
    const d = caverDef(c.id);
    const line = f.find((l) => l.includes(` ${d.number} ${caverTitle(c.id)} `));
    expect(line?.slice(2, 3)).toBe(onExit(s, seat) ? '✓' : '✗');
  });
  expect(f.join('\n')).toContain(
    `Rounds played: ${s.round}   Seed: ${session.record.seed}   Difficulty: ${session.record.difficulty}`,
  );
  return { actions: session.record.actions.length, kinds, steps };
}

describe('a whole game through the keyboard', () => {
  test('five cavers (Pathfinder, Intuition, Direct) from a fixed seed, expert, to the end screen', async () => {
    // Seeds picked (scripts can replay the bot headless) for a game that uses all of the below.
    const session = seededSession('granite-1', ['scout', 'geologist', 'leader', 'medic', 'diver'], {
      difficulty: 'expert',
    });
    const r = await playWholeGame(session, 'bot-73');
    // It was a real game: many actions, of many kinds, through the phases and a horror tie.
    expect(r.actions).toBeGreaterThan(80);
    for (const k of ['move', 'explore', 'reveal', 'run', 'end', 'exert', 'choose', 'squeeze'])
      expect(r.kinds).toContain(k);
    expect(r.kinds).toContain('direct:explore');
    const placed = session.record.actions.filter((a) => a.do === 'explore' || a.do === 'reveal') as Extract<
      Action,
      { open: string }
    >[];
    expect(placed.some((a) => a.discard)).toBe(true); // Pathfinder
    expect(placed.some((a) => a.keep === 0) && placed.some((a) => a.keep === 1)).toBe(true); // Intuition
    expect(r.steps).toBeGreaterThan(0);
  });

  test('four cavers from a fixed seed: the Diver dives and surfaces', async () => {
    const session = seededSession('granite-5', ['diver', 'scout', 'medic', 'leader'], { difficulty: 'expert' });
    const r = await playWholeGame(session, 'bot-1310');
    for (const k of ['dive', 'surface', 'sprint', 'clear', 'swim']) expect(r.kinds).toContain(k);
  });

  test('an early Exit (fixed tile deck): the cavers head for it; some escape and some are left', async () => {
    const deck = [
      'empty:X',
      'empty:T',
      'water:X',
      'empty:X',
      'gas:T',
      'horror:D',
      'empty:L',
      'exit:D',
      'empty:I',
      'cavein:T:2,5',
      'empty:X',
      'tunnel:I',
      'ledge:I',
      'drop:I',
      'rough:X',
      'empty:T',
      'empty:X',
      'empty:L',
      'empty:X',
      'empty:T',
      'water:I',
      'empty:X',
      'empty:T',
      'empty:X',
    ];
    const session = scenarioSession({ cavers: ['diver', 'scout', 'medic', 'leader'], tiles: deck, seed: 'exit-early' });
    await playWholeGame(session, 'bot-9');
    expect(session.state.result).toBe('silver');
  });
});
