// Watching a recorded game: step forward and back, jump by round, play and pause.
import { Box, Text, useApp, useInput } from 'ink';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { ReplayStep } from '../../record/replay.js';
import { useTerminalSize } from '../hooks/useTerminalSize.js';
import { splitKeys, type KeyInfo } from '../input/keys.js';
import { fit, MIN_COLS, MIN_ROWS, tableLayout, wrapLogLine } from '../layout.js';
import { panelLines } from '../panel.js';
import { logLines as logOf } from '../text/log.js';
import type { Theme } from '../theme.js';
import { say } from '../../words/index.js';
import { pickZoom, type ZoomPref } from '../board/zoom.js';
import { Board } from './Board.js';
import { TooSmall } from './TooSmall.js';

export interface ReplayProps {
  readonly steps: readonly ReplayStep[];
  readonly title: string;
  readonly theme: Theme;
  readonly playDelay?: number;
  /** The tile size (default: chosen by the terminal size). */
  readonly zoom?: ZoomPref;
}

/** The first step of each round (index into steps), for jumping by round. */
export function roundStarts(steps: readonly ReplayStep[]): number[] {
  const out: number[] = [];
  steps.forEach((st, i) => {
    if (i === 0 || st.state.round !== steps[i - 1].state.round) out.push(i);
  });
  return out;
}

interface Watch {
  idx: number;
  playing: boolean;
  typed: string | null;
  /** Why the last key did nothing, shown until the next one. */
  msg: string | null;
}

export function ReplayScreen(p: ReplayProps) {
  const { exit } = useApp();
  const { cols, rows } = useTerminalSize();
  // State in a ref that each key changes at once (keys typed together must see each other).
  const w = useRef<Watch>({ idx: 0, playing: false, typed: null, msg: null });
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const last = p.steps.length - 1;
  const starts = useMemo(() => roundStarts(p.steps), [p.steps]);
  const lastRound = p.steps[last].state.round;

  useEffect(() => {
    const st = w.current;
    if (!st.playing) return;
    if (st.idx >= last) {
      st.playing = false;
      redraw();
      return;
    }
    const t = setTimeout(() => {
      st.idx = Math.min(last, st.idx + 1);
      redraw();
    }, p.playDelay ?? 400);
    return () => clearTimeout(t);
  });

  const onKey = (input: string, key: KeyInfo): void => {
    const st = w.current;
    if ((key.ctrl && input === 'c') || input === 'q') return exit();
    st.msg = null;
    if (st.typed !== null) {
      if (key.return) {
        const round = Number(st.typed);
        const i = p.steps.findIndex((x) => x.state.round >= round);
        if (st.typed !== '' && round >= 1 && i >= 0) st.idx = i;
        else if (st.typed !== '') st.msg = say('replay.no-round', { round: st.typed, last: lastRound });
        st.typed = null;
      } else if (key.escape) st.typed = null;
      else if (key.backspace || key.delete) st.typed = st.typed.slice(0, -1);
      else if (/^[0-9]$/.test(input)) st.typed += input;
      return;
    }
    if (input === ' ') {
      st.playing = !st.playing;
      return;
    }
    st.playing = false;
    const i = st.idx;
    if (key.rightArrow || input === 'l') st.idx = Math.min(last, i + 1);
    else if (key.leftArrow || input === 'h') st.idx = Math.max(0, i - 1);
    else if (key.downArrow || key.pageDown || input === 'j') st.idx = starts.find((x) => x > i) ?? last;
    else if (key.upArrow || key.pageUp || input === 'k') st.idx = [...starts].reverse().find((x) => x < i) ?? 0;
    else if (input === 'g') st.typed = '';
    else if (input === '0' || input === '^') st.idx = 0;
    else if (input === '$' || input === 'G') st.idx = last;
  };

  useInput((input, key) => {
    for (const k of splitKeys(input, key)) onKey(k.input, k.key);
    redraw();
  });

  const { idx, playing, typed, msg } = w.current;
  if (cols < MIN_COLS || rows < MIN_ROWS) return <TooSmall cols={cols} rows={rows} />;
  const t = p.theme;
  const L = tableLayout(cols, rows);
  const step = p.steps[idx];
  const s = step.state;
  const actor = s.turn !== null ? s.cavers[s.turn] : null;
  const focus = actor?.at ?? s.cavers.find((c) => c.at)?.at ?? [0, 0];
  const panel = panelLines({ state: s, width: L.panelCols, height: L.middleRows, menu: [], menuTitle: '' }, t);
  // What the step is comes first (the result above all), the file's title last: a narrow screen cuts only the title.
  const where = { round: s.round, i: idx, n: last, title: p.title };
  const header = fit(
    s.result ? say('replay.head-result', { ...where, result: say(`result.${s.result}`) }) : say('replay.head', where),
    cols,
  );
  const log: string[] = [];
  for (let i = Math.max(0, idx - 12); i <= idx; i++) {
    for (const line of logOf(p.steps[i].events, i > 0 ? p.steps[i - 1].state : null)) {
      // Wrapped as the table's log is, never cut.
      for (const row of wrapLogLine(line, cols)) log.push(i === idx ? t.bold(fit(row, cols)) : t.dim(fit(row, cols)));
    }
  }
  const logLines = log.slice(-L.logRows);
  while (logLines.length < L.logRows) logLines.unshift(' '.repeat(cols));
  const help =
    typed !== null
      ? say('replay.jump', { last: lastRound, typed })
      : (msg ?? say(playing ? 'replay.keys' : 'replay.keys-paused'));
  return (
    <Box flexDirection="column" width={cols} height={rows}>
      <Text>{t.inverse(header)}</Text>
      <Box flexDirection="row" height={L.middleRows}>
        <Board
          state={s}
          options={{
            cols: L.boardCols,
            rows: L.middleRows,
            zoom: pickZoom(p.zoom ?? 'auto', L.boardCols, L.middleRows),
            focus,
            keep: [focus],
            active: actor?.id ?? null,
          }}
          theme={t}
        />
        <Text> </Text>
        <Text>{panel.join('\n')}</Text>
      </Box>
      <Text>{logLines.join('\n')}</Text>
      <Text>{t.key(fit(help, cols))}</Text>
      <Text>{' '.repeat(cols)}</Text>
    </Box>
  );
}
