// The screen reader's answers to the questions a player types about the cave: where a caver is and
// what lies on each side, the threats near each caver, the way to the Exit or to the nearest place
// to reveal, the team, the decks, the round, what a square holds. Each fact is read from the state
// or asked of the rules (wayTo, horrorHunts, stepCost, drawPace); every word comes from the catalog.
import {
  BIT,
  caverDef,
  type CaverId,
  type Dir,
  DIRS,
  drawPace,
  type GameState,
  horrorHunts,
  isConscious,
  isExit,
  onTile,
  playerOfSeat,
  type Pos,
  samePos,
  step,
  stepCost,
  tileAt,
  type Way,
  wayTo,
} from '../../engine/index.js';
import {
  actionName,
  andList,
  caverName,
  dirLetter,
  dirName,
  hazardName,
  lower,
  phaseName,
  say,
  tileName,
  tileRule,
  tileTypeName,
  tileWords,
  whoIsAt,
} from '../../words/index.js';
import { caverState, paceLine } from '../panel.js';
import { dirsOf, legal } from '../input/queries.js';
import { costWords } from '../text/danger.js';
import { lookLines } from '../text/look.js';

/** The caver the questions are about: the one acting, else the one who decides a choice, else the first. */
export function focusCaver(s: GameState): CaverId {
  if (s.turn !== null) return s.cavers[s.turn].id;
  if (s.pending) return s.pending.chooser;
  return s.cavers[s.first]?.id ?? s.cavers[0].id;
}

/** `where`: the caver's square, and what lies on each side of it. */
export function whereLines(s: GameState, who: CaverId): string[] {
  const c = s.cavers.find((x) => x.id === who)!;
  if (!onTile(c)) return [say('reader.where.not-on-tile', { who: caverName(who) })];
  const at = c.at!;
  const here = tileAt(s, at[0], at[1])!;
  const out = [say('reader.where.here', { who: caverName(who), place: tileWords(s, at) })];
  const others = whoIsAt(s, at)
    .split(say('list.comma'))
    .filter((n) => n !== '' && n !== caverName(who));
  if (others.length) out.push(say('reader.where.with', { who: andList(others) }));
  for (const d of DIRS) {
    const to = step(at, d);
    const t = tileAt(s, to[0], to[1]);
    const facts: string[] = [];
    if ((here.open & BIT[d]) === 0) facts.push(say('reader.where.wall'));
    if (!t) {
      // Whether the caver to act could reveal a tile there now (the rules' own list says).
      if ((here.open & BIT[d]) !== 0)
        facts.push(
          s.turn !== null && s.cavers[s.turn].id === who && dirsOf(legal(s), 'reveal').has(d)
            ? say('reader.where.revealable')
            : say('reader.where.unexplored'),
        );
    } else {
      facts.push(tileWords(s, to));
      const there = whoIsAt(s, to);
      if (there) facts.push(say('reader.where.who', { who: there }));
      if (s.horrors.some((h) => samePos(h.at, to))) facts.push(say('reader.where.horror'));
      if ((here.open & BIT[d]) !== 0) {
        const cost = stepCost(s, who, d);
        const words = cost ? costWords(cost) : [];
        if (words.length) facts.push(say('reader.where.step-costs', { costs: words.join(say('list.comma')) }));
      }
    }
    out.push(say('reader.where.side', { dir: dirName(d), what: facts.join(say('list.semicolon')) }));
  }
  return out;
}

/** `threats`: for each caver, the horrors that hunt it, a horror next door, gas leaking, its state. */
export function threatLines(s: GameState): string[] {
  const hunts = horrorHunts(s);
  const out: string[] = [];
  if (s.horrors.length === 0) out.push(say('reader.threats.no-horrors'));
  for (const c of s.cavers) {
    const threats: string[] = [];
    if (c.removed) threats.push(say('reader.threats.taken'));
    else if (c.underwater) threats.push(say('reader.threats.under-water'));
    else if (!isConscious(c)) threats.push(say('reader.threats.out'));
    if (onTile(c) && isExit(s, c.at)) threats.push(say('reader.threats.safe'));
    else if (onTile(c) && isConscious(c)) {
      for (const h of hunts) {
        if (h.victim !== c.id) continue;
        const hunt = say('reader.threats.hunted', { count: h.dist, place: tileWords(s, h.at) });
        threats.push(h.tie ? say('reader.threats.hunted-tie', { hunt }) : hunt);
      }
      for (const d of DIRS) {
        const to = step(c.at!, d);
        if (s.horrors.some((h) => samePos(h.at, to)))
          threats.push(say('reader.threats.horror-next', { where: dirName(d) }));
        const t = tileAt(s, to[0], to[1]);
        const cost = t && t.type === 'gas' ? stepCost(s, c.id, d) : null;
        if (cost && cost.gas > 0) threats.push(say('reader.threats.leak', { where: dirName(d), loss: cost.gas }));
      }
      const t = tileAt(s, c.at![0], c.at![1])!;
      // The tile's own danger, where it has one (a Cave-in by its numbers).
      if (t.type !== 'start' && t.type !== 'tunnel' && t.type !== 'empty' && t.type !== 'exit')
        threats.push(
          say('reader.threats.on-tile', {
            tile: t.faces ? tileName({ type: 'cavein', shape: t.shape, faces: t.faces }) : tileTypeName(t.type),
            rule: tileRule(t.type),
          }),
        );
    }
    out.push(
      say('reader.threats.caver', {
        who: caverName(c.id),
        threats: threats.length ? threats.join(say('list.semicolon')) : say('reader.threats.none'),
      }),
    );
  }
  for (const h of hunts)
    if (h.fades || h.victim === null) out.push(say('reader.threats.fades', { place: tileWords(s, h.at) }));
  return out;
}

/** A way's steps in words, runs of the same direction together: "2 north, then 1 east by Swim (gas: -2 health)". */
function stepsWords(way: Way): string {
  const parts: string[] = [];
  let i = 0;
  while (i < way.steps.length) {
    const st = way.steps[i];
    let n = 1;
    while (
      i + n < way.steps.length &&
      way.steps[i + n].dir === st.dir &&
      way.steps[i + n].by === st.by &&
      costWords(way.steps[i + n - 1].cost).length === 0
    )
      n++;
    const last = way.steps[i + n - 1];
    const base =
      st.by === 'move'
        ? say('reader.way.steps', { n, where: dirName(st.dir) })
        : say('reader.way.by', { n, where: dirName(st.dir), action: actionName(st.by) });
    const costs = costWords(last.cost);
    parts.push(costs.length ? say('reader.way.costs', { steps: base, costs: costs.join(say('list.comma')) }) : base);
    i += n;
  }
  return parts.join(say('reader.way.then'));
}

/** `way`: the way to the Exit and to the nearest tile a Reveal can go from, for this caver. */
export function wayLines(s: GameState, who: CaverId): string[] {
  const c = s.cavers.find((x) => x.id === who)!;
  if (!onTile(c) || !isConscious(c)) return [say('reader.way.no-way', { who: caverName(who) })];
  const out: string[] = [];
  if (onTile(c) && isExit(s, c.at)) out.push(say('reader.way.on-exit', { who: caverName(who) }));
  else if (!drawPace(s).exitFound) out.push(say('reader.way.no-exit'));
  else {
    const exit = wayTo(s, who, 'exit');
    out.push(
      exit === null ? say('reader.way.exit-blocked') : say('reader.way.exit', { ap: exit.ap, steps: stepsWords(exit) }),
    );
  }
  const frontier = wayTo(s, who, 'frontier');
  if (frontier === null) out.push(say('reader.way.no-frontier'));
  else if (frontier.steps.length === 0)
    out.push(say('reader.way.reveal-here', { sides: andList(frontier.reveal.map((d) => dirName(d))) }));
  else
    out.push(
      say('reader.way.frontier', {
        ap: frontier.ap,
        steps: stepsWords(frontier),
        sides: andList(frontier.reveal.map((d) => dirName(d))),
      }),
    );
  return out;
}

/** `team`: every caver, in seating order: player, health, turn, token, place, what it has left. */
export function teamLines(s: GameState): string[] {
  const n = s.cavers.length;
  return s.cavers.map((c, seat) => {
    const facts: string[] = [];
    if (s.options.players > 1) facts.push(say('reader.team.player', { n: playerOfSeat(s.options.players, n, seat) }));
    facts.push(say('reader.team.health', { hp: c.hp, max: c.maxHp }));
    const state = caverState(s, c);
    if (state) facts.push(state);
    if (s.result === null && s.phase === 'action') {
      const pos = (seat - s.first + n) % n;
      if (s.turn === seat) facts.push(say('reader.team.acting', { ap: s.ap }));
      else if (pos < s.turnIdx) facts.push(say('reader.team.done'));
      else facts.push(say('reader.team.to-come'));
    }
    if (s.first === seat) facts.push(say('reader.team.first'));
    if (onTile(c)) facts.push(say('reader.team.place', { place: tileWords(s, c.at!) }));
    const def = caverDef(c.id);
    if (def.pathfinder) facts.push(say('reader.team.pathfinder', { n: c.charges }));
    else if (def.charges) facts.push(say('reader.team.explosives', { n: c.charges }));
    else if (c.aside) facts.push(say('reader.team.holds', { tile: tileName(c.aside) }));
    return say('reader.team.caver', { who: caverName(c.id), facts: facts.join(say('list.comma')) });
  });
}

/** `deck`: the hazard cards left before Out of Time, those turned, the tiles left and the Exit. */
export function deckLines(s: GameState): string[] {
  const pace = drawPace(s);
  const out: string[] = [];
  if (s.outOfTime) out.push(say('reader.deck.oot-turned'));
  else if (pace.hazardsLeft > 0) out.push(say('reader.deck.hazards', { count: pace.hazardsLeft }));
  else out.push(say('reader.deck.oot-next'));
  const turned = s.hazardDiscards.map((id) => hazardName(id));
  out.push(
    turned.length
      ? say('reader.deck.turned', { cards: turned.join(say('list.comma')) })
      : say('reader.deck.none-turned'),
  );
  out.push(say('reader.deck.tiles', { count: pace.tilesLeft }));
  out.push(pace.exitFound ? say('reader.deck.exit-found') : say('reader.deck.exit-among', { n: pace.exitAmong }));
  return out;
}

/** `round`: the round and phase, and the draw pace. */
export function roundLines(s: GameState): string[] {
  const out = [
    s.result !== null
      ? say('reader.round.over', { round: s.round })
      : say('reader.round.now', { round: s.round, phase: phaseName(s.phase) }),
  ];
  const pace = paceLine(s, 1000);
  if (pace) out.push(pace.text.trimEnd());
  return out;
}

/**
 * `look`: what a square holds. `args`: directions from the caver (n e s w, or their words), a
 * caver's number, or "exit"; none: the caver's own square. A line saying how, when it cannot be read.
 */
export function lookAt(s: GameState, who: CaverId, args: readonly string[]): string[] {
  const c = s.cavers.find((x) => x.id === who)!;
  let at: Pos | null = c.at;
  if (args.length === 1 && /^\d+$/.test(args[0])) {
    const n = Number(args[0]);
    const t = s.cavers.find((x) => caverDef(x.id).number === n);
    if (!t || !onTile(t)) return [say('reader.look.no-caver', { n })];
    at = t.at;
  } else if (args.length === 1 && exitWord(args[0])) {
    const exit = s.tiles.find((t) => t.type === 'exit');
    if (!exit) return [say('reader.look.no-exit')];
    at = [exit.x, exit.y];
  } else {
    for (const a of args) {
      const d = dirWord(a);
      if (d === null || at === null) return [say('reader.look.usage')];
      at = step(at, d);
    }
  }
  if (at === null) return [say('reader.look.usage')];
  return lookLines(s, at);
}

function exitWord(w: string): boolean {
  return w.toLowerCase() === 'exit' || lower(w) === lower(say('reader.command.exit'));
}

/** A direction typed: its letter or its name, in the language spoken or in English. */
export function dirWord(w: string): Dir | null {
  const x = lower(w);
  for (const d of DIRS) {
    if (w.toLowerCase() === d.toLowerCase() || x === lower(dirName(d)) || x === lower(dirLetter(d))) return d;
  }
  const english: Record<string, Dir> = { north: 'N', east: 'E', south: 'S', west: 'W' };
  return english[x] ?? null;
}

/** The questions about the cave a reader may ask of a game as it stands (a game's, or a replay's point). */
export const CAVE_QUESTIONS = ['where', 'threats', 'way', 'team', 'look', 'deck', 'round'] as const;
export type CaveQuestion = (typeof CAVE_QUESTIONS)[number];

export function isCaveQuestion(c: string): c is CaveQuestion {
  return (CAVE_QUESTIONS as readonly string[]).includes(c);
}

/** A question about the cave answered for the game as it stands (`args`: look's square). */
export function answerCave(q: CaveQuestion, s: GameState, args: readonly string[]): string[] {
  const who = focusCaver(s);
  switch (q) {
    case 'where':
      return whereLines(s, who);
    case 'threats':
      return threatLines(s);
    case 'way':
      return wayLines(s, who);
    case 'team':
      return teamLines(s);
    case 'look':
      return lookAt(s, who, args);
    case 'deck':
      return deckLines(s);
    case 'round':
      return roundLines(s);
  }
}
