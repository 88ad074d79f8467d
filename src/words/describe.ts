// Words for what happens: one log line per event, labels for actions, cavers, tiles and places.
import {
  type Action,
  caverDef,
  type CaverId,
  type Dir,
  type GameEvent,
  HAZARDS,
  HORROR_REACH,
  type PendingKind,
  type Pos,
  TILE_KINDS,
  type TileCard,
} from '../engine/index.js';
import { dirName } from './lists.js';
import { say } from './say.js';

/** Where a square lies from the Start: "the Start", "2 north of the Start", "1 south, 3 west of the Start". */
export function fromStart(at: Pos): string {
  const [x, y] = at;
  if (x === 0 && y === 0) return say('place.start');
  const parts: string[] = [];
  if (y !== 0) parts.push(y < 0 ? say('place.north', { n: -y }) : say('place.south', { n: y }));
  if (x !== 0) parts.push(x > 0 ? say('place.east', { n: x }) : say('place.west', { n: -x }));
  return say('place.from', { parts: parts.join(say('list.comma')) });
}

/** A caver's name and number: "Medic (6)". */
export function caverName(id: CaverId): string {
  const d = caverDef(id);
  return say('caver', { name: d.name, number: d.number });
}

/** A tile's name, with a cave-in tile's faces: "Gas", "Cave-in 2/5". */
export function tileName(t: TileCard): string {
  const k = TILE_KINDS[t.type];
  return t.faces ? say('tile.faces', { name: k.name, a: t.faces[0], b: t.faces[1] }) : k.name;
}

/** "a" or "an" before a word (English). */
export function article(word: string): string {
  return /^[AEIOU]/.test(word) ? 'an' : 'a';
}

/** A choice the game waits for, in words: "which way the horror goes". */
export function pendingText(kind: PendingKind): string {
  return say(`pending.${kind}`);
}

/** One readable line for an action: "Medic (6) moves north". */
export function describeAction(a: Action): string {
  const who = caverName(a.caver);
  switch (a.do) {
    case 'reveal':
      return say(a.discard ? 'action.reveal-pathfinder' : 'action.reveal', { who, where: dirName(a.dir) });
    case 'explore':
      return say(a.discard ? 'action.explore-pathfinder' : 'action.explore', { who, where: dirName(a.dir) });
    case 'move':
    case 'swim':
    case 'squeeze':
      return say(`action.${a.do}`, { who, where: dirName(a.dir) });
    case 'run':
    case 'sprint':
      return say(`action.${a.do}`, { who, path: a.path.join('') });
    case 'heal':
      return a.target === a.caver
        ? say('action.heal', { who })
        : say('action.heal-other', { who, target: caverName(a.target) });
    case 'firstaid':
      return say('action.firstaid', { who, target: caverName(a.target) });
    case 'clear':
    case 'quickdig':
      return a.dir ? say(`action.${a.do}-dir`, { who, where: dirName(a.dir) }) : say(`action.${a.do}`, { who });
    case 'rope':
    case 'quickknot':
    case 'hide':
    case 'exert':
    case 'end':
    case 'dive':
    case 'surface':
    case 'pathfinder':
      return say(`action.${a.do}`, { who });
    case 'demolish':
    case 'repel':
      return say(`action.${a.do}`, { who, where: dirName(a.dir) });
    case 'direct':
      return say('action.direct', { who, target: caverName(a.target) });
    case 'choose':
      return say('action.choose', { who, n: a.option + 1 });
    case 'draw':
      return say(a.kind === 'explore' ? 'action.draw-explore' : 'action.draw-reveal', { who, where: dirName(a.dir) });
  }
}

/**
 * An action as a record holds it, on one line, for a record's errors: `medic move dir=N` (any object
 * a record may hold, however malformed: its fields as they are).
 */
export function recordAction(a: object): string {
  const fields: [string, unknown][] = Object.entries(a);
  const of = (key: string): unknown => fields.find(([k]) => k === key)?.[1];
  const extra = fields
    .filter(([k]) => k !== 'caver' && k !== 'do')
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
  return [of('caver'), of('do'), extra]
    .filter((x) => x !== undefined && x !== '')
    .map(String)
    .join(' ');
}

const QUIET_ACTIONS: ReadonlySet<string> = new Set([
  'end',
  'move',
  'reveal',
  'explore',
  'run',
  'sprint',
  'draw',
  'pathfinder',
]);

/** A placed tile's line: who revealed (or explored) which tile where, and what was discarded on the way. */
export function revealLine(kind: 'reveal' | 'explore', e: Extract<GameEvent, { t: 'reveal' }>): string {
  const tile = tileName(e.tile);
  return say(kind === 'explore' ? 'event.explore' : 'event.reveal', {
    who: caverName(e.caver),
    a: article(tile),
    tile,
    where: dirName(e.dir),
    after: e.pathfinder ? say('event.after-discarding', { tile: tileName(e.pathfinder) }) : '',
    skipped: e.discarded.length
      ? say('event.could-not-fit', { tiles: e.discarded.map(tileName).join(say('list.comma')) })
      : '',
  });
}

/** One line for the log, or null for events that only matter to the display. */
export function describeEvent(e: GameEvent): string | null {
  switch (e.t) {
    case 'round':
      return say('event.round', { round: e.round, who: caverName(e.first) });
    case 'turn':
      return null;
    case 'skip':
      return say('event.skip', { who: caverName(e.caver) });
    case 'phase':
      return say(
        e.phase === 'horror' ? 'event.phase.horror' : e.phase === 'hazard' ? 'event.phase.hazard' : 'event.phase.end',
      );
    // Steps and placed tiles have their own lines (move, reveal events); the rest say what was done.
    case 'action':
      return QUIET_ACTIONS.has(e.action.do) ? null : describeAction(e.action);
    // The placement's line says which tile was drawn and where it went.
    case 'draw':
      return null;
    case 'reveal':
      return revealLine('reveal', e);
    case 'move': {
      const d = stepDir(e.from, e.to);
      const who = caverName(e.caver);
      return d ? say('event.move', { who, where: dirName(d) }) : say('event.move-to', { who, place: fromStart(e.to) });
    }
    case 'test': {
      const roll =
        e.die === null
          ? say('event.automatic')
          : e.bonus
            ? say('event.rolled-bonus', { die: e.die, bonus: e.bonus })
            : say('event.rolled', { die: e.die });
      return say('event.test', {
        who: caverName(e.caver),
        against: say(`against.${e.why}`),
        roll,
        result: say(e.ok ? 'event.success' : 'event.failure'),
      });
    }
    case 'damage': {
      const who = caverName(e.caver);
      const cause = say(`cause.${e.cause}`);
      if (e.amount === 0) return say('event.damage-none', { who, cause, why: say(`prevented.${e.why ?? 'gear'}`) });
      return say('event.damage', { who, amount: e.amount, cause, hp: e.hp });
    }
    case 'heal':
      return say('event.heal', { who: caverName(e.caver), hp: e.hp });
    case 'faint':
      return say('event.faint', { who: caverName(e.caver) });
    case 'wake':
      return say('event.wake', { who: caverName(e.caver) });
    case 'hazard':
      return say('event.hazard', { name: HAZARDS[e.card].name, text: HAZARDS[e.card].text });
    case 'die':
      return say('event.die', { die: e.die });
    case 'flooded':
      return say('event.flooded', { place: fromStart(e.at) });
    case 'rubble':
      return say(e.on ? 'event.rubble-on' : 'event.rubble-off', { place: fromStart(e.at) });
    case 'rope':
      return say('event.rope');
    case 'blast':
      return say('event.blast', { where: dirName(e.dir) });
    case 'hidden':
      return say('event.hidden', { who: caverName(e.caver) });
    case 'dive':
      return say('event.dive', { who: caverName(e.caver) });
    case 'surface':
      return say('event.surface', { who: caverName(e.caver) });
    case 'horror-move': {
      const d = stepDir(e.from, e.to);
      const target = caverName(e.target);
      return d ? say('event.horror-move', { where: dirName(d), target }) : say('event.horror-move-to', { target });
    }
    case 'horror-gone':
      return e.why === 'far'
        ? say('event.horror-fades', { place: fromStart(e.at), reach: HORROR_REACH })
        : say('event.horror-repelled', { place: fromStart(e.at) });
    case 'horror-placed':
      return say('event.horror-placed', { place: fromStart(e.at) });
    case 'contact':
      return say('event.contact', { who: caverName(e.caver) });
    case 'removed':
      return say('event.removed', { who: caverName(e.caver) });
    case 'gas-over':
      return say('event.gas-over');
    case 'pending':
      return say('event.pending', { what: pendingText(e.pending.kind) });
    case 'over':
      return say('event.over', { result: say(`result.${e.result}`) });
  }
}

/** The direction of a single step from one square to the next, or null if they are not neighbours. */
export function stepDir(from: Pos, to: Pos): Dir | null {
  const x = to[0] - from[0];
  const y = to[1] - from[1];
  if (x === 0 && y === -1) return 'N';
  if (x === 1 && y === 0) return 'E';
  if (x === 0 && y === 1) return 'S';
  if (x === -1 && y === 0) return 'W';
  return null;
}
