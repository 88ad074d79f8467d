// The menu a player sees after `ssh -p PORT HOST`: a new solo game, their last one continued, the
// tutorial, a room hosted, joined or watched by its code, their statistics. It only chooses; the
// session (session.tsx) opens what was chosen with the game's own screens.
import { Box, Text, useInput } from 'ink';
import { useRef, useState } from 'react';
import { normalizeCode } from '../net/index.js';
import { useTerminalSize } from '../ui/hooks/useTerminalSize.js';
import { type KeyInfo, splitKeys } from '../ui/input/keys.js';
import type { Theme } from '../ui/theme.js';
import { say } from '../words/index.js';

export type MenuChoice =
  | { readonly t: 'solo' | 'resume' | 'tutorial' | 'deeper' | 'host' | 'quit' }
  | { readonly t: 'join' | 'watch'; readonly code: string };

type Item = 'solo' | 'resume' | 'tutorial' | 'deeper' | 'host' | 'join' | 'watch' | 'stats' | 'quit';

/** Each line's letter, and the line. */
const ITEMS: readonly (readonly [Item, string])[] = [
  ['solo', 'n'],
  ['resume', 'c'],
  ['tutorial', 't'],
  ['deeper', 'd'],
  ['host', 'h'],
  ['join', 'j'],
  ['watch', 'w'],
  ['stats', 's'],
  ['quit', 'q'],
];

export interface MenuProps {
  readonly theme: Theme;
  readonly name: string;
  /** The player's key (null: a guest). */
  readonly fingerprint: string | null;
  /** Whether there is an unfinished game to continue. */
  readonly canResume: boolean;
  /** The statistics as lines at most this wide. */
  readonly stats: (cols: number) => readonly string[];
  /** A line to show first (why the last choice could not be opened). */
  readonly notice?: string;
  /** How to come straight into a room (`ssh -p PORT CODE@HOST`). */
  readonly port: number;
  readonly host: string;
  readonly onChoose: (c: MenuChoice) => void;
}

/** A key as the menu reads it. */
interface MenuKey {
  readonly up: boolean;
  readonly down: boolean;
  readonly enter: boolean;
  readonly back: boolean;
  readonly erase: boolean;
  readonly ctrlC: boolean;
}

/**
 * The keys in one input as the menu reads them: over SSH several can come in one packet (typing fast
 * on a slow link, a code pasted with its Enter), which Ink hands over as one string; the table's own
 * splitKeys (src/ui/input/keys.ts) makes them one key each.
 */
export function menuKeys(input: string, key: KeyInfo & { meta?: boolean }): [string, MenuKey][] {
  return splitKeys(input, key).map(({ input: ch, key: k }): [string, MenuKey] => [
    ch,
    {
      up: k.upArrow === true,
      down: k.downArrow === true || k.tab === true,
      enter: k.return === true,
      back: k.escape === true,
      erase: k.backspace === true || k.delete === true,
      ctrlC: k.ctrl === true && ch === 'c',
    },
  ]);
}

export function Menu(p: MenuProps) {
  const { cols, rows } = useTerminalSize();
  const items = ITEMS.filter(([it]) => it !== 'resume' || p.canResume);
  const [at, setAt] = useState(0);
  const [entry, setEntry] = useState<{ readonly for: 'join' | 'watch'; readonly text: string } | null>(null);
  const [showStats, setShowStats] = useState(false);
  const [problem, setProblem] = useState<string | null>(p.notice ?? null);
  const [chosen, setChosen] = useState(false);
  // What the keys read so far left, kept as they are read: keys that come together each build on
  // the one before, not on the last frame's.
  const now = useRef<{
    at: number;
    entry: { for: 'join' | 'watch'; text: string } | null;
    stats: boolean;
    chosen: boolean;
  }>({
    at: 0,
    entry: null,
    stats: false,
    chosen: false,
  });
  const moveTo = (i: number): void => {
    now.current.at = i;
    setAt(i);
  };
  const enter = (e: { for: 'join' | 'watch'; text: string } | null): void => {
    now.current.entry = e;
    setEntry(e);
  };
  const stats = (on: boolean): void => {
    now.current.stats = on;
    setShowStats(on);
  };

  const choose = (item: Item): void => {
    setProblem(null);
    if (item === 'join' || item === 'watch') enter({ for: item, text: '' });
    else if (item === 'stats') stats(true);
    else {
      now.current.chosen = true;
      setChosen(true);
      p.onChoose({ t: item });
    }
  };

  const read = (input: string, key: MenuKey): void => {
    const st = now.current;
    if (st.chosen) return;
    const e = st.entry;
    if (e) {
      if (key.back) enter(null);
      else if (key.enter) {
        const code = normalizeCode(e.text);
        if (code === null) setProblem(say('ssh.menu.bad-code', { code: e.text }));
        else {
          st.chosen = true;
          setChosen(true);
          p.onChoose({ t: e.for, code });
        }
      } else if (key.erase) enter({ ...e, text: e.text.slice(0, -1) });
      else if (/^[A-Za-z0-9 -]+$/.test(input)) enter({ ...e, text: (e.text + input).slice(0, 24) });
      return;
    }
    if (st.stats) {
      if (key.back || key.enter || input === 'q' || input === 's') stats(false);
      return;
    }
    if (key.up) moveTo((st.at + items.length - 1) % items.length);
    else if (key.down) moveTo((st.at + 1) % items.length);
    else if (key.enter) choose(items[st.at][0]);
    else if (key.ctrlC) choose('quit');
    else {
      const i = items.findIndex(([, letter]) => letter === input.toLowerCase());
      if (i >= 0) {
        moveTo(i);
        choose(items[i][0]);
      }
    }
  };

  useInput(
    (input, key) => {
      for (const [ch, k] of menuKeys(input, key)) read(ch, k);
    },
    { isActive: !chosen },
  );

  const t = p.theme;
  const width = Math.min(cols, 72);
  const head = (
    <>
      <Text>{t.inverse(` ${say('ssh.menu.title')} `.padEnd(width))}</Text>
      <Text>
        {say('ssh.menu.who', {
          name: p.name,
          as:
            p.fingerprint !== null
              ? say('ssh.menu.key', { fingerprint: p.fingerprint.slice(0, 19) })
              : say('ssh.menu.guest'),
        }).slice(0, width)}
      </Text>
      <Text> </Text>
    </>
  );
  if (showStats) {
    const lines = p.stats(width);
    return (
      <Box flexDirection="column">
        {head}
        {(lines.length > 0 ? lines : [say('ssh.menu.no-stats')]).slice(0, Math.max(1, rows - 5)).map((l, i) => (
          <Text key={i}>{l}</Text>
        ))}
        <Text>{t.dim(say('ssh.menu.stats-keys'))}</Text>
      </Box>
    );
  }
  return (
    <Box flexDirection="column">
      {head}
      {items.map(([item, letter], i) => (
        <Text key={item}>
          {i === at ? t.key('› ') : '  '}
          {t.key(letter)} {i === at ? t.bold(say(`ssh.menu.${item}`)) : say(`ssh.menu.${item}`)}
        </Text>
      ))}
      <Text> </Text>
      {entry ? (
        <>
          <Text>{say('ssh.menu.code-prompt', { code: entry.text })}</Text>
          <Text>{t.dim(say('ssh.menu.code-keys', { what: say(`ssh.menu.${entry.for}`).toLowerCase() }))}</Text>
        </>
      ) : (
        <>
          <Text>{t.dim(say('ssh.menu.keys').slice(0, width))}</Text>
          <Text>{t.dim(say('ssh.menu.join-direct', { port: p.port, host: p.host }).slice(0, width))}</Text>
        </>
      )}
      {problem !== null ? <Text>{t.bad(problem.slice(0, width * 2))}</Text> : null}
    </Box>
  );
}
