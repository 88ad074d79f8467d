// The panel beside the board (panelLines, pure): the round and time left, every caver with its
// health and state, the first-caver token and the active marker, and the action menu, which must
// list exactly the kinds of action the engine allows, with their AP costs.
import { caverTitle, tileRule } from '../../src/words/index.js';
import { describe, expect, test } from '@jest/globals';
import seedrandom from 'seedrandom';
import {
  type Action,
  actionCost,
  apply,
  CAVE_TILES,
  CAVER_IDS,
  caverDef,
  type CaverId,
  type GameState,
  type HazardId,
  HAZARDS,
  legalActions,
  type TileCard,
} from '../../src/engine/index.js';
import { summarize } from '../../src/record/summary.js';
import { IDLE, type Mode } from '../../src/ui/input/controller.js';
import { menuItems, menuLabel, ORDER, type MenuItem } from '../../src/ui/input/menu.js';
import { tableLayout } from '../../src/ui/layout.js';
import { paceLine, panelLines } from '../../src/ui/panel.js';
import { makeTheme } from '../../src/ui/theme.js';
import { describeEvent, tileName } from '../../src/ui/text/describe.js';
import { placements, run, start, type Act } from '../helpers/game.js';
import { refusalText } from '../../src/words/index.js';

const theme = makeTheme(false);
const W = 30;

function panel(
  s: GameState,
  o: { mode?: Mode; height?: number; width?: number; playerOf?: (seat: number) => number } = {},
): string[] {
  const mode = o.mode ?? IDLE;
  const menu = menuItems(s, mode);
  const title = mode.m === 'directMenu' ? 'Directed:' : s.turn !== null ? `Actions (${s.ap} AP):` : '';
  const out = panelLines(
    {
      state: s,
      width: o.width ?? W,
      height: o.height ?? 40,
      menu,
      menuTitle: title,
      ...(o.playerOf ? { playerOf: o.playerOf } : {}),
    },
    theme,
  );
  const bad = out.filter((l) => [...l].length !== (o.width ?? W));
  if (bad.length) throw new Error(`panel lines not ${o.width ?? W} wide: ${JSON.stringify(bad)}`);
  return out.map((l) => l.replace(/\s+$/, ''));
}

/** The panel line of a caver: starts with the active and token marks, then its number. */
function caverLine(lines: string[], id: CaverId): string {
  const d = caverDef(id);
  const found = lines.filter((l) => new RegExp(`^[▶ ][★ ]${d.number} ${caverTitle(id)}\\b`).test(l));
  expect(found).toHaveLength(1);
  return found[0];
}

const END = (c: CaverId): Act => ({ caver: c, do: 'end' });

/**
 * A caver line is exactly this, or this followed by other information after a space (such as
 * abilities left), but never by a state or AP count the line was not meant to show.
 */
function expectLine(line: string, want: string): void {
  const rest = line.startsWith(want) ? line.slice(want.length) : null;
  const ok =
    rest === '' ||
    (rest !== null && rest.startsWith(' ') && !/unconscious|under|taken|EXIT|hidden|down|\d AP/.test(rest));
  if (!ok) expect(line).toBe(want);
}

/**
 * Diver dives into a water tile, the Scout stands on the Exit, the Leader hides; the Medic is acting.
 * Dice: the Diver's exert test (6), the Leader's hide test (6).
 */
function busyRound() {
  const s = start({
    cavers: ['diver', 'scout', 'leader', 'medic'],
    tiles: ['water:I', 'exit:D', 'empty:X'],
    hazards: ['flood', 'tremor'],
    dice: [6, 6],
  });
  return run(s, [
    { caver: 'diver', do: 'explore', dir: 'N', open: 'NS' },
    { caver: 'diver', do: 'exert' },
    { caver: 'diver', do: 'dive' },
    END('diver'),
    { caver: 'scout', do: 'explore', dir: 'E', open: 'W' },
    END('scout'),
    { caver: 'leader', do: 'hide' },
    END('leader'),
  ]).state;
}

describe('panel: the cavers', () => {
  test('every caver with number, name and hearts; the acting one marked ▶ with its AP; ★ on the first caver', () => {
    const s = start({ cavers: ['bodyguard', 'scout', 'leader', 'medic', 'engineer'] });
    const lines = panel(s);
    expectLine(caverLine(lines, 'bodyguard'), '▶★7 Bodyguard ♥♥♥♥♥ 2 AP');
    expectLine(caverLine(lines, 'scout'), '  2 Scout     ♥♥♥');
    expectLine(caverLine(lines, 'leader'), '  8 Leader    ♥♥♥');
    expectLine(caverLine(lines, 'medic'), '  6 Medic     ♥♥♥');
    expectLine(caverLine(lines, 'engineer'), '  4 Engineer  ♥♥♥');
    // Seating order is kept.
    const order = lines.filter((l) => /^[▶ ][★ ]\d /.test(l)).map((l) => Number(l[2]));
    expect(order).toEqual([7, 2, 8, 6, 4]);
    // The turn passes on, the token stays; exerting shows the third AP.
    const a = run(s, [END('bodyguard'), { caver: 'scout', do: 'exert' }]).state;
    const l2 = panel(a);
    expectLine(caverLine(l2, 'bodyguard'), ' ★7 Bodyguard ♥♥♥♥♥');
    expectLine(caverLine(l2, 'scout'), '▶ 2 Scout     ♥♥♥   3 AP');
  });

  test('lost health shows as empty hearts', () => {
    const s = start({ cavers: ['bodyguard', 'scout', 'leader', 'medic'] });
    const hurt: GameState = {
      ...s,
      cavers: s.cavers.map((c) => (c.id === 'bodyguard' ? { ...c, hp: 2 } : c.id === 'leader' ? { ...c, hp: 1 } : c)),
    };
    const lines = panel(hurt);
    expectLine(caverLine(lines, 'bodyguard'), '▶★7 Bodyguard ♥♥♡♡♡ 2 AP');
    expectLine(caverLine(lines, 'leader'), '  8 Leader    ♥♡♡');
  });

  test('states from a real round: under water, on the Exit, hidden (34-column panel)', () => {
    const s = busyRound();
    const v = summarize(s);
    expect([v.turn, v.cavers.map((c) => c.state)]).toEqual([
      'medic',
      ['underwater', 'conscious', 'conscious', 'conscious'],
    ]);
    const lines = panel(s, { width: 34 });
    expectLine(caverLine(lines, 'diver'), ' ★1 Diver     ♥♥♥   under water');
    expectLine(caverLine(lines, 'scout'), '  2 Scout     ♥♥♥   ON THE EXIT');
    expectLine(caverLine(lines, 'leader'), '  8 Leader    ♥♥♥   hidden');
    expectLine(caverLine(lines, 'medic'), '▶ 6 Medic     ♥♥♥   2 AP');
    expect(lines[1]).toContain('Exit found');
  });

  const downAndOut = (): GameState => {
    const s = busyRound();
    return {
      ...s,
      cavers: s.cavers.map((c) =>
        c.id === 'diver'
          ? { ...c, hp: 0 }
          : c.id === 'scout'
            ? { ...c, removed: true, at: null }
            : c.id === 'leader'
              ? { ...c, hp: 0, hidden: false }
              : c,
      ),
    };
  };

  test('states: unconscious, taken, and unconscious under water (34-column panel)', () => {
    const lines = panel(downAndOut(), { width: 34 });
    expectLine(caverLine(lines, 'diver'), ' ★1 Diver     ♡♡♡   out, under');
    expectLine(caverLine(lines, 'scout'), '  2 Scout     ♥♥♥   taken');
    expectLine(caverLine(lines, 'leader'), '  8 Leader    ♡♡♡   unconscious');
  });

  // Was a UI bug: 11-letter states cut with "…" in the 30-column panel. States now fall back to short
  // words ("out cold", "diving", "EXIT") when the long ones do not fit.
  test('states fit the 30-column panel of an 80-column terminal', () => {
    expect(tableLayout(80, 24).panelCols).toBe(30);
    const s = start({ cavers: ['scout', 'medic', 'leader', 'diver'] });
    expect(panel({ ...s, hazardTop: s.hazardDeck.length, outOfTime: true })[1]).toBe('OUT OF TIME! · Tiles 65');
    const a = panel(busyRound());
    expect(caverLine(a, 'diver')).toMatch(/ (under water|diving)$/);
    expect(caverLine(a, 'scout')).toMatch(/ (ON THE EXIT|EXIT)( PF×3)?$/);
    const b = panel(downAndOut());
    expect(caverLine(b, 'diver')).toMatch(/ out, under$/);
    expect(caverLine(b, 'leader')).toMatch(/ (unconscious|out cold)$/);
    for (const l of [...a, ...b]) expect(l).not.toContain('…');
  });

  test('in hot-seat play each caver shows its player', () => {
    const s = start({ cavers: ['scout', 'medic', 'leader', 'diver'], players: 2 });
    const lines = panel(s, { playerOf: (seat) => (seat < 2 ? 1 : 2) });
    expectLine(caverLine(lines, 'scout'), '▶★2 Scout     ♥♥♥   P1 2 AP');
    expectLine(caverLine(lines, 'medic'), '  6 Medic     ♥♥♥   P1');
    expectLine(caverLine(lines, 'leader'), '  8 Leader    ♥♥♥   P2');
    expectLine(caverLine(lines, 'diver'), '  1 Diver     ♥♥♥   P2');
  });

  // Was a UI bug: with player labels at 80 columns, "out cold" was cut to "out co…".
  test('in hot-seat play at 30 columns, states still fit: "out" when nothing longer does', () => {
    const s = downAndOut();
    const lines = panel(s, { playerOf: (seat) => seat + 1 });
    expect(caverLine(lines, 'leader')).toMatch(/ P\d out$/);
    expect(caverLine(lines, 'diver')).toMatch(/ P\d out$/);
    expect(caverLine(lines, 'scout')).toMatch(/ P\d taken$/);
    for (const l of lines) expect(l).not.toContain('…');
  });

  // Was a UI bug: "Quick knot" was cut to "Quick kn…" in the two-column menu of a 30-column panel.
  test('every action label of every caver fits the two-column menu of the 30-column panel', () => {
    const s = start({ cavers: ['scout', 'medic', 'leader', 'diver'] });
    for (const id of CAVER_IDS) {
      const menu: MenuItem[] = ORDER.flatMap((kind) => {
        const label = menuLabel(id, kind);
        return label === null ? [] : [{ key: 'k', label, cost: kind === 'exert' ? '+1' : '2', kind }];
      });
      expect(menu.length).toBeGreaterThan(8);
      const lines = panelLines({ state: s, width: W, height: 40, menu, menuTitle: 'Actions:' }, theme);
      for (const m of menu) expect(lines.join('\n')).toContain(` ${m.label} `);
      expect(lines.filter((l) => l.includes('…'))).toEqual([]);
    }
  });
});

describe('panel: the round and the time left', () => {
  test('the draw pace: tiles to draw before the Exit can appear, against the rounds left; said when the team is behind', () => {
    const s = start({ cavers: ['scout', 'medic', 'leader', 'diver'] });
    expect(paceLine(s, 30)).toEqual({ text: 'Exit after 59 tiles: 2.7/round', behind: false });
    // A round with one tile drawn: 58 in 21 rounds (2.8 a round), the team drew 1.0: behind.
    const a = run(s, [
      placements(s, 'reveal', 'N')[0] as unknown as Act,
      END('scout'),
      END('medic'),
      END('leader'),
      END('diver'),
    ]).state;
    expect(paceLine(a, 40)).toEqual({ text: 'Exit after 58 tiles: 2.8/round, team 1.0', behind: true });
    // At 30 columns the team's own rate gives way.
    expect(paceLine(a, 30)!.text).toBe('Exit after 58 tiles: 2.8/round');
    // Near the end of the deck: the Exit can come with the next tile; once found, no pace line.
    expect(paceLine({ ...s, tileTop: s.tileDeck.length - 6 }, 30)!.text.trim()).toBe('The Exit can be the next tile');
    const exit = start({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['exit:D', 'empty:X'] });
    const found = run(exit, [{ caver: 'scout', do: 'reveal', dir: 'N', open: 'S' }]).state;
    expect(paceLine(found, 30)).toBeNull();
    expect(panel(found).join('\n')).toContain('Exit found');
  });

  test('round and phase, hazards left before Out of Time, tiles left, as the engine counts them', () => {
    const s = start({ cavers: ['scout', 'medic', 'leader', 'diver'] });
    const v = summarize(s);
    expect(v.hazardsLeft).toBe(23);
    let lines = panel(s);
    expect(lines.slice(0, 2)).toEqual([
      'Round 1 · Action phase',
      `Hazards ${v.hazardsLeft - 1}+OoT · Tiles ${v.tilesLeft}`,
    ]);
    // A round later: one hazard card fewer, one tile fewer.
    const a = run(s, [
      placements(s, 'reveal', 'N')[0] as unknown as Act,
      END('scout'),
      END('medic'),
      END('leader'),
      END('diver'),
    ]).state;
    const w = summarize(a);
    expect([w.round, w.hazardsLeft, w.tilesLeft]).toEqual([2, 22, v.tilesLeft - 1]);
    lines = panel(a);
    expect(lines.slice(0, 2)).toEqual(['Round 2 · Action phase', `Hazards 21+OoT · Tiles ${w.tilesLeft}`]);
  });

  test('the other phases, the last card, Out of Time and the end', () => {
    const s = start({ cavers: ['scout', 'medic', 'leader', 'diver'] });
    expect(panel({ ...s, phase: 'horror', turn: null })[0]).toBe('Round 1 · Horror phase');
    expect(panel({ ...s, phase: 'hazard', turn: null })[0]).toBe('Round 1 · Hazard phase');
    expect(panel({ ...s, phase: 'end', turn: null })[0]).toBe('Round 1 · End phase');
    expect(panel({ ...s, hazardTop: s.hazardDeck.length - 1 })[1]).toBe('Out of Time next · Tiles 65');
    expect(panel({ ...s, hazardTop: s.hazardDeck.length, outOfTime: true }, { width: 34 })[1]).toBe(
      'OUT OF TIME! · Tiles 65',
    );
    const over = panel({ ...s, result: 'silver', turn: null });
    expect(over[0]).toBe('Round 1 · Game over');
    expect(over.join('\n')).not.toContain('Actions');
  });
});

/** Kinds of action the engine offers now (for the acting caver, or the directed caver's). */
function engineKinds(s: GameState, directed?: CaverId): Set<string> {
  // A tile drawn: no menu (the prompt places the tile). A draw is the Reveal or Explore it starts.
  if (s.drawn) return new Set();
  const legal = legalActions(s);
  const kind = (a: { do: string; kind?: string }): string => (a.do === 'draw' ? a.kind! : a.do);
  if (directed)
    return new Set(
      legal
        .filter((a) => a.do === 'direct' && a.target === directed)
        .map((a) => kind((a as Extract<Action, { do: 'direct' }>).action)),
    );
  return new Set(legal.map(kind).filter((k) => k !== 'surface' && k !== 'choose'));
}

/** What is wrong with the menu against the engine (empty if nothing), and the kinds it listed. */
function menuProblems(s: GameState, mode: Mode = IDLE): { problems: string[]; kinds: string[] } {
  const directed = mode.m === 'directMenu' ? mode.target : undefined;
  const items = menuItems(s, mode);
  const kinds = items.map((m) => m.kind);
  const problems: string[] = [];
  const want = s.pending ? [] : [...engineKinds(s, directed)];
  if (new Set(kinds).size !== kinds.length || kinds.length !== want.length || !want.every((k) => kinds.includes(k))) {
    problems.push(`menu ${kinds.join(',')} but the engine allows ${want.join(',')}`);
  }
  const who = directed ?? (s.turn !== null ? s.cavers[s.turn].id : null);
  // A 40-column panel (terminals of 140 columns and more), where no label is cut.
  const text = panel(s, { mode, width: 40 }).join('\n');
  for (const m of items) {
    const cost =
      m.kind === 'exert' ? '+1' : m.kind === 'end' || directed ? '' : String(actionCost(who!, m.kind as Action['do']));
    if (m.cost !== cost) problems.push(`${m.kind} costs "${m.cost}", the engine says "${cost}"`);
    // Every item is on the panel with its key, name and cost.
    const shown =
      m.kind === 'move'
        ? text.includes(`←↑→↓ or hjkl: Move${m.cost ? `   ${m.cost}` : ''}`)
        : new RegExp(`${m.key === 'Enter' ? '⏎' : m.key} ${m.label}\\s+${m.cost.replace('+', '\\+')}`).test(text);
    if (!shown) problems.push(`${m.kind} is not on the panel`);
  }
  return { problems, kinds };
}

function checkMenu(s: GameState, mode: Mode = IDLE): string[] {
  const { problems, kinds } = menuProblems(s, mode);
  expect(problems).toEqual([]);
  return kinds;
}

describe('panel: the action menu', () => {
  test("at the start: exactly the engine's kinds with their costs", () => {
    const s = start({ cavers: ['scout', 'medic', 'leader', 'diver'] });
    expect(checkMenu(s)).toEqual(['explore', 'reveal', 'heal', 'hide', 'exert', 'end']);
    const text = panel(s).join('\n');
    expect(text).toContain('Actions (2 AP):');
    expect(text).toMatch(/x Explore\s+1/);
    expect(text).toMatch(/a Heal\s+2/);
    expect(text).toMatch(/e Exert\s+\+1/);
    expect(text).toContain('⏎ End turn');
  });

  test('kinds that need AP leave the menu when the AP is spent; exert leaves once used', () => {
    const s = start({ cavers: ['scout', 'medic', 'leader', 'diver'], tiles: ['empty:X', 'empty:X'] });
    const a = run(s, [{ caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' }]).state;
    expect(checkMenu(a)).toEqual(['move', 'explore', 'reveal', 'exert', 'end']); // 1 AP: no Heal, Run or Hide
    const b = run(a, [{ caver: 'scout', do: 'exert' }]).state;
    expect(checkMenu(b)).toEqual(['move', 'explore', 'reveal', 'run', 'heal', 'hide', 'end']);
    const c = run(b, [{ caver: 'scout', do: 'hide' }]).state;
    expect(checkMenu(c)).toEqual(['end']);
  });

  test("the Leader's Direct, and the directed caver's own 1-AP menu without costs", () => {
    const s = start({ cavers: ['leader', 'medic', 'scout', 'diver'], tiles: ['empty:X', 'empty:X'] });
    expect(checkMenu(s)).toContain('direct');
    const directed = checkMenu(s, { m: 'directMenu', target: 'medic' });
    expect(directed).toEqual(['explore', 'reveal', 'firstaid']);
    expect(panel(s, { mode: { m: 'directMenu', target: 'medic' } }).join('\n')).toContain('Directed:');
  });

  test('no menu while a choice is pending, for a Diver under water only the forced surfacing', () => {
    const s = busyRound();
    const t: GameState = {
      ...s,
      pending: {
        kind: 'horror-path',
        chooser: 'medic',
        options: [
          [0, 0],
          [1, 0],
        ],
      },
      turn: null,
    };
    expect(checkMenu(t)).toEqual([]);
  });

  test("along random games, the menu always lists exactly the engine's kinds", () => {
    const teams: CaverId[][] = [
      ['diver', 'scout', 'geologist', 'engineer'],
      ['climber', 'medic', 'bodyguard', 'leader'],
      ['leader', 'engineer', 'medic', 'geologist', 'climber'],
      ['scout', 'diver', 'bodyguard', 'medic', 'leader', 'climber'],
    ];
    const seen = new Set<string>();
    const problems: string[] = [];
    teams.forEach((cavers, i) => {
      const rnd = seedrandom(`menu-${i}`);
      let s = start({ cavers, seed: `menu-${i}`, difficulty: 'expert' });
      for (let n = 0; n < 200 && s.result === null; n++) {
        const top = menuProblems(s);
        problems.push(...top.problems);
        for (const k of top.kinds) seen.add(k);
        if (s.turn !== null && !s.directUsed) {
          const targets = new Set(
            legalActions(s)
              .filter((a) => a.do === 'direct')
              .map((a) => (a as Extract<Action, { do: 'direct' }>).target),
          );
          for (const t of targets) problems.push(...menuProblems(s, { m: 'directMenu', target: t }).problems);
        }
        const legal = legalActions(s);
        const useful = legal.filter((a) => a.do !== 'end' && a.do !== 'exert');
        const a =
          useful.length && rnd() < 0.8
            ? useful[Math.floor(rnd() * useful.length)]
            : (legal.find((x) => x.do === 'end') ?? legal[0]);
        const r = apply(s, a);
        if (!r.ok) throw new Error(refusalText(r.error));
        s = r.state;
      }
    });
    expect(problems).toEqual([]);
    // The walk met most kinds (a sanity check that it tested something).
    for (const k of [
      'move',
      'explore',
      'reveal',
      'run',
      'heal',
      'hide',
      'exert',
      'end',
      'direct',
      'sprint',
      'firstaid',
    ])
      expect(seen).toContain(k);
  });

  // Was a UI bug: End turn dropped from a six-caver menu at 80×24 (the separators now go first).
  test('at the minimum table size with six cavers, the menu still lists every kind (End turn included)', () => {
    const s = start({
      cavers: ['scout', 'medic', 'leader', 'diver', 'bodyguard', 'engineer'],
      tiles: ['empty:X', 'empty:X', 'empty:X'],
    });
    const a = run(s, [{ caver: 'scout', do: 'explore', dir: 'N', open: 'NESW' }, END('scout')]).state;
    const L = tableLayout(80, 24);
    const items = menuItems(a, IDLE);
    expect(items.map((m) => m.kind)).toEqual([
      'move',
      'explore',
      'reveal',
      'run',
      'sprint',
      'heal',
      'firstaid',
      'hide',
      'exert',
      'end',
    ]);
    const text = panel(a, { height: L.middleRows, width: L.panelCols }).join('\n');
    for (const m of items.filter((x) => x.kind !== 'move')) expect(text).toContain(m.label);
  });
});

describe('texts that must fit the 80-column screen whole', () => {
  test("every hazard card's log line and every tile's rule line fit 80 columns", () => {
    const tooLong = [
      ...(Object.keys(HAZARDS) as HazardId[]).map((card) => describeEvent({ t: 'hazard', card })!),
      ...[...CAVE_TILES, { type: 'exit', shape: 'D' } as TileCard].map((t) => `${tileName(t)}: ${tileRule(t.type)}`),
    ].filter((l) => l.length > 80);
    expect(tooLong).toEqual([]);
  });
});
