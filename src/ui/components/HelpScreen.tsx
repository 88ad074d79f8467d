// `?`: every key, and the round and the actions on one screen (fits 80×24, the smallest table).
import { Box, Text } from 'ink';
import { fit } from '../layout.js';
import type { Theme } from '../theme.js';

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
  '',
  '┌─┘ └─┐ a tile, gaps = open sides (both sides open to connect)  ▶ acting caver',
  'S start E exit · empty ~ water (≈ flooded) g gas (! leak) c cave-in (die faces',
  'in the corners, # rubble) h horror tile = tunnel l ledge d drop (↑→↓← arrow,',
  '§ rope) r rough   1-8 cavers (¹-⁸ out cold)  H horror  * blasted  ? room',
  '╔═╗ tile being placed   ┏━┓ acting caver / square being chosen',
  'Tests: d6, 4+ passes (Leader +1). The Exit is safe. 0 health: out until healed.',
  'Result, by cavers not on the Exit: 0 Gold, 1 Silver, 2 Bronze, 3+ Failure.',
  '',
  'Press any key to go back.',
];

export function HelpScreen({ cols, rows, theme }: { cols: number; rows: number; theme: Theme }) {
  const lines = HELP_LINES.slice(0, rows).map((l, i) => (i === 0 ? theme.title(fit(l, cols)) : fit(l, cols)));
  return (
    <Box flexDirection="column" width={cols} height={rows}>
      <Text>{lines.join('\n')}</Text>
    </Box>
  );
}
