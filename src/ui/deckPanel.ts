// The hazard deck as a card counter sees it: the panel's page (D) and its one line in the panel.
// Every figure is the rules' own count (the core's hazardCount); this only lays it out.
import { type GameState, HAZARDS, hazardCount } from '../engine/index.js';
import { hazardName, language, percent, say } from '../words/index.js';
import { textWidth } from '../text/width.js';
import { keyOf } from './input/keys.js';
import { fit, wrap } from './layout.js';
import { stateMemo } from './stateMemo.js';
import type { Theme } from './theme.js';

const pages = stateMemo<GameState, readonly string[]>();

/** The panel's page of the hazard deck: what is left by kind, what was turned, the chance of each kind next. */
export function deckPanel(s: GameState, width: number, height: number, theme: Theme): string[] {
  const lines = pages(s, [width, height, theme, language(), keyOf('deck')], () => deckPage(s, width, height, theme));
  return [...lines];
}

function deckPage(s: GameState, width: number, height: number, theme: Theme): string[] {
  const c = hazardCount(s);
  const lines: string[] = [theme.title(fit(say('deck.title', { key: keyOf('deck') }), width))];
  const add = (text: string, paint: (x: string) => string = (x) => x): void => {
    for (const l of wrap(text, width)) lines.push(paint(fit(l, width)));
  };
  if (c.outOfTime) add(say('deck.oot-turned'), theme.bad);
  else if (c.left === 0) add(say('deck.oot-next'), theme.warn);
  else add(say('deck.left', { count: c.left }));
  add(say('deck.unseen', { n: c.unseen, aside: Math.max(0, c.unseen - c.left) }));
  lines.push(theme.dim(fit(say('deck.head'), width)));
  for (const k of c.kinds) {
    // The name takes the room the count leaves (the head's columns end at 16, 21, 27): a long name
    // (Turkish "Sel Baskını") is whole, and the count stays in its column.
    const left = String(k.unseen);
    const name = fit(hazardName(k.card), 15 - left.length);
    const row = `${name} ${left}${String(k.turned).padStart(5)}${(c.nextOutOfTime ? '-' : percent(k.chance)).padStart(6)}`;
    lines.push(fit(row, width));
  }
  const doubles = c.cards.filter((x) => HAZARDS[x.id].double && x.unseen > 0).map((x) => hazardName(x.id));
  const anyDouble = c.cards.some((x) => HAZARDS[x.id].double);
  add(anyDouble ? say('deck.doubles', { cards: doubles.join(', ') || '-' }) : say('deck.no-doubles'));
  const last = c.turned.slice(-3).reverse().map(hazardName);
  add(last.length ? say('deck.last-turned', { cards: last.join(', ') }) : say('deck.none-turned'), theme.dim);
  while (lines.length < height) lines.push(' '.repeat(width));
  return lines.slice(0, height);
}

const oddsLines = stateMemo<GameState, string | null>();

/** The deck's line in the panel: the likeliest kinds next, as many as fit in `width`; null when none is to come. */
export function deckLine(s: GameState, width: number): string | null {
  return oddsLines(s, [width, language()], () => oddsLine(s, width));
}

function oddsLine(s: GameState, width: number): string | null {
  const c = hazardCount(s);
  if (s.result !== null) return null;
  if (c.nextOutOfTime) return fit(say('deck.next-oot'), width);
  const odds = c.kinds
    .filter((k) => k.chance > 0)
    .sort((a, b) => b.chance - a.chance)
    .map((k) => say('deck.odd', { kind: hazardName(k.card), pct: percent(k.chance) }));
  let shown = '';
  for (let n = odds.length; n >= 1; n--) {
    const text = say('deck.next', { odds: odds.slice(0, n).join(' ') });
    if (textWidth(text) <= width) {
      shown = text;
      break;
    }
  }
  return shown ? fit(shown, width) : null;
}
