// The headless view of a game (RECORD.md "Headless check"): what `subterra replay FILE --json` prints.
import {
  caverDef,
  isConscious,
  isExit,
  onTile,
  sidesString,
  tileId,
  type CaverState,
  type CaverStatus,
  type GameState,
  type Pos,
} from '../engine/index.js';

export function caverStatus(c: CaverState): CaverStatus {
  if (c.removed) return 'removed';
  if (!isConscious(c)) return 'unconscious';
  return c.underwater ? 'underwater' : 'conscious';
}

const pos = (p: Pos): [number, number] => [p[0], p[1]];

/** The square a caver stands on, if on a tile (the rules' onTile): not under water, not taken. */
function standsAt(c: CaverState): [number, number] | null {
  const at = onTile(c) ? c.at : null;
  return at === null ? null : pos(at);
}

export function summarize(s: GameState) {
  const over = s.result !== null;
  return {
    round: s.round,
    phase: s.phase,
    turn: s.turn === null ? null : s.cavers[s.turn].id,
    ap: s.turn === null ? 0 : s.ap,
    over,
    result: s.result,
    cavers: s.cavers.map((c) => ({
      id: c.id,
      hp: c.hp,
      maxHp: c.maxHp,
      at: standsAt(c),
      state: caverStatus(c),
      onExit: onTile(c) && isExit(s, c.at),
      hidden: c.hidden,
      ...(c.aside !== null ? { aside: tileId(c.aside) } : {}),
      // Uses left of a limited ability (Pathfinder, Demolition), for the cavers that have one.
      ...(caverDef(c.id).charges > 0 ? { charges: c.charges } : {}),
    })),
    horrors: s.horrors.map((h) => pos(h.at)),
    tiles: s.tiles.map((t) => ({
      at: [t.x, t.y] as [number, number],
      type: t.type,
      open: sidesString(t.open),
      rubble: t.rubble,
      flooded: t.flooded,
      rope: t.rope,
      ...(t.arrow ? { arrow: t.arrow } : {}),
      ...(t.faces ? { faces: [t.faces[0], t.faces[1]] } : {}),
      ...(t.blasted ? { blasted: sidesString(t.blasted) } : {}),
    })),
    tilesLeft: s.tileDeck.length - s.tileTop,
    hazardsLeft: s.hazardDeck.length - s.hazardTop,
    pending:
      s.pending === null
        ? null
        : {
            kind: s.pending.kind,
            chooser: s.pending.chooser,
            options: s.pending.options.map(pos),
            ...(s.pending.from ? { from: pos(s.pending.from) } : {}),
          },
    first: s.cavers[s.first].id,
    gasLeak: s.gasLeak > 0,
    outOfTime: s.outOfTime,
    seed: s.options.seed,
    difficulty: s.options.difficulty,
  };
}
