// The board's legend: every tile look drawn exactly as on the board at a given size, with its name
// under it, then who stands on tiles and the marks prompts put on squares.
import { parseSides, type Dir } from '../../engine/index.js';
import type { Paint, Theme } from '../theme.js';
import { tileCell, frontierCell, type Occupant, type SquareMark, type TileCell } from './cell.js';
import { gridLines, makeGrid, type Grid } from './grid.js';
import { BOX_GHOST, BOX_PLAIN, DOWN_DIGITS, MARK, MARK_FRAME } from './glyphs.js';
import { lookName, TILE_LOOKS, type TileLook } from './looks.js';
import type { Zoom } from './zoom.js';
import { cutToWidth, textWidth } from '../../text/width.js';
import { say } from '../../words/index.js';

/** How each look is shown in the legend: its sides, and its arrow or die faces. */
// prettier-ignore
const SAMPLE: Readonly<Record<TileLook, { open: string; arrow?: Dir; faces?: [number, number] }>> = {
  start: { open: 'NESW' }, exit: { open: 'S' }, empty: { open: 'NES' }, water: { open: 'NESW' }, flooded: { open: 'NS' },
  gas: { open: 'ES' }, leak: { open: 'ES' }, cavein: { open: 'ESW', faces: [2, 5] }, rubble: { open: 'ESW', faces: [1, 4] },
  lair: { open: 'W' }, tunnel: { open: 'NS' }, ledge: { open: 'NS', arrow: 'N' }, 'ledge-rope': { open: 'NS', arrow: 'N' },
  drop: { open: 'EW', arrow: 'E' }, 'drop-rope': { open: 'EW', arrow: 'E' }, rough: { open: 'NESW' },
};

interface Entry {
  readonly grid: Grid;
  readonly name: string;
}

function tileEntry(
  z: Zoom,
  look: TileLook,
  theme: Theme,
  occ: readonly Occupant[] = [],
  frame?: { box: typeof BOX_PLAIN; paint: Paint },
  mark: SquareMark | null = null,
): Grid {
  const sm = SAMPLE[look];
  const p = theme.board;
  const t: TileCell = {
    look,
    open: parseSides(sm.open)!,
    blasted: 0,
    ...(sm.arrow ? { arrow: sm.arrow } : {}),
    ...(sm.faces ? { faces: sm.faces } : {}),
  };
  return tileCell(z, t, occ, frame ?? { box: BOX_PLAIN, paint: p.wall[look] }, mark, p);
}

/** One tile look drawn as on the board at a size (for the rules pages). */
export function lookCell(z: Zoom, look: TileLook, theme: Theme): string[] {
  return gridLines(tileEntry(z, look, theme));
}

/** The legend's entries at a size: the tile looks, then occupants and marks. */
export function legendEntries(z: Zoom, theme: Theme): Entry[] {
  const p = theme.board;
  const out: Entry[] = TILE_LOOKS.map((look) => ({ grid: tileEntry(z, look, theme), name: lookName(look) }));
  const horror = z.h === 3 ? MARK.horror : `«${MARK.horror}»`;
  out.push({
    grid: tileEntry(z, 'empty', theme, [
      { text: `${MARK.active}1`, paint: p.active, keep: true },
      { text: '2', paint: p.caver },
      { text: DOWN_DIGITS[3], paint: p.down },
    ]),
    name: say('legend.cavers'),
  });
  out.push({ grid: tileEntry(z, 'empty', theme, [{ text: horror, paint: p.horror }]), name: say('legend.horror') });
  out.push({ grid: tileEntry(z, 'empty', theme, [], { box: BOX_GHOST, paint: p.ghost }), name: say('legend.placing') });
  out.push({ grid: frontierCell(z, p, null, null), name: say('legend.frontier') });
  const marks: SquareMark[] = [
    { kind: 'actor' },
    { kind: 'selected', label: '1' },
    { kind: 'candidate', label: '2' },
    { kind: 'path', label: '1' },
    { kind: 'danger' },
    { kind: 'cursor' },
  ];
  for (const m of marks) {
    out.push({
      grid: tileEntry(z, 'empty', theme, [], { box: MARK_FRAME[m.kind].box, paint: p.mark[m.kind] }, m),
      name: say(`legend.${m.kind}`),
    });
  }
  return out;
}

/** The legend as lines of at most `cols` columns: rows of cells with their names under them. */
export function legendLines(z: Zoom, theme: Theme, cols: number): string[] {
  const entries = legendEntries(z, theme);
  const cellW = Math.max(z.w, 11);
  const perRow = Math.max(1, Math.floor((cols + 1) / (cellW + 1)));
  const lines: string[] = [];
  const blank = makeGrid(z.w, z.h);
  for (let i = 0; i < entries.length; i += perRow) {
    const row = entries.slice(i, i + perRow);
    const rows: string[] = new Array<string>(z.h).fill('');
    let names = '';
    row.forEach((e, j) => {
      const g = gridLines(e.grid ?? blank);
      const pad = ' '.repeat(cellW - z.w);
      for (let r = 0; r < z.h; r++) rows[r] += (j ? ' ' : '') + g[r] + pad;
      const name = cutToWidth(e.name, cellW);
      names += (j ? ' ' : '') + name + ' '.repeat(cellW - textWidth(name));
    });
    lines.push(...rows, theme.dim(names));
  }
  return lines;
}

/** Rows the legend takes at a size and width. */
export function legendHeight(z: Zoom, cols: number): number {
  const cellW = Math.max(z.w, 11);
  const perRow = Math.max(1, Math.floor((cols + 1) / (cellW + 1)));
  const n = TILE_LOOKS.length + 10;
  return Math.ceil(n / perRow) * (z.h + 1);
}
