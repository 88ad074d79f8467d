// Words for what happens: one log line per event, labels for actions and cavers.
import {
  type Action,
  type DamageCause,
  caverDef,
  type CaverId,
  type Dir,
  DIR_NAME,
  type GameEvent,
  HAZARDS,
  type Pos,
  type Prevention,
  TILE_KINDS,
  type TestReason,
  type TileCard,
} from '../../engine/index.js';

/** Where a square lies from the Start: "the Start", "2 north of the Start", "1 south, 3 west of the Start". */
export function fromStart(at: Pos): string {
  const [x, y] = at;
  if (x === 0 && y === 0) return 'the Start';
  const parts: string[] = [];
  if (y !== 0) parts.push(`${Math.abs(y)} ${y < 0 ? 'north' : 'south'}`);
  if (x !== 0) parts.push(`${Math.abs(x)} ${x > 0 ? 'east' : 'west'}`);
  return `${parts.join(', ')} of the Start`;
}

export function caverName(id: CaverId): string {
  const d = caverDef(id);
  return `${d.name} (${d.number})`;
}

export function tileName(t: TileCard): string {
  const k = TILE_KINDS[t.type];
  return t.faces ? `${k.name} ${t.faces[0]}/${t.faces[1]}` : k.name;
}

const TEST_WHY: Readonly<Record<TestReason, string>> = {
  exert: 'exertion',
  rope: 'the rope',
  hide: 'hiding',
  rough: 'rough ground',
  tremor: 'the tremor',
  outoftime: 'the dark',
};

const CAUSE: Readonly<Record<DamageCause, string>> = {
  flood: 'the flood',
  gas: 'gas',
  cavein: 'the cave-in',
  tremor: 'the tremor',
  rough: 'rough ground',
  exert: 'exertion',
  horror: 'a horror',
};

const PREVENTED: Record<Prevention, string> = {
  exit: 'safe on the Exit',
  protected: 'protected by the Bodyguard',
  gear: 'underwater gear',
  underwater: 'under water',
};

export function describeAction(a: Action): string {
  const who = caverName(a.caver);
  switch (a.do) {
    case 'reveal':
      return `${who} reveals to the ${DIR_NAME[a.dir]}${a.discard ? ' (Pathfinder)' : ''}`;
    case 'explore':
      return `${who} explores ${DIR_NAME[a.dir]}${a.discard ? ' (Pathfinder)' : ''}`;
    case 'move':
      return `${who} moves ${DIR_NAME[a.dir]}`;
    case 'swim':
      return `${who} swims ${DIR_NAME[a.dir]}`;
    case 'squeeze':
      return `${who} squeezes ${DIR_NAME[a.dir]}`;
    case 'run':
      return `${who} runs ${a.path.join('')}`;
    case 'sprint':
      return `${who} sprints ${a.path.join('')}`;
    case 'heal':
      return a.target === a.caver ? `${who} heals` : `${who} heals ${caverName(a.target)}`;
    case 'firstaid':
      return `${who} gives first aid to ${caverName(a.target)}`;
    case 'clear':
      return `${who} clears rubble${a.dir ? ` to the ${DIR_NAME[a.dir]}` : ''}`;
    case 'quickdig':
      return `${who} digs${a.dir ? ` to the ${DIR_NAME[a.dir]}` : ''}`;
    case 'rope':
      return `${who} tries to fix a rope`;
    case 'quickknot':
      return `${who} ties a rope`;
    case 'hide':
      return `${who} tries to hide`;
    case 'exert':
      return `${who} exerts (+1 AP)`;
    case 'end':
      return `${who} ends the turn`;
    case 'dive':
      return `${who} dives`;
    case 'surface':
      return `${who} surfaces`;
    case 'demolish':
      return `${who} blasts the ${DIR_NAME[a.dir]} wall`;
    case 'repel':
      return `${who} repels the horror to the ${DIR_NAME[a.dir]}`;
    case 'direct':
      return `${who} directs ${caverName(a.target)}`;
    case 'choose':
      return `${who} picks option ${a.option + 1}`;
    case 'draw':
      return `${who} draws a tile to ${a.kind === 'explore' ? 'explore' : 'reveal'} ${DIR_NAME[a.dir]}`;
    case 'pathfinder':
      return `${who} discards the tile drawn (Pathfinder)`;
  }
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

/** One line for the log, or null for events that only matter to the display. */
export function describeEvent(e: GameEvent): string | null {
  switch (e.t) {
    case 'round':
      return `── Round ${e.round} · first caver: ${caverName(e.first)} ──`;
    case 'turn':
      return null;
    case 'skip':
      return `${caverName(e.caver)} is unconscious: turn skipped`;
    case 'phase':
      return e.phase === 'horror' ? '— Horror phase —' : e.phase === 'hazard' ? '— Hazard phase —' : '— End phase —';
    // Steps and placed tiles have their own lines (move, reveal events); the rest say what was done.
    case 'action':
      return QUIET_ACTIONS.has(e.action.do) ? null : describeAction(e.action);
    // The placement's line says which tile was drawn and where it went.
    case 'draw':
      return null;
    case 'reveal': {
      const skipped = e.discarded.length ? ` (${e.discarded.map(tileName).join(', ')} could not fit: discarded)` : '';
      const pf = e.pathfinder ? ` after discarding ${tileName(e.pathfinder)}` : '';
      return `${caverName(e.caver)} reveals ${article(tileName(e.tile))} ${tileName(e.tile)} tile to the ${DIR_NAME[e.dir]}${pf}${skipped}`;
    }
    case 'move': {
      const d = stepDir(e.from, e.to);
      return `${caverName(e.caver)} ${d ? `moves ${DIR_NAME[d]}` : `moves to ${fromStart(e.to)}`}`;
    }
    case 'test': {
      const roll = e.die === null ? 'automatic' : `rolled ${e.die}${e.bonus ? `+${e.bonus}` : ''}`;
      return `${caverName(e.caver)} tests against ${TEST_WHY[e.why]}: ${roll} → ${e.ok ? 'success' : 'failure'}`;
    }
    case 'damage': {
      if (e.amount === 0) {
        const why = PREVENTED[e.why ?? 'gear'];
        return `${caverName(e.caver)} loses nothing to ${CAUSE[e.cause]} (${why})`;
      }
      return `${caverName(e.caver)} loses ${e.amount} health to ${CAUSE[e.cause]} (${e.hp} left)`;
    }
    case 'heal':
      return `${caverName(e.caver)} now has ${e.hp} health`;
    case 'faint':
      return `${caverName(e.caver)} faints!`;
    case 'wake':
      return `${caverName(e.caver)} wakes up`;
    case 'hazard':
      return `Hazard card: ${HAZARDS[e.card].name} — ${HAZARDS[e.card].text}`;
    case 'die':
      return `The die shows ${e.die}: cave-in tiles with a ${e.die} collapse`;
    case 'flooded':
      return `The water tile ${fromStart(e.at)} floods`;
    case 'rubble':
      return e.on ? `Rubble falls on the cave-in tile ${fromStart(e.at)}` : `The rubble ${fromStart(e.at)} is cleared`;
    case 'rope':
      return 'A rope now hangs there';
    case 'blast':
      return `The ${DIR_NAME[e.dir]} wall is blown open`;
    case 'hidden':
      return `${caverName(e.caver)} is hidden this round`;
    case 'dive':
      return `${caverName(e.caver)} is under water`;
    case 'surface':
      return `${caverName(e.caver)} surfaces`;
    case 'horror-move': {
      const d = stepDir(e.from, e.to);
      return `A horror moves ${d ? `${DIR_NAME[d]} ` : ''}toward ${caverName(e.target)}`;
    }
    case 'horror-gone':
      return e.why === 'far'
        ? `The horror ${fromStart(e.at)} finds no victim within 7 tiles and fades`
        : `The horror ${fromStart(e.at)} is repelled`;
    case 'horror-placed':
      return `A horror appears on the horror tile ${fromStart(e.at)}!`;
    case 'contact':
      return `The horror takes ${caverName(e.caver)}!`;
    case 'removed':
      return `The dark takes ${caverName(e.caver)}.`;
    case 'gas-over':
      return 'The gas leak settles';
    case 'pending':
      return `Choice needed: ${pendingText(e.pending.kind)}`;
    case 'over':
      return `The game is over: ${e.result.toUpperCase()}`;
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

export function article(word: string): string {
  return /^[AEIOU]/.test(word) ? 'an' : 'a';
}

export function pendingText(kind: string): string {
  switch (kind) {
    case 'horror-order':
      return 'which horror moves first';
    case 'horror-path':
      return 'which way the horror goes';
    case 'horror-place':
      return 'where the horror appears';
    case 'surface':
      return 'where the fainted Diver surfaces';
    default:
      return kind;
  }
}
