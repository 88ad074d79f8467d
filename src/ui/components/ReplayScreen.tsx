// Watching a recorded game: step forward and back, jump by round, play and pause.
import { Box, Text, useApp, useInput } from 'ink';
import { useEffect, useMemo, useState } from 'react';
import type { ReplayStep } from '../../record/replay.js';
import { useTerminalSize } from '../hooks/useTerminalSize.js';
import { fit, MIN_COLS, MIN_ROWS, tableLayout } from '../layout.js';
import { panelLines } from '../panel.js';
import { describeAction, describeEvent } from '../text/describe.js';
import type { Theme } from '../theme.js';
import { Board } from './Board.js';
import { TooSmall } from './TooSmall.js';

export interface ReplayProps {
  readonly steps: readonly ReplayStep[];
  readonly title: string;
  readonly theme: Theme;
  readonly playDelay?: number;
}

/** The first step of each round (index into steps), for jumping by round. */
export function roundStarts(steps: readonly ReplayStep[]): number[] {
  const out: number[] = [];
  steps.forEach((st, i) => {
    if (i === 0 || st.state.round !== steps[i - 1].state.round) out.push(i);
  });
  return out;
}

export function ReplayScreen(p: ReplayProps) {
  const { exit } = useApp();
  const { cols, rows } = useTerminalSize();
  const [idx, setIdx] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const last = p.steps.length - 1;
  const starts = useMemo(() => roundStarts(p.steps), [p.steps]);

  useEffect(() => {
    if (!playing) return;
    if (idx >= last) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => setIdx((i) => Math.min(last, i + 1)), p.playDelay ?? 400);
    return () => clearTimeout(t);
  }, [playing, idx, last, p.playDelay]);

  useInput((input, key) => {
    if ((key.ctrl && input === 'c') || input === 'q') return exit();
    if (typed !== null) {
      if (key.return) {
        const round = Number(typed);
        const i = p.steps.findIndex((st) => st.state.round >= round);
        if (Number.isInteger(round) && i >= 0) setIdx(i);
        return setTyped(null);
      }
      if (key.escape) return setTyped(null);
      if (key.backspace || key.delete) return setTyped(typed.slice(0, -1));
      if (/^[0-9]$/.test(input)) return setTyped(typed + input);
      return;
    }
    if (input === ' ') return setPlaying((x) => !x);
    setPlaying(false);
    if (key.rightArrow || input === 'l') setIdx((i) => Math.min(last, i + 1));
    else if (key.leftArrow || input === 'h') setIdx((i) => Math.max(0, i - 1));
    else if (key.downArrow || key.pageDown || input === 'j') setIdx((i) => starts.find((x) => x > i) ?? last);
    else if (key.upArrow || key.pageUp || input === 'k') setIdx((i) => [...starts].reverse().find((x) => x < i) ?? 0);
    else if (input === 'g') setTyped('');
    else if (input === '0' || input === '^') setIdx(0);
    else if (input === '$' || input === 'G') setIdx(last);
  });

  if (cols < MIN_COLS || rows < MIN_ROWS) return <TooSmall cols={cols} rows={rows} />;
  const t = p.theme;
  const L = tableLayout(cols, rows);
  const step = p.steps[idx];
  const s = step.state;
  const actor = s.turn !== null ? s.cavers[s.turn] : null;
  const focus = actor?.at ?? s.cavers.find((c) => c.at)?.at ?? [0, 0];
  const panel = panelLines({ state: s, width: L.panelCols, height: L.middleRows, menu: [], menuTitle: '' }, t);
  const header = fit(` SUB TERRA REPLAY · ${p.title} · action ${idx}/${last} · round ${s.round}${s.result ? ` · ${s.result.toUpperCase()}` : ''}`, cols);
  const log: string[] = [];
  for (let i = Math.max(0, idx - 12); i <= idx; i++) {
    for (const e of p.steps[i].events) {
      const line = e.t === 'action' ? describeAction(e.action) : describeEvent(e);
      if (line !== null) log.push(i === idx ? t.bold(fit(line, cols)) : t.dim(fit(line, cols)));
    }
  }
  const logLines = log.slice(-L.logRows);
  while (logLines.length < L.logRows) logLines.unshift(' '.repeat(cols));
  const help = typed !== null
    ? `Jump to round: ${typed}▏ (Enter, Esc)`
    : `←/→ step · ↑/↓ round · g jump to round · space ${playing ? 'pause' : 'play'} · 0/$ start/end · q quit`;
  return (
    <Box flexDirection="column" width={cols} height={rows}>
      <Text>{t.inverse(header)}</Text>
      <Box flexDirection="row" height={L.middleRows}>
        <Board state={s} options={{ cols: L.boardCols, rows: L.middleRows, focus, active: actor?.id ?? null }} theme={t} />
        <Text> </Text>
        <Text>{panel.join('\n')}</Text>
      </Box>
      <Text>{logLines.join('\n')}</Text>
      <Text>{t.key(fit(help, cols))}</Text>
      <Text>{' '.repeat(cols)}</Text>
    </Box>
  );
}
