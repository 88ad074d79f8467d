// Before the game: pick 4-6 cavers (the order picked is the seating order), the difficulty, the
// easier variant and the seed. Skipped when --team is given.
import { Box, Text, useInput } from 'ink';
import { useState } from 'react';
import { CAVERS } from '../../engine/cavers/index.js';
import { caversForPlayers, DIFFICULTIES } from '../../engine/setup.js';
import type { CaverId, Difficulty } from '../../engine/types.js';
import { fit } from '../layout.js';
import type { NewGameSpec } from '../session.js';
import type { Theme } from '../theme.js';

export interface SetupProps {
  readonly cols: number;
  readonly rows: number;
  readonly theme: Theme;
  readonly players: number;
  readonly caverCount: number;
  readonly difficulty: Difficulty;
  readonly easy: boolean;
  readonly seed: string;
  readonly onStart: (spec: NewGameSpec) => void;
  readonly onQuit: () => void;
}

const DEFAULT_TEAM: readonly CaverId[] = ['scout', 'medic', 'leader', 'bodyguard', 'engineer', 'diver'];
const ROWS = CAVERS.length + 4; // cavers, difficulty, easy, seed, start

/** Why this pick cannot start a game, or null. */
export function teamError(team: readonly CaverId[], players: number): string | null {
  const need = caversForPlayers(players);
  if (need !== null && team.length !== need) return `${players} players play ${need} cavers: pick ${need}`;
  if (team.length < 4) return `pick at least 4 cavers (${team.length} so far)`;
  if (team.length > 6) return 'at most 6 cavers';
  return null;
}

export function SetupScreen(p: SetupProps) {
  const count = caversForPlayers(p.players) ?? p.caverCount;
  const [team, setTeam] = useState<CaverId[]>(DEFAULT_TEAM.slice(0, count));
  const [row, setRow] = useState(0);
  const [difficulty, setDifficulty] = useState<Difficulty>(p.difficulty);
  const [easy, setEasy] = useState(p.easy);
  const [seed, setSeed] = useState(p.seed);
  const [msg, setMsg] = useState('');
  const error = teamError(team, p.players) ?? (seed.trim() === '' ? 'the seed is empty' : null);

  const start = (): void => {
    if (error) setMsg(`Cannot start: ${error}`);
    else p.onStart({ seed: seed.trim(), difficulty, easy, players: p.players, cavers: team });
  };

  useInput((input, key) => {
    setMsg('');
    if (key.ctrl && input === 'c') return p.onQuit();
    if (key.upArrow) return setRow((r) => (r + ROWS - 1) % ROWS);
    if (key.downArrow || key.tab) return setRow((r) => (r + 1) % ROWS);
    const seedRow = row === CAVERS.length + 2;
    if (seedRow) {
      if (key.return) return start();
      if (key.backspace || key.delete) return setSeed((x) => x.slice(0, -1));
      if (input && !key.ctrl && !key.meta && input >= ' ' && seed.length < 64) return setSeed((x) => x + input);
      return;
    }
    if (input === 'q' || key.escape) return p.onQuit();
    if (row < CAVERS.length) {
      if (key.return || input === ' ') {
        const id = CAVERS[row].id;
        setTeam((t) => (t.includes(id) ? t.filter((x) => x !== id) : t.length >= 6 ? t : [...t, id]));
        if (!team.includes(id) && team.length >= 6) setMsg('At most 6 cavers');
      }
      if (input === 's') start();
      return;
    }
    if (row === CAVERS.length) {
      const i = DIFFICULTIES.indexOf(difficulty);
      if (key.leftArrow) return setDifficulty(DIFFICULTIES[(i + 2) % 3]);
      if (key.rightArrow || input === ' ') return setDifficulty(DIFFICULTIES[(i + 1) % 3]);
    }
    if (row === CAVERS.length + 1 && (input === ' ' || key.leftArrow || key.rightArrow)) return setEasy((e) => !e);
    if (key.return || input === 's') start();
  });

  const t = p.theme;
  const w = p.cols;
  const lines: string[] = [];
  lines.push(t.title(fit(' SUB TERRA — choose your team', w)));
  lines.push(fit(` ${p.players > 1 ? `${p.players} players, ` : ''}pick ${caversForPlayers(p.players) ?? '4 to 6'} cavers; the order you pick them is the seating order.`, w));
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
  if (focus) for (const a of focus.abilities) lines.push(t.dim(fit(`   ${a.name} (${a.cost === 'passive' ? 'passive' : `${a.cost} AP`}): ${a.text}`, w)));
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
