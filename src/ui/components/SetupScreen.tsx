// Before the game: pick the team (the order picked is the seating order), the difficulty, the
// easier variant and the seed. Skipped when --team is given.
import { Box, Text, useInput, type Key } from 'ink';
import { useCallback, useReducer, useRef } from 'react';
import {
  CAVERS, DIFFICULTIES, MAX_CAVERS, MAX_SEED_LENGTH, MIN_CAVERS, caversForPlayers, teamProblem, type CaverId, type Difficulty,
} from '../../engine/index.js';
import { fit, wrap } from '../layout.js';
import { splitKeys } from '../input/keys.js';
import type { NewGameSpec } from '../session.js';
import type { Theme } from '../theme.js';

/** What the command line sets before the setup screen: its starting choices. */
export interface SetupDefaults {
  readonly players: number;
  readonly caverCount: number;
  /** --cavers (or --players) fixed the number: exactly caverCount must be picked. */
  readonly caversFixed?: boolean;
  readonly difficulty: Difficulty;
  readonly easy: boolean;
  readonly seed: string;
}

export interface SetupProps extends SetupDefaults {
  readonly cols: number;
  readonly rows: number;
  readonly theme: Theme;
  readonly onStart: (spec: NewGameSpec) => void;
  readonly onQuit: () => void;
}

const DEFAULT_TEAM: readonly CaverId[] = ['scout', 'medic', 'leader', 'bodyguard', 'engineer', 'diver'];
const ROWS = CAVERS.length + 4; // cavers, difficulty, easy, seed, start

/** How many cavers must be picked: fixed by the players (RULES.md §2) or by --cavers; null for any team size. */
export function neededCavers(players: number, fixed: number | null): number | null {
  return caversForPlayers(players) ?? fixed;
}

/** Why this pick cannot start a game, or null. */
export function teamError(team: readonly CaverId[], players: number, fixed: number | null = null): string | null {
  const need = neededCavers(players, fixed);
  if (need !== null && team.length !== need) {
    return players > 1 ? `${players} players play ${need} cavers: pick ${need}` : `--cavers ${need}: pick ${need} (${team.length} so far)`;
  }
  // Picks are always known cavers, each once: only the size can be wrong.
  const problem = teamProblem(team, players);
  if (problem === null) return null;
  return team.length < MIN_CAVERS ? `pick at least ${MIN_CAVERS} cavers (${team.length} so far)` : `at most ${MAX_CAVERS} cavers`;
}

interface Pick {
  team: CaverId[];
  row: number;
  difficulty: Difficulty;
  easy: boolean;
  seed: string;
  msg: string;
}

/** Why this pick cannot start, or null. */
function pickError(k: Pick, players: number, fixed: number | null): string | null {
  return teamError(k.team, players, fixed) ?? (k.seed.trim() === '' ? 'the seed is empty' : null);
}

export function SetupScreen(p: SetupProps) {
  const fixed = p.caversFixed ? p.caverCount : null;
  const count = neededCavers(p.players, fixed) ?? p.caverCount;
  // State in a ref, changed by each key at once (keys may arrive faster than frames are drawn).
  const pick = useRef<Pick>({ team: DEFAULT_TEAM.slice(0, count), row: 0, difficulty: p.difficulty, easy: p.easy, seed: p.seed, msg: '' });
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const props = useRef(p);
  props.current = p;

  const onKey = useCallback((input: string, key: Key): void => {
    const k = pick.current;
    const pr = props.current;
    k.msg = '';
    const start = (): void => {
      const error = pickError(k, pr.players, pr.caversFixed ? pr.caverCount : null);
      if (error) k.msg = `Cannot start: ${error}`;
      else pr.onStart({ seed: k.seed.trim(), difficulty: k.difficulty, easy: k.easy, players: pr.players, cavers: k.team });
    };
    if (key.ctrl && input === 'c') return pr.onQuit();
    if (key.upArrow) {
      k.row = (k.row + ROWS - 1) % ROWS;
      return;
    }
    if (key.downArrow || key.tab) {
      k.row = (k.row + 1) % ROWS;
      return;
    }
    if (k.row === CAVERS.length + 2) {
      if (key.return) return start();
      if (key.backspace || key.delete) k.seed = k.seed.slice(0, -1);
      else if (input && !key.ctrl && !key.meta && input >= ' ' && k.seed.length < MAX_SEED_LENGTH) k.seed += input;
      return;
    }
    if (input === 'q' || key.escape) return pr.onQuit();
    if (k.row < CAVERS.length) {
      if (key.return || input === ' ') {
        const id = CAVERS[k.row].id;
        if (k.team.includes(id)) k.team = k.team.filter((x) => x !== id);
        else if (k.team.length >= MAX_CAVERS) k.msg = `At most ${MAX_CAVERS} cavers`;
        else k.team = [...k.team, id];
      }
      if (input === 's') start();
      return;
    }
    if (k.row === CAVERS.length) {
      const i = DIFFICULTIES.indexOf(k.difficulty);
      const n = DIFFICULTIES.length;
      if (key.leftArrow) k.difficulty = DIFFICULTIES[(i + n - 1) % n];
      else if (key.rightArrow || input === ' ') k.difficulty = DIFFICULTIES[(i + 1) % n];
      else if (key.return || input === 's') start();
      return;
    }
    if (k.row === CAVERS.length + 1 && (input === ' ' || key.leftArrow || key.rightArrow)) {
      k.easy = !k.easy;
      return;
    }
    if (key.return || input === 's') start();
  }, []);

  useInput((input, key) => {
    for (const k of splitKeys(input, key)) onKey(k.input, { ...key, ...k.key } as Key);
    redraw();
  });

  const { team, row, difficulty, easy, seed, msg } = pick.current;
  const error = pickError(pick.current, p.players, fixed);
  const t = p.theme;
  const w = p.cols;
  const lines: string[] = [];
  lines.push(t.title(fit(' SUB TERRA — choose your team', w)));
  lines.push(fit(` ${p.players > 1 ? `${p.players} players, ` : ''}pick ${neededCavers(p.players, fixed) ?? `${MIN_CAVERS} to ${MAX_CAVERS}`} cavers; the order you pick them is the seating order.`, w));
  lines.push('');
  CAVERS.forEach((c, i) => {
    const seat = team.indexOf(c.id);
    const box = seat >= 0 ? `[${seat + 1}]` : '[ ]';
    const abil = c.abilities.map((a) => `${a.name}${a.cost === 'passive' ? '' : ` ${a.cost}AP`}`).join(', ');
    const text = fit(` ${i === row ? '▶' : ' '} ${box} ${c.number} ${c.name.padEnd(10)} ${'♥'.repeat(c.hp).padEnd(5)} ${abil}`, w);
    lines.push(i === row ? t.bold(text) : seat >= 0 ? text : t.dim(text));
  });
  const opt = (i: number, label: string, value: string): string => {
    const text = fit(` ${row === i ? '▶' : ' '} ${label.padEnd(12)} ${value}`, w);
    return row === i ? t.bold(text) : text;
  };
  lines.push('');
  lines.push(opt(CAVERS.length, 'Difficulty', `${difficulty}  (←/→)`));
  lines.push(opt(CAVERS.length + 1, 'Easy variant', `${easy ? 'on: 3 more hazard cards' : 'off'}  (space)`));
  lines.push(opt(CAVERS.length + 2, 'Seed', `${seed}${row === CAVERS.length + 2 ? '▏ (type to change)' : ''}`));
  lines.push(opt(CAVERS.length + 3, 'Start', error ? `— ${error}` : 'press Enter'));
  lines.push('');
  const focus = CAVERS[row];
  if (focus) {
    for (const a of focus.abilities) {
      const text = wrap(`${a.name} (${a.cost === 'passive' ? 'passive' : `${a.cost} AP`}): ${a.text}`, w - 6);
      text.forEach((l, i) => lines.push(t.dim(fit(`${i === 0 ? '   ' : '     '}${l}`, w))));
    }
  }
  while (lines.length < p.rows - 2) lines.push('');
  lines.splice(p.rows - 2);
  lines.push(t.key(fit(' ↑/↓ choose · space/Enter pick a caver · s or Enter on Start: begin · q quit', w)));
  lines.push(msg ? t.warn(fit(` ${msg}`, w)) : '');
  return (
    <Box flexDirection="column" width={p.cols} height={p.rows}>
      <Text>{lines.join('\n')}</Text>
    </Box>
  );
}
