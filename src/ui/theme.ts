// Colours and glyphs. Every meaning on screen is carried by a glyph; colour only helps.
// With colour off (--no-color, NO_COLOR, FORCE_COLOR=0) the same characters are drawn plain.
import { Chalk, type ChalkInstance } from 'chalk';
import type { TileType } from '../engine/index.js';

export type Paint = (s: string) => string;

export interface Theme {
  readonly color: boolean;
  readonly tile: Readonly<Record<TileType, Paint>>;
  readonly wall: Readonly<Record<TileType, Paint>>;
  readonly caver: Paint;
  readonly active: Paint;
  readonly down: Paint;
  readonly horror: Paint;
  readonly ghost: Paint;
  readonly cursor: Paint;
  readonly frontier: Paint;
  readonly dim: Paint;
  readonly bold: Paint;
  readonly title: Paint;
  readonly good: Paint;
  readonly bad: Paint;
  readonly warn: Paint;
  readonly heart: Paint;
  readonly key: Paint;
  readonly inverse: Paint;
}

export function makeTheme(color: boolean): Theme {
  const c: ChalkInstance = new Chalk({ level: color ? 2 : 0 });
  return {
    color,
    tile: {
      start: c.whiteBright.bold, exit: c.greenBright.bold, empty: c.gray, water: c.blueBright, gas: c.green,
      cavein: c.yellow, horror: c.magentaBright, tunnel: c.white, ledge: c.cyan, drop: c.cyan, rough: c.yellowBright,
    },
    wall: {
      start: c.white, exit: c.greenBright, empty: c.gray, water: c.blue, gas: c.green,
      cavein: c.yellow, horror: c.magenta, tunnel: c.gray, ledge: c.cyan, drop: c.cyan, rough: c.yellow,
    },
    caver: c.whiteBright.bold,
    active: c.black.bgYellowBright.bold,
    down: c.gray,
    horror: c.redBright.bold,
    ghost: c.yellowBright.bold,
    cursor: c.cyanBright.bold,
    frontier: c.gray.dim,
    dim: c.gray,
    bold: c.bold,
    title: c.yellowBright.bold,
    good: c.greenBright,
    bad: c.redBright,
    warn: c.yellow,
    heart: c.red,
    key: c.cyanBright.bold,
    inverse: c.inverse,
  };
}
