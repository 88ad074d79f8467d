// Helpers for the board tests: a real game state with its cave, cavers and horrors replaced, and
// the lines of one square read out of a drawn board.
import { parseSides } from '../../src/engine/index.js';
import type { CaverId, GameState, Horror, Pos, Tile, TileType } from '../../src/engine/index.js';
import { drawBoardView, type BoardOptions } from '../../src/ui/board/drawBoard.js';
import type { Zoom } from '../../src/ui/board/zoom.js';
import { makeTheme, type Theme } from '../../src/ui/theme.js';
import { start } from '../helpers/game.js';

export const plain = makeTheme(false);
export const SIX: CaverId[] = ['diver', 'scout', 'geologist', 'engineer', 'climber', 'medic']; // numbers 1-6
export const NOBODY: Partial<Record<CaverId, Pos | null>> = {
  diver: null,
  scout: null,
  geologist: null,
  engineer: null,
  climber: null,
  medic: null,
};

/** A tile as the engine stores it; `open` as sides ("NES"). */
export function T(x: number, y: number, type: TileType, open: string, extra: Partial<Tile> = {}): Tile {
  return {
    x,
    y,
    type,
    shape: 'X',
    open: parseSides(open) ?? 0,
    blasted: 0,
    rubble: false,
    flooded: false,
    rope: false,
    ...extra,
  };
}

export interface CaveOptions {
  cavers?: CaverId[];
  at?: Partial<Record<CaverId, Pos | null>>;
  hp?: Partial<Record<CaverId, number>>;
  under?: CaverId[];
  removed?: CaverId[];
  horrors?: Pos[];
  gasLeak?: number;
}

/** A real game state with the cave, cavers and horrors replaced (the board reads only those and the gas leak). */
export function cave(tiles: Tile[], o: CaveOptions = {}): GameState {
  const s = start({ cavers: o.cavers ?? SIX.slice(0, 4) });
  const cavers = s.cavers.map((c) => ({
    ...c,
    at: o.at && c.id in o.at ? o.at[c.id]! : c.at,
    hp: o.hp?.[c.id] ?? c.hp,
    underwater: o.under?.includes(c.id) ?? false,
    removed: o.removed?.includes(c.id) ?? false,
  }));
  const horrors: Horror[] = (o.horrors ?? []).map((at, i) => ({ id: i + 1, at }));
  return { ...s, tiles, cavers, horrors, gasLeak: o.gasLeak ?? 0 };
}

export interface Drawn {
  readonly lines: string[];
  /** The lines of square (x, y); throws if it is not in view. */
  at(x: number, y: number): string[];
  /** Is square (x, y) in view? */
  shows(x: number, y: number): boolean;
  readonly view: ReturnType<typeof drawBoardView>['view'];
}

export function draw(s: GameState, o: BoardOptions, theme: Theme = plain): Drawn {
  const { lines, view } = drawBoardView(s, o, theme);
  const z: Zoom | undefined = o.zoom;
  const w = z?.w ?? 9;
  const h = z?.h ?? 3;
  const shows = (x: number, y: number): boolean =>
    x >= view.x0 && y >= view.y0 && x < view.x0 + view.w && y < view.y0 + view.h;
  return {
    lines,
    view,
    shows,
    at(x, y) {
      if (!shows(x, y)) throw new Error(`[${x},${y}] is outside the window ${JSON.stringify(view)}`);
      const top = view.padY + (y - view.y0) * h;
      const left = view.padX + (x - view.x0) * w;
      return lines.slice(top, top + h).map((l) => [...l].slice(left, left + w).join(''));
    },
  };
}
