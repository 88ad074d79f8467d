// The words of the prompts: the prompt line and the line under it for each mode, and the status
// lines the key transitions give. What is on offer comes from queries.ts (the core's legal
// actions); the facts named (costs, keys, limits) from the core and the menu's hotkeys.
import {
  type Action, actionError, actionInfo, caverDef, type CaverId, type Dir, type GameState, playerOfSeat, stepDanger, type StepDanger,
  TILE_KINDS,
} from '../../engine/index.js';
import { MIN_COLS } from '../layout.js';
import { caverName, pendingText, tileName } from '../text/describe.js';
import { HOTKEY } from './keys.js';
import type { Mode } from './mode.js';
import {
  actorOf, asSubmitted, discardsExit, dirsOf, orientState, pathfinderAction, squareOptions, targetOptions, variantCard, type RevealVariant,
} from './queries.js';

/** The status lines the key transitions give. */
export const MSG = {
  moveCancelled: 'Move cancelled',
  directCancelled: 'Direct cancelled',
  noRubbleHere: 'No rubble on your tile',
  notToward: (dir: Dir) => `Not possible toward ${dir}`,
  tileGone: 'That tile can no longer be placed',
  tileDrawn: 'The tile is drawn and must be placed: turn it (←/→, space), Enter places it',
  noOtherTile: 'No other tile to choose',
  firstDiscarded: 'The first tile is discarded: place the next one',
  exitDiscard: 'Pathfinder would discard the Exit: the cave would have no way out! Tab again to discard it anyway',
  pathfinderUsed: 'Pathfinder: the first tile is discarded',
  drawnFor: (kind: 'reveal' | 'explore') => `The tile is drawn for ${kind === 'explore' ? 'Explore' : 'Reveal'}: that choice was made before it was seen`,
  noSteps: 'Choose at least one step',
  badPath: 'That path is not possible',
  atMost: (max: number) => `At most ${max} steps: Enter to go`,
  noStep: (dir: Dir) => `No step ${dir} from there`,
  directs: (target: CaverId) => `${caverName(target)} takes a 1-AP action of its choice`,
} as const;

/** Kept for the tests that check the warning. */
export const EXIT_DISCARD_WARNING = MSG.exitDiscard;

/** Why an action kind cannot be started now. */
export function unavailableText(s: GameState, kind: string, directed?: CaverId): string {
  const who = actorOf(s, directed);
  const def = actionInfo(who, kind as Action['do']);
  if (!def) return `${caverName(who)} has no such action`;
  if (!directed && s.turn !== null && def.ap > s.ap) return `${def.name} needs ${def.ap} AP (you have ${s.ap}${s.exerted ? '' : `; ${HOTKEY.exert} = exert for +1`})`;
  return `${def.name} is not possible now`;
}

/** What a step would surely cost, in words (the core's stepDanger). */
export function dangerText(danger: StepDanger): string {
  return danger.t === 'horror' ? 'A horror is there: it will take all your health.' : `Gas is leaking there: entering costs ${danger.loss} health.`;
}

/** The warning a step onto a horror or into leaking gas gets, or null. */
export function moveDanger(s: GameState, who: CaverId, dir: Dir): string | null {
  const danger = stepDanger(s, who, dir);
  return danger === null ? null : dangerText(danger);
}

/** Why an arrow key did not move, with what would go that way instead. */
export function moveRefusalText(s: GameState, list: readonly Action[], dir: Dir, directed?: CaverId): string {
  const who = actorOf(s, directed);
  let why: string;
  if (!directed && s.ap < 1) why = `No AP left (${HOTKEY.exert}: exert for +1, Enter: end turn)`;
  else {
    // The core's own reason, for the move as it would be submitted (directed or not).
    const error = actionError(s, asSubmitted(s, { caver: who, do: 'move', dir }, directed));
    why = `Cannot move ${dir}: ${error?.replace(`${who} cannot Move: `, '') ?? 'not now'}`;
  }
  const hints: string[] = [];
  for (const kind of ['swim', 'squeeze', 'explore', 'clear'] as const) {
    const info = actionInfo(who, kind);
    if (!info || !dirsOf(list, kind).has(dir)) continue;
    hints.push(`${HOTKEY[kind]}: ${info.name}${kind === 'swim' || kind === 'squeeze' ? ` (${info.ap} AP)` : ''}`);
  }
  return hints.length ? `${why} — ${hints.join(', ')}` : why;
}

/** A reveal variant in words, for the Tab hint. */
export function variantLabel(v: RevealVariant): string {
  return v.keep === 0 ? 'the tile you hold' : 'the tile drawn';
}

/** The prompt line and the line under it (what the tile or choice means) for the current mode. */
export function promptText(s: GameState, mode: Mode): { readonly prompt: string; readonly detail: string } {
  const actor = s.turn !== null ? s.cavers[s.turn].id : null;
  switch (mode.m) {
    case 'idle':
      return { prompt: actor ? `${caverName(actor)}: ${s.ap} AP · arrows/hjkl: move · letters: actions · Enter: end turn` : '', detail: '' };
    case 'confirmMove':
      return { prompt: `Really step ${mode.dir}? ${mode.dir} again or Enter: go · any other key: stay`, detail: '' };
    case 'confirmEnd':
      return { prompt: `End ${actor ? caverName(actor) : ''}'s turn with ${s.ap} AP left? Enter = yes, any other key = no`, detail: '' };
    case 'directMenu':
      return { prompt: `Direct: ${caverName(mode.target)} takes one 1-AP action (keys as usual) · Esc cancels`, detail: '' };
    case 'dir': {
      const name = actionInfo(actorOf(s, mode.directed), mode.kind)?.name ?? mode.kind;
      const here = mode.kind === 'clear' || mode.kind === 'quickdig' ? ' or . for your own tile' : '';
      return { prompt: `${name}${mode.directed ? ` (${caverName(mode.directed)})` : ''}: which way? ←↑→↓${here} · Esc back`, detail: '' };
    }
    case 'orient': {
      const st = orientState(s, mode);
      if (!st) return { prompt: '', detail: '' };
      const card = variantCard(s, st.variant);
      const next = st.variants[(mode.variant + 1) % st.variants.length];
      const pathfinder = pathfinderAction(s, mode.directed) !== undefined;
      const other = st.variants.length > 1 ? ` · Tab: ${variantLabel(next)}`
        : pathfinder ? ` · Tab: ${discardsExit(s) ? 'Pathfinder (discards the Exit!)' : 'Pathfinder: the next tile'}` : '';
      return {
        prompt: `${mode.kind === 'explore' ? 'Explore' : 'Reveal'} ${mode.dir}: ${card ? tileName(card) : 'tile'} · ←/→ turn · Enter place${other}`,
        detail: card ? `${tileName(card)}: ${TILE_KINDS[card.type].rule}` : '',
      };
    }
    case 'path': {
      const name = actionInfo(actorOf(s, mode.directed), mode.kind)?.name ?? mode.kind;
      return { prompt: `${name}: ${mode.path.join(' ') || '(no steps)'} · arrows: add a step · Backspace: undo · Enter: go · Esc`, detail: '' };
    }
    case 'target': {
      const targets = targetOptions(s, mode.kind, mode.directed);
      const list = targets.map((t, i) => (i === mode.idx ? `[${caverName(t)}]` : caverName(t))).join('  ');
      const what = mode.kind === 'direct' ? 'Direct whom' : mode.kind === 'heal' ? 'Heal whom' : 'First aid for whom';
      let prompt = `${what}? ${list} · ←/→ or number · Enter · Esc`;
      if (prompt.length > MIN_COLS) {
        // Too many names for 80 columns: the chosen one by name, the others by number.
        const numbers = targets.map((t, i) => (i === mode.idx ? `[${caverDef(t).number}]` : String(caverDef(t).number))).join(' ');
        prompt = `${what}? ${caverName(targets[mode.idx] ?? targets[0])} · ${numbers} · ←/→ or number · Enter · Esc`;
      }
      return { prompt, detail: '' };
    }
    case 'square': {
      const n = squareOptions(s, mode.kind).length;
      if (mode.kind === 'choose' && s.pending) {
        const p = s.pending;
        const seat = s.cavers.findIndex((c) => c.id === p.chooser);
        const who = s.options.players > 1 ? `Player ${playerOfSeat(s.options.players, s.cavers.length, seat)} (${caverName(p.chooser)})` : `${caverName(p.chooser)}'s player`;
        return { prompt: `${who} decides ${pendingText(p.kind)}: option ${mode.idx + 1} of ${n} · arrows/Tab/1-${n} · Enter`, detail: '' };
      }
      return { prompt: `Surface on which water tile? option ${mode.idx + 1} of ${n} · arrows/Tab · Enter`, detail: '' };
    }
  }
}
