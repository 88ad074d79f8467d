// `?`: page 1, every key, and the round and the actions on one screen (fits 80×24, the smallest
// table); page 2, the board's legend: every tile as the board draws it at the current size.
import { Box, Text } from 'ink';
import { legendHeight, legendLines } from '../board/legend.js';
import { ZOOMS, type Zoom } from '../board/zoom.js';
import { fit } from '../layout.js';
import { THEME_LABEL, type Theme } from '../theme.js';

export const HELP_PAGES = 2;

export const HELP_LINES: readonly string[] = [
  'SUB TERRA: get your cavers onto the Exit before the dark takes them.',
  'Round: 1 each caver acts (2 AP) from the ★ token · 2 horrors step toward the',
  'nearest victim · 3 a hazard card strikes (the deck is your time; Out of Time',
  'is last) · 4 the ★ token passes on, hiding ends, Direct is ready again.',
  '',
  '←↑→↓ hjkl Move (1)     x Explore (1)        r Reveal (1)      u Run (2: 3 moves)',
  'a Heal (2)             w Swim (2)           z Squeeze (2)     c Clear rubble (2)',
  'p Place rope (2+test)  i Hide (2+test)      e Exert: +1 AP, test at turn end',
  'd Dive/surface  g Quick dig  b Demolition  n Quick knot  f First aid  s Sprint',
  'y Repel  v Direct      Enter end turn (. at once)   Esc back   q save & quit',
  'Placing a tile: ←/→ turn it · Tab other tile (Pathfinder, Geologist) · Enter',
  'Run: arrows add steps, Backspace undoes, Enter goes. Choices: 1-9/arrows, Enter',
  'Phases: Space/Enter next step, Esc skip, a auto.   Ctrl+C also saves and quits',
  '+ / - bigger or smaller tiles   t next colour theme (classic, colour-blind safe,',
  'high contrast); both are remembered.   → the board legend: every tile drawn',
  '',
  'Tiles: gaps in a wall are open sides (both sides open to connect). ▶1 the',
  'acting caver, ¹-⁸ out cold, H a horror; ◆ the option chosen, ◇ the others.',
  'Tests: d6, 4+ passes (Leader +1). The Exit is safe. 0 health: out until healed.',
  'Result, by cavers not on the Exit: 0 Gold, 1 Silver, 2 Bronze, 3+ Failure.',
  'U or Ctrl+Z: take back a move of this turn while no die, tile or card was seen',
  '→ next page (the board)   any other key: back to the game',
];

/** The legend page: at the board's tile size, or a smaller one when it does not fit the screen. */
export function legendPage(cols: number, rows: number, zoom: Zoom, theme: Theme): string[] {
  let z = zoom;
  while (z !== ZOOMS[0] && legendHeight(z, cols) + 3 > rows) z = ZOOMS[ZOOMS.indexOf(z) - 1];
  const note = z === zoom ? '' : ` (drawn ${z.name}: no room for ${zoom.name} tiles here)`;
  const head = `THE BOARD · ${zoom.name} tiles${note} · theme: ${THEME_LABEL[theme.name]}`;
  const lines = [theme.title(fit(head, cols)), ''];
  lines.push(...legendLines(z, theme, cols).map((l) => l));
  lines.push(fit('+ / - tile size · t theme · ← keys page · any other key: back', cols));
  return lines.slice(0, rows);
}

export function HelpScreen({ cols, rows, theme, page = 0, zoom = ZOOMS[0] }: { cols: number; rows: number; theme: Theme; page?: number; zoom?: Zoom }) {
  const lines = page === 1
    ? legendPage(cols, rows, zoom, theme)
    : HELP_LINES.slice(0, rows).map((l, i) => (i === 0 ? theme.title(fit(l, cols)) : fit(l, cols)));
  return (
    <Box flexDirection="column" width={cols} height={rows}>
      <Text>{lines.join('\n')}</Text>
    </Box>
  );
}
