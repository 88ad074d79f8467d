// The panel beside the board: the round and time left, every caver, and the actions on offer.
import { caverDef, type CaverState, drawPace, type GameState, isConscious, isExit, onTile } from '../engine/index.js';
import { actionName, caverTitle, decimal, language, phaseName, say } from '../words/index.js';
import { textWidth } from '../text/width.js';
import { TYPE_GLYPH } from './board/glyphs.js';
import { dirKeys } from './input/keys.js';
import type { MenuItem } from './input/menu.js';
import { deckLine } from './deckPanel.js';
import { fit } from './layout.js';
import { stateMemo } from './stateMemo.js';
import type { Theme } from './theme.js';

export function hearts(c: CaverState): string {
  return '♥'.repeat(c.hp) + '♡'.repeat(Math.max(0, c.maxHp - c.hp));
}

/** A caver's state in words: the long form, or a shorter one when the panel is narrow. */
export function caverState(s: GameState, c: CaverState, size: 'long' | 'short' | 'tiny' = 'long'): string {
  const pick = (long: string, short: string, tiny = short): string =>
    size === 'long' ? long : size === 'short' ? short : tiny;
  if (c.removed) return say('panel.taken');
  if (c.underwater)
    return isConscious(c)
      ? pick(say('panel.under-water'), say('panel.diving'))
      : pick(say('panel.out-diving'), say('panel.out-under'), say('panel.out'));
  if (!isConscious(c)) return pick(say('panel.unconscious'), say('panel.out-cold'), say('panel.out'));
  if (onTile(c) && isExit(s, c.at)) return pick(say('panel.on-exit'), say('panel.exit'));
  return c.hidden ? say('panel.hidden') : '';
}

/** Limited abilities left, and the Geologist's tile held aside. */
export function resources(c: CaverState): string {
  const def = caverDef(c.id);
  if (def.pathfinder) return say('panel.pathfinder', { n: c.charges });
  if (def.charges) return say('panel.explosives', { n: c.charges });
  if (c.aside) return say('panel.holds', { tile: `${TYPE_GLYPH[c.aside.type]}${c.aside.shape}` });
  return '';
}

export interface PanelInput {
  readonly state: GameState;
  readonly width: number;
  readonly height: number;
  readonly menu: readonly MenuItem[];
  readonly menuTitle: string;
  /** Player number controlling each seat, when more than one player (or, at a room's table, its tag: "P2", "AI"). */
  readonly playerOf?: (seat: number) => number | string;
}

/**
 * The draw pace in a line: how many tiles must still be drawn before the Exit can appear, and how many
 * a round that takes with the hazard cards left; `behind` when the team has drawn slower than that.
 */
export function paceLine(s: GameState, width: number): { text: string; behind: boolean } | null {
  const pace = drawPace(s);
  if (pace.exitFound || s.result !== null) return null;
  if (pace.beforeExit === 0)
    return { text: fit(pace.tilesLeft > 0 ? say('panel.exit-next') : say('panel.no-tiles'), width), behind: false };
  const need = pace.beforeExit / Math.max(1, pace.hazardsLeft);
  // Tiles drawn a round so far (rounds finished), once there is a round to go by.
  const done = s.round > 1 ? pace.drawn / (s.round - 1) : null;
  const base = say('panel.pace', { count: pace.beforeExit, need: decimal(need, 1) });
  const long = done !== null ? say('panel.pace-team', { pace: base, done: decimal(done, 1) }) : base;
  return { text: fit(textWidth(long) <= width ? long : base, width), behind: done !== null && done < need };
}

/**
 * The warning the board's edge carries when the team falls behind the draw pace (the panel's pace
 * line says the numbers too): the tiles drawn a round so far against those a round needs.
 */
export function paceWarning(s: GameState, width: number): string | null {
  const pace = drawPace(s);
  if (pace.exitFound || s.result !== null || pace.beforeExit === 0 || s.round <= 1) return null;
  const need = pace.beforeExit / Math.max(1, pace.hazardsLeft);
  const done = pace.drawn / (s.round - 1);
  if (done >= need) return null;
  const long = say('panel.behind', { done: decimal(done, 1), need: decimal(need, 1) });
  return fit(
    textWidth(long) <= width ? long : say('panel.behind-short', { done: decimal(done, 1), need: decimal(need, 1) }),
    width,
  );
}

const rowsKept = stateMemo<GameState, readonly string[]>();

/** A row for each caver: its number, name, hearts, its player, and its state or actions left. */
function caverRows(s: GameState, w: number, players: readonly string[], theme: Theme): readonly string[] {
  return rowsKept(s, [w, theme, language(), players.join('\u0000')], () =>
    s.cavers.map((c, seat) => {
      const def = caverDef(c.id);
      const active = s.turn === seat;
      const mark = active ? '▶' : ' ';
      const token = s.first === seat ? '★' : ' ';
      // A name longer than the column ("Garde du corps") is shown by its first word ("Garde").
      const title = caverTitle(c.id);
      const name = fit(textWidth(title) <= 9 ? title : title.split(' ')[0], 9);
      const hp = hearts(c);
      const head = `${mark}${token}${def.number} ${name} ${hp.padEnd(5)} ${players[seat]}`;
      const room = w - textWidth(head);
      // The longest of these that fits: the state in words (long, then short), with the abilities left.
      const now = (size: 'long' | 'short' | 'tiny'): string =>
        active && !s.result ? say('panel.ap', { ap: s.ap }) : caverState(s, c, size);
      const tries = [
        [now('long'), resources(c)],
        [now('long')],
        [now('short'), resources(c)],
        [now('short')],
        [now('tiny')],
      ].map((x) => x.filter(Boolean).join(' '));
      const extra = tries.find((x) => textWidth(x) <= room) ?? tries[4];
      const text = fit(head + extra, w);
      const paint = active ? theme.bold : !isConscious(c) ? theme.dim : (x: string) => x;
      return paint(text.replace(hp, theme.heart(hp)));
    }),
  );
}

export function panelLines(p: PanelInput, theme: Theme): string[] {
  const { state: s, width: w } = p;
  const lines: string[] = [];
  // The decks as the rules count them: hazard cards before Out of Time, tiles left, the Exit found.
  const { hazardsLeft, tilesLeft, exitFound } = drawPace(s);
  // Separators only when the menu keeps room for every action a caver can have.
  const roomy = p.height - s.cavers.length >= 13;
  lines.push(
    theme.title(
      fit(say('panel.round', { round: s.round, phase: s.result ? say('panel.game-over') : phaseName(s.phase) }), w),
    ),
  );
  // Time left (hazard cards before Out of Time), and tiles left until the Exit is found.
  const time = s.outOfTime
    ? say('panel.out-of-time')
    : hazardsLeft > 0
      ? say('panel.hazards', { n: hazardsLeft })
      : say('panel.oot-next');
  const tiles = exitFound ? say('panel.exit-found') : say('panel.tiles', { n: tilesLeft });
  const line2 = fit(say('panel.time', { time, tiles }), w);
  lines.push(s.outOfTime ? theme.bad(line2) : line2);
  // The race: tiles to draw before the Exit can show, against the rounds the hazard deck leaves,
  // when the menu keeps its room.
  const moveRow = p.menu.some((m) => m.kind === 'move') ? 1 : 0;
  const menuRows = p.menu.length ? 1 + moveRow + Math.ceil((p.menu.length - moveRow) / 2) : 0;
  const pace = paceLine(s, w);
  const fixed = 2 + s.cavers.length + (roomy ? 2 : 0) + menuRows;
  const showPace = pace !== null && fixed + 1 <= p.height;
  if (pace && showPace) lines.push(pace.behind ? theme.warn(pace.text) : pace.text);

  if (roomy) lines.push(theme.dim('─'.repeat(w)));
  // Who holds each caver, as its row names them (none for a local game of one player).
  const players = s.cavers.map((_, seat) => {
    const tag = p.playerOf?.(seat);
    return tag === undefined ? '' : typeof tag === 'number' ? `${say('panel.player', { n: tag })} ` : `${tag} `;
  });
  lines.push(...caverRows(s, w, players, theme));
  if (roomy) lines.push(theme.dim('─'.repeat(w)));
  if (p.menu.length > 0) {
    lines.push(fit(p.menuTitle, w));
    const move = p.menu.find((m) => m.kind === 'move');
    if (move)
      lines.push(
        theme.key('←↑→↓') +
          fit(
            ` ${say('panel.move', { action: actionName('move'), keys: dirKeys() })}${move.cost ? `   ${move.cost}` : ''}`,
            w - 4,
          ),
      );
    const items = p.menu.filter((m) => m.kind !== 'move');
    const colW = Math.floor(w / 2);
    const cell = (m: MenuItem, width: number): string => {
      const key = m.key === 'Enter' ? '⏎' : m.key;
      // Costs are at most two characters (+1): the label gets the rest ("Quick knot" in a 15-column cell).
      return theme.key(key) + ' ' + fit(m.label, width - 5) + m.cost.padStart(2) + ' ';
    };
    const room = Math.max(0, p.height - lines.length);
    const perCol = Math.max(1, Math.min(room, Math.ceil(items.length / 2)));
    for (let r = 0; r < perCol && r < items.length; r++) {
      const b = items[r + perCol];
      lines.push(cell(items[r], colW) + (b ? cell(b, w - colW) : ' '.repeat(w - colW)));
    }
  }
  // The hazard deck's odds for the next round (D shows the whole count), when a row is left for it
  // under the menu (after a blank one, when there is room for both).
  const deck = deckLine(s, w);
  if (deck && lines.length < p.height) {
    if (lines.length + 2 <= p.height) lines.push(' '.repeat(w));
    lines.push(theme.dim(deck));
  }
  while (lines.length < p.height) lines.push(' '.repeat(w));
  return lines.slice(0, p.height);
}
