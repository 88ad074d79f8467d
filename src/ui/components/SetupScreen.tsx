// Before the game: pick the team (the order picked is the seating order), the difficulty, the
// easier variant and the seed, or play the last game's seed again; the statistics are a row away.
// Starts from the choices last made (the settings file). Skipped when --team is given.
import { Box, Text, useInput, type Key } from 'ink';
import { useCallback, useReducer, useRef } from 'react';
import {
  CAVERS,
  DIFFICULTIES,
  MAX_CAVERS,
  MAX_SEED_LENGTH,
  MIN_CAVERS,
  caversForPlayers,
  teamProblem,
  type CaverId,
  type Difficulty,
} from '../../engine/index.js';
import {
  abilityName,
  caverTitle,
  difficultyName,
  type Lang,
  language,
  LANGUAGE_NAMES,
  LANGUAGES,
  say,
  setLanguage,
} from '../../words/index.js';
import { padTo } from '../../text/width.js';
import { abilityLine } from './HelpScreen.js';
import { fit, placeInBox, screenBox, wrap } from '../layout.js';
import { dirKeys, type LayoutName, splitKeys } from '../input/keys.js';
import { keyLayout, nextKeyLayout } from '../input/keymap.js';
import type { NewGame } from '../../play/index.js';
import type { Theme } from '../theme.js';
import { StatsScreen } from './StatsScreen.js';

/** What the command line sets before the setup screen: its starting choices. */
export interface SetupDefaults {
  readonly players: number;
  readonly caverCount: number;
  /** --cavers (or --players) fixed the number: exactly caverCount must be picked. */
  readonly caversFixed?: boolean;
  readonly difficulty: Difficulty;
  readonly easy: boolean;
  readonly seed: string;
  /** The team last played (the settings file), to start from. */
  readonly team?: readonly CaverId[];
  /** The seed of the last game, offered as "same seed again". */
  readonly lastSeed?: string;
  /** The daily cave's date: the seed is that day's, fixed. */
  readonly daily?: string;
}

export interface SetupProps extends SetupDefaults {
  readonly cols: number;
  readonly rows: number;
  readonly theme: Theme;
  readonly onStart: (spec: NewGame) => void;
  readonly onQuit: () => void;
  /** The statistics, as lines for the screen (absent: no statistics row). */
  readonly stats?: () => readonly string[];
  /** The player chose another language (it is spoken at once; to remember it). */
  readonly onLanguage?: (lang: Lang) => void;
  /** Whether the player has won a medal in a game of their own (asked once; absent: not known). */
  readonly medalWon?: () => boolean;
  /** The player chose another built-in key set (in use at once; to remember it). */
  readonly onKeyLayout?: (layout: LayoutName) => void;
}

const DEFAULT_TEAM: readonly CaverId[] = ['scout', 'medic', 'leader', 'bodyguard', 'engineer', 'diver'];

/** The rows below the cavers, in order; "again" and "stats" only when there is something to offer. */
type OptionRow = 'difficulty' | 'easy' | 'seed' | 'again' | 'language' | 'start' | 'stats';

function optionRows(p: SetupDefaults & { stats?: unknown }): OptionRow[] {
  const rows: OptionRow[] = ['difficulty', 'easy', 'seed'];
  if (p.lastSeed !== undefined && p.daily === undefined && p.lastSeed !== p.seed) rows.push('again');
  rows.push('language', 'start');
  if (p.stats !== undefined) rows.push('stats');
  return rows;
}

/** The team to start from: the one last played if there is one, fitted to the number needed. */
export function startingTeam(count: number, remembered?: readonly CaverId[]): CaverId[] {
  const team = (remembered ?? [])
    .filter((id, i, all) => CAVERS.some((c) => c.id === id) && all.indexOf(id) === i)
    .slice(0, count);
  for (const id of DEFAULT_TEAM) if (team.length < count && !team.includes(id)) team.push(id);
  return team;
}

/** How many cavers must be picked: fixed by the players (RULES.md §2) or by --cavers; null for any team size. */
export function neededCavers(players: number, fixed: number | null): number | null {
  return caversForPlayers(players) ?? fixed;
}

/** Why this pick cannot start a game, or null. */
export function teamError(team: readonly CaverId[], players: number, fixed: number | null = null): string | null {
  const need = neededCavers(players, fixed);
  if (need !== null && team.length !== need) {
    return players > 1
      ? say('setup.players-need', { players, need })
      : say('setup.cavers-need', { need, n: team.length });
  }
  // Picks are always known cavers, each once: only the size can be wrong.
  const problem = teamProblem(team, players);
  if (problem === null) return null;
  return team.length < MIN_CAVERS
    ? say('setup.at-least', { min: MIN_CAVERS, n: team.length })
    : say('setup.at-most', { max: MAX_CAVERS });
}

interface Pick {
  team: CaverId[];
  row: number;
  difficulty: Difficulty;
  easy: boolean;
  seed: string;
  msg: string;
  /** The statistics screen is open (its lines). */
  stats: readonly string[] | null;
}

/** Why this pick cannot start, or null. */
function pickError(k: Pick, players: number, fixed: number | null): string | null {
  return teamError(k.team, players, fixed) ?? (k.seed.trim() === '' ? say('setup.seed-empty') : null);
}

export function SetupScreen(p: SetupProps) {
  const fixed = p.caversFixed ? p.caverCount : null;
  // The number to start with: the rules' or --cavers', else the team last played, else the default.
  const count =
    neededCavers(p.players, fixed) ??
    (p.team && p.team.length >= MIN_CAVERS && p.team.length <= MAX_CAVERS ? p.team.length : p.caverCount);
  // State in a ref, changed by each key at once (keys may arrive faster than frames are drawn).
  const pick = useRef<Pick>({
    team: startingTeam(count, p.team),
    row: 0,
    difficulty: p.difficulty,
    easy: p.easy,
    seed: p.seed,
    msg: '',
    stats: null,
  });
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  // A player without a medal yet is offered the easier variant (asked once, when the screen opens).
  const newPlayer = useRef<boolean | null>(null);
  if (newPlayer.current === null) newPlayer.current = p.medalWon ? !p.medalWon() : false;
  const props = useRef(p);
  props.current = p;

  const onKey = useCallback((input: string, key: Key): void => {
    const k = pick.current;
    const pr = props.current;
    const rows = optionRows(pr);
    const total = CAVERS.length + rows.length;
    const row: OptionRow | null = k.row < CAVERS.length ? null : rows[k.row - CAVERS.length];
    k.msg = '';
    const start = (seed = k.seed): void => {
      const error = pickError({ ...k, seed }, pr.players, pr.caversFixed ? pr.caverCount : null);
      if (error) k.msg = say('status.cannot-start', { why: error });
      else {
        pr.onStart({
          seed: seed.trim(),
          difficulty: k.difficulty,
          easy: k.easy,
          players: pr.players,
          cavers: k.team,
          ...(pr.daily !== undefined ? { daily: pr.daily } : {}),
        });
      }
    };
    if (key.ctrl && input === 'c') return pr.onQuit();
    if (k.stats !== null) {
      // Any key leaves the statistics (q too: back to the setup, not out of the game).
      k.stats = null;
      return;
    }
    if (key.upArrow) {
      k.row = (k.row + total - 1) % total;
      return;
    }
    if (key.downArrow || key.tab) {
      k.row = (k.row + 1) % total;
      return;
    }
    if (row === 'seed' && pr.daily === undefined) {
      if (key.return) return start();
      if (key.backspace || key.delete) k.seed = k.seed.slice(0, -1);
      else if (input && !key.ctrl && !key.meta && input >= ' ' && k.seed.length < MAX_SEED_LENGTH) k.seed += input;
      return;
    }
    if (input === 'q' || key.escape) return pr.onQuit();
    if (row === null) {
      if (key.return || input === ' ') {
        const id = CAVERS[k.row].id;
        if (k.team.includes(id)) k.team = k.team.filter((x) => x !== id);
        else if (k.team.length >= MAX_CAVERS) k.msg = say('setup.full', { max: MAX_CAVERS });
        else k.team = [...k.team, id];
      }
      if (input === 's') start();
      return;
    }
    if (row === 'difficulty') {
      const i = DIFFICULTIES.indexOf(k.difficulty);
      const n = DIFFICULTIES.length;
      if (key.leftArrow) k.difficulty = DIFFICULTIES[(i + n - 1) % n];
      else if (key.rightArrow || input === ' ') k.difficulty = DIFFICULTIES[(i + 1) % n];
      else if (key.return || input === 's') start();
      return;
    }
    // The language row holds the key set too (the screen has no row to spare at 80x24): Space.
    if (row === 'language' && input === ' ') {
      pr.onKeyLayout?.(nextKeyLayout(1));
      return;
    }
    if (row === 'language' && (key.leftArrow || key.rightArrow)) {
      const i = LANGUAGES.indexOf(language());
      const n = LANGUAGES.length;
      const next = LANGUAGES[(i + (key.leftArrow ? n - 1 : 1)) % n];
      setLanguage(next);
      pr.onLanguage?.(next);
      return;
    }
    if (row === 'easy' && (input === ' ' || key.leftArrow || key.rightArrow)) {
      k.easy = !k.easy;
      return;
    }
    if (row === 'seed' && pr.daily !== undefined && input && !key.return && input !== 's') {
      k.msg = say('setup.daily-seed');
      return;
    }
    if (row === 'again' && (key.return || input === ' ' || input === 's')) {
      k.seed = pr.lastSeed!;
      return start(pr.lastSeed!);
    }
    if (row === 'stats' && (key.return || input === ' ')) {
      k.stats = pr.stats!();
      return;
    }
    if (key.return || input === 's') start();
  }, []);

  useInput((input, key) => {
    for (const k of splitKeys(input, key)) onKey(k.input, { ...key, ...k.key } as Key);
    redraw();
  });

  const { team, row, difficulty, easy, seed, msg } = pick.current;
  if (pick.current.stats !== null)
    return <StatsScreen lines={pick.current.stats} cols={p.cols} rows={p.rows} theme={p.theme} />;
  const rows = optionRows(p);
  const error = pickError(pick.current, p.players, fixed);
  const t = p.theme;
  // A large terminal: the screen is a block in the middle of it.
  const box = screenBox(p.cols, p.rows);
  const w = box.w;
  const lines: string[] = [];
  lines.push(t.title(fit(p.daily !== undefined ? say('setup.title-daily', { date: p.daily }) : say('setup.title'), w)));
  lines.push(
    fit(
      say(p.players > 1 ? 'setup.pick-players' : 'setup.pick', {
        players: p.players,
        need: neededCavers(p.players, fixed) ?? say('setup.pick-range', { min: MIN_CAVERS, max: MAX_CAVERS }),
      }),
      w,
    ),
  );
  // Room for every row and the longest ability text at 80×24: no blank line above the cavers or the
  // text when there are many rows.
  if (rows.length < 6) lines.push('');
  CAVERS.forEach((c, i) => {
    const seat = team.indexOf(c.id);
    const box = seat >= 0 ? `[${seat + 1}]` : '[ ]';
    const abil = c.abilities
      .map((a) =>
        a.cost === 'passive' ? abilityName(a) : say('setup.ability-ap', { name: abilityName(a), ap: a.cost }),
      )
      .join(say('list.comma'));
    const text = fit(
      ` ${i === row ? '▶' : ' '} ${box} ${c.number} ${padTo(caverTitle(c.id), 10)} ${'♥'.repeat(c.hp).padEnd(5)} ${abil}`,
      w,
    );
    lines.push(i === row ? t.bold(text) : seat >= 0 ? text : t.dim(text));
  });
  const opt = (name: OptionRow, label: string, value: string): string => {
    const here = row === CAVERS.length + rows.indexOf(name);
    const text = fit(` ${here ? '▶' : ' '} ${padTo(label, 12)} ${value}`, w);
    return here ? t.bold(text) : text;
  };
  const onRow = (name: OptionRow): boolean => row === CAVERS.length + rows.indexOf(name);
  // A blank line under the cavers, unless every row is there (then the longest ability text needs it).
  if (rows.length < 7) lines.push('');
  for (const name of rows) {
    switch (name) {
      case 'difficulty':
        lines.push(
          opt(name, say('setup.difficulty'), say('setup.difficulty-value', { difficulty: difficultyName(difficulty) })),
        );
        break;
      case 'easy':
        lines.push(opt(name, say('setup.easy'), say(easy ? 'setup.easy-on' : 'setup.easy-off')));
        break;
      case 'seed':
        lines.push(
          opt(
            name,
            say('setup.seed'),
            p.daily !== undefined
              ? say('setup.seed-daily', { seed })
              : onRow('seed')
                ? say('setup.seed-typing', { seed })
                : seed,
          ),
        );
        break;
      case 'again':
        lines.push(opt(name, say('setup.again'), say('setup.again-value', { seed: p.lastSeed ?? '' })));
        break;
      case 'language':
        lines.push(
          opt(
            name,
            say('setup.language'),
            say('setup.language-keys', {
              language: say('setup.language-value', { language: LANGUAGE_NAMES[language()] }),
              keys: say('setup.key-set-value', { layout: say(`setup.layout.${keyLayout()}`), dirs: dirKeys() }),
            }),
          ),
        );
        break;
      case 'start':
        lines.push(
          opt(name, say('setup.start'), error ? say('setup.start-error', { why: error }) : say('setup.start-value')),
        );
        break;
      case 'stats':
        lines.push(opt(name, say('setup.stats'), say('setup.stats-value')));
        break;
    }
  }
  const focus = CAVERS[row];
  if (!focus && onRow('easy')) {
    // On the easy row: what the variant is.
    if (rows.length < 5) lines.push('');
    for (const l of wrap(say('setup.easy-about'), w - 6)) lines.push(t.dim(fit(`   ${l}`, w)));
  }
  if (focus) {
    if (rows.length < 5) lines.push('');
    for (const a of focus.abilities) {
      const text = wrap(abilityLine(a), w - 6);
      text.forEach((l, i) => lines.push(t.dim(fit(`${i === 0 ? '   ' : '     '}${l}`, w))));
    }
  }
  while (lines.length < box.h - 2) lines.push('');
  lines.splice(box.h - 2);
  lines.push(t.key(fit(say('setup.keys'), w)));
  // The last line: a message, else the easier variant offered to a player without a medal yet.
  const offer = newPlayer.current && !easy && p.daily === undefined;
  lines.push(msg ? t.warn(fit(` ${msg}`, w)) : offer ? t.good(fit(` ${say('setup.offer-easy')}`, w)) : '');
  return (
    <Box flexDirection="column" width={p.cols} height={p.rows}>
      <Text>{placeInBox(lines, box, p.rows).join('\n')}</Text>
    </Box>
  );
}
