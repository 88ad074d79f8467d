// Words for what happens: one log line per event, labels for actions, cavers, tiles and places.
import {
  type Action,
  type Dir,
  type GameEvent,
  HORROR_REACH,
  type PendingKind,
  type Pos,
  type TileCard,
} from '../engine/index.js';
import { dirName, pathLetters } from './lists.js';
import { caverName, hazardName, hazardText, tileTypeName } from './names.js';
import { say } from './say.js';

export { caverName } from './names.js';

/** Where a square lies from the Start: "the Start", "2 north of the Start", "1 south, 3 west of the Start". */
export function fromStart(at: Pos): string {
  const [x, y] = at;
  if (x === 0 && y === 0) return say('place.start');
  const parts: string[] = [];
  if (y !== 0) parts.push(y < 0 ? say('place.north', { n: -y }) : say('place.south', { n: y }));
  if (x !== 0) parts.push(x > 0 ? say('place.east', { n: x }) : say('place.west', { n: -x }));
  return say('place.from', { parts: parts.join(say('list.comma')) });
}

/** A tile's name, with a cave-in tile's faces: "Gas", "Cave-in 2/5". */
export function tileName(t: TileCard): string {
  const name = tileTypeName(t.type);
  return t.faces ? say('name.tile-faces', { name, a: t.faces[0], b: t.faces[1] }) : name;
}

/** "a" or "an" before a word (English; another language's catalog says what goes there, if anything). */
export function article(word: string): string {
  return /^[AEIOU]/.test(word) ? say('log.article.an') : say('log.article.a');
}

/** A choice the game waits for, in words: "which way the horror goes". */
export function pendingText(kind: PendingKind): string {
  return say(`log.pending.${kind}`);
}

/** One readable line for an action: "Medic (6) moves north". */
export function describeAction(a: Action): string {
  const who = caverName(a.caver);
  switch (a.do) {
    case 'reveal':
      return say(a.discard ? 'did.reveal-pathfinder' : 'did.reveal', { who, where: dirName(a.dir) });
    case 'explore':
      return say(a.discard ? 'did.explore-pathfinder' : 'did.explore', { who, where: dirName(a.dir) });
    case 'move':
    case 'swim':
    case 'squeeze':
      return say(`did.${a.do}`, { who, where: dirName(a.dir) });
    case 'run':
    case 'sprint':
      return say(`did.${a.do}`, { who, path: pathLetters(a.path) });
    case 'heal':
      return a.target === a.caver
        ? say('did.heal', { who })
        : say('did.heal-other', { who, target: caverName(a.target) });
    case 'firstaid':
      return say('did.firstaid', { who, target: caverName(a.target) });
    case 'clear':
    case 'quickdig':
      return a.dir ? say(`did.${a.do}-dir`, { who, where: dirName(a.dir) }) : say(`did.${a.do}`, { who });
    case 'rope':
    case 'quickknot':
    case 'hide':
    case 'exert':
    case 'end':
    case 'dive':
    case 'surface':
    case 'pathfinder':
      return say(`did.${a.do}`, { who });
    case 'demolish':
    case 'repel':
      return say(`did.${a.do}`, { who, where: dirName(a.dir) });
    case 'direct':
      return say('did.direct', { who, target: caverName(a.target) });
    case 'choose':
      return say('did.choose', { who, n: a.option + 1 });
    case 'draw':
      return say(a.kind === 'explore' ? 'did.draw-explore' : 'did.draw-reveal', { who, where: dirName(a.dir) });
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
  return say(kind === 'explore' ? 'log.event.explore' : 'log.event.reveal', {
    who: caverName(e.caver),
    a: article(tile),
    tile,
    where: dirName(e.dir),
    after: e.pathfinder ? say('log.event.after-discarding', { tile: tileName(e.pathfinder) }) : '',
    skipped: e.discarded.length
      ? say('log.event.could-not-fit', { tiles: e.discarded.map(tileName).join(say('list.comma')) })
      : '',
  });
}

/** One line for the log, or null for events that only matter to the display. */
export function describeEvent(e: GameEvent): string | null {
  switch (e.t) {
    case 'round':
      return say('log.event.round', { round: e.round, who: caverName(e.first) });
    case 'turn':
      return null;
    case 'skip':
      return say('log.event.skip', { who: caverName(e.caver) });
    case 'phase':
      return say(
        e.phase === 'horror'
          ? 'log.event.phase.horror'
          : e.phase === 'hazard'
            ? 'log.event.phase.hazard'
            : 'log.event.phase.end',
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
      return d
        ? say('log.event.move', { who, where: dirName(d) })
        : say('log.event.move-to', { who, place: fromStart(e.to) });
    }
    case 'test': {
      const roll =
        e.die === null
          ? say('log.event.automatic')
          : e.bonus
            ? say('log.event.rolled-bonus', { die: e.die, bonus: e.bonus })
            : say('log.event.rolled', { die: e.die });
      return say('log.event.test', {
        who: caverName(e.caver),
        against: say(`log.against.${e.why}`),
        roll,
        result: say(e.ok ? 'log.event.success' : 'log.event.failure'),
      });
    }
    case 'damage': {
      const who = caverName(e.caver);
      const cause = say(`log.cause.${e.cause}`);
      if (e.amount === 0)
        return say('log.event.damage-none', { who, cause, why: say(`log.prevented.${e.why ?? 'gear'}`) });
      return say('log.event.damage', { who, amount: e.amount, cause, hp: e.hp });
    }
    case 'heal':
      return say('log.event.heal', { who: caverName(e.caver), hp: e.hp });
    case 'faint':
      return say('log.event.faint', { who: caverName(e.caver) });
    case 'wake':
      return say('log.event.wake', { who: caverName(e.caver) });
    case 'hazard':
      return say('log.event.hazard', { name: hazardName(e.card), text: hazardText(e.card) });
    case 'die':
      return say('log.event.die', { die: e.die });
    case 'flooded':
      return say('log.event.flooded', { place: fromStart(e.at) });
    case 'rubble':
      return say(e.on ? 'log.event.rubble-on' : 'log.event.rubble-off', { place: fromStart(e.at) });
    case 'rope':
      return say('log.event.rope');
    case 'blast':
      return say('log.event.blast', { where: dirName(e.dir) });
    case 'hidden':
      return say('log.event.hidden', { who: caverName(e.caver) });
    case 'dive':
      return say('log.event.dive', { who: caverName(e.caver) });
    case 'surface':
      return say('log.event.surface', { who: caverName(e.caver) });
    case 'horror-move': {
      const d = stepDir(e.from, e.to);
      const target = caverName(e.target);
      return d
        ? say('log.event.horror-move', { where: dirName(d), target })
        : say('log.event.horror-move-to', { target });
    }
    case 'horror-gone':
      return e.why === 'far'
        ? say('log.event.horror-fades', { place: fromStart(e.at), reach: HORROR_REACH })
        : say('log.event.horror-repelled', { place: fromStart(e.at) });
    case 'horror-placed':
      return say('log.event.horror-placed', { place: fromStart(e.at) });
    case 'contact':
      return say('log.event.contact', { who: caverName(e.caver) });
    case 'removed':
      return say('log.event.removed', { who: caverName(e.caver) });
    case 'gas-over':
      return say('log.event.gas-over');
    case 'pending':
      return say('log.event.pending', { what: pendingText(e.pending.kind) });
    case 'over':
      return say('log.event.over', { result: say(`result.${e.result}`) });
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
