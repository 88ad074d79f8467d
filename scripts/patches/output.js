// A faster drop-in for Ink 8.0.0's build/output.js (MIT, Vadim Demedes), used by subterra's bundles.
// See README.md in this folder: which Ink it was made from, what it gains, how it is checked.
//
// Ink builds every frame from scratch: every text block is tokenized into styled characters (twice:
// once whole, once line by line), every cell of the screen is an object, and each row is turned
// back into a string. Here the same work is cached across frames: a block's lines by its text, a
// line's styled characters by its text, and a whole row's output by the writes that make it (x and
// text, in order). A row whose writes did not change since an earlier frame is not rebuilt. Each
// row is built by exactly Ink's own steps (including its clean-up of wide characters that overlapping
// writes cut), so the output is the same string Ink's Output produces. Caches are bounded.
import stringWidth from 'string-width';
import { styledCharsFromTokens, styledCharsToString, tokenize } from '@alcalzone/ansi-tokenize';

// Bounds (entries). Rows: a 120×40 frame has 40, so a few frames' worth. Styled characters (an object
// per character: the heavy part) are kept only for a few frames' lines; whether a line draws anything
// at all is asked of every line on every frame, and kept apart as a boolean. Whole text blocks (the
// board is ~12 kB of text) are few per frame and large: keep only a handful.
const ROW_LIMIT = 240;
const CHARS_LIMIT = 160;
const LIMIT = 1000;
const BLOCK_LIMIT = 64;

function bounded(map, key, make, limit = LIMIT) {
  let v = map.get(key);
  if (v === undefined) {
    if (map.size >= limit) map.clear();
    v = make(key);
    map.set(key, v);
  }
  return v;
}

const ignorable = /^\p{Default_Ignorable_Code_Point}+$/u;
const styledChars = new Map();
const drawsAnything = new Map();
const widths = new Map();
const blockWidths = new Map();
const blockLines = new Map();
const rowStrings = new Map();

// Standalone invisible Unicode characters must not occupy terminal cells (as Ink).
const makeStyledChars = (line) => styledCharsFromTokens(tokenize(line)).filter((c) => !ignorable.test(c.value));
const getStyledChars = (line) => bounded(styledChars, line, makeStyledChars, CHARS_LIMIT);
const hasChars = (line) => bounded(drawsAnything, line, (l) => getStyledChars(l).length > 0);
const getStringWidth = (text) => bounded(widths, text, stringWidth);
const getWidestLine = (text) =>
  bounded(
    blockWidths,
    text,
    (t) => {
      let w = 0;
      for (const line of t.split('\n')) w = Math.max(w, getStringWidth(line));
      return w;
    },
    BLOCK_LIMIT,
  );
// A block's lines with styles carried across its explicit newlines (as Ink). Not cached through
// getStyledChars: the whole block's characters are needed only to make these lines.
const getBlockLines = (text) =>
  bounded(
    blockLines,
    text,
    (t) => {
      const characterLines = [[]];
      for (const character of styledCharsFromTokens(tokenize(t))) {
        if (ignorable.test(character.value)) continue;
        if (character.value === '\n') characterLines.push([]);
        else characterLines.at(-1).push(character);
      }
      return characterLines.map((line) => styledCharsToString(line));
    },
    BLOCK_LIMIT,
  );

const blankCell = (cell) => ({ ...cell, value: ' ', fullWidth: false });

const intersectBound = (a, b, tighter) => {
  if (a === undefined) return b;
  return b === undefined ? a : tighter(a, b);
};
const isClipEmpty = (clip) =>
  (clip.x1 !== undefined && clip.x2 !== undefined && clip.x1 >= clip.x2) ||
  (clip.y1 !== undefined && clip.y2 !== undefined && clip.y1 >= clip.y2);
const intersectClips = (outer, inner) => {
  if (!outer) return inner;
  return {
    x1: intersectBound(outer.x1, inner.x1, Math.max),
    x2: intersectBound(outer.x2, inner.x2, Math.min),
    y1: intersectBound(outer.y1, inner.y1, Math.max),
    y2: intersectBound(outer.y2, inner.y2, Math.min),
  };
};

function sliceLineToColumns(line, from, to) {
  if (from >= to) return '';
  const result = [];
  let column = 0;
  for (const character of getStyledChars(line)) {
    const width = getStringWidth(character.value);
    const start = column;
    column += width;
    if (column <= from) continue;
    if (start >= to) break;
    if (width > 1 && (start < from || column > to)) result.push(blankCell(character));
    else result.push(character);
  }
  return styledCharsToString(result);
}

/** One row from its writes, by Ink's own steps. */
function buildRow(writes, width) {
  const currentLine = [];
  for (let x = 0; x < width; x++) currentLine.push({ type: 'char', value: ' ', fullWidth: false, styles: [] });
  for (const [x, characters] of writes) {
    let offsetX = x;
    if (
      currentLine[offsetX]?.value === '' &&
      offsetX > 0 &&
      getStringWidth(currentLine[offsetX - 1]?.value ?? '') > 1
    ) {
      currentLine[offsetX - 1] = blankCell(currentLine[offsetX - 1]);
    }
    for (const character of characters) {
      currentLine[offsetX] = character;
      const characterWidth = Math.max(1, getStringWidth(character.value));
      if (characterWidth > 1) {
        for (let offset = 1; offset < characterWidth; offset++) {
          currentLine[offsetX + offset] = {
            type: 'char',
            value: offsetX < 0 ? ' ' : '',
            fullWidth: false,
            styles: character.styles,
          };
        }
      }
      offsetX += characterWidth;
    }
    if (currentLine[offsetX]?.value === '') currentLine[offsetX] = blankCell(currentLine[offsetX]);
  }
  return styledCharsToString(currentLine.filter((item) => item !== undefined)).trimEnd();
}

export default class Output {
  operations = [];
  width;
  height;
  constructor(options) {
    const { width, height } = options;
    this.width = width;
    this.height = height;
  }
  write(x, y, text, options) {
    const { transformers } = options;
    if (text === '') return;
    this.operations.push({ type: 'write', x, y, text, transformers });
  }
  clip(clip) {
    this.operations.push({ type: 'clip', clip });
  }
  unclip() {
    this.operations.push({ type: 'unclip' });
  }
  /** Ink's applyWriteOperation, collecting each row's writes instead of drawing them. */
  collect(rows, operation, clip) {
    const { text, transformers } = operation;
    let { x, y } = operation;
    let lines = getBlockLines(text);
    if (clip) {
      if (isClipEmpty(clip)) return;
      const clipHorizontally = typeof clip?.x1 === 'number' && typeof clip?.x2 === 'number';
      const clipVertically = typeof clip?.y1 === 'number' && typeof clip?.y2 === 'number';
      if (clipHorizontally) {
        const width = getWidestLine(text);
        if (x + width < clip.x1 || x > clip.x2) return;
      }
      if (clipVertically) {
        const height = lines.length;
        if (y + height < clip.y1 || y > clip.y2) return;
      }
      if (clipHorizontally) {
        lines = lines.map((line) => {
          const from = x < clip.x1 ? clip.x1 - x : 0;
          const width = getStringWidth(line);
          const to = x + width > clip.x2 ? clip.x2 - x : width;
          return sliceLineToColumns(line, from, to);
        });
        if (x < clip.x1) x = clip.x1;
      }
      if (clipVertically) {
        const from = y < clip.y1 ? clip.y1 - y : 0;
        const height = lines.length;
        const to = y + height > clip.y2 ? clip.y2 - y : height;
        lines = lines.slice(from, to);
        if (y < clip.y1) y = clip.y1;
      }
    }
    for (let [index, line] of lines.entries()) {
      const row = rows[y + index];
      if (!row) continue;
      for (const transformer of transformers) line = transformer(line, index + y - operation.y);
      if (!hasChars(line)) continue;
      row.push([x, line]);
    }
  }
  get() {
    const rows = [];
    for (let y = 0; y < this.height; y++) rows.push([]);
    const clips = [];
    for (const operation of this.operations) {
      if (operation.type === 'clip') clips.push(intersectClips(clips.at(-1), operation.clip));
      else if (operation.type === 'unclip') clips.pop();
      else this.collect(rows, operation, clips.at(-1));
    }
    const out = [];
    for (const writes of rows) {
      if (writes.length === 0) {
        out.push('');
        continue;
      }
      let key = String(this.width);
      for (const [x, line] of writes) key += '\u0001' + x + '\u0002' + line;
      out.push(
        bounded(
          rowStrings,
          key,
          () =>
            buildRow(
              writes.map(([wx, line]) => [wx, getStyledChars(line)]),
              this.width,
            ),
          ROW_LIMIT,
        ),
      );
    }
    return { output: out.join('\n'), height: rows.length };
  }
}
