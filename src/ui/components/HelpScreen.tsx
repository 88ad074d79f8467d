// `?`: every key, and the round and the actions on one screen.
import { Box, Text } from 'ink';
import { fit } from '../layout.js';
import type { Theme } from '../theme.js';

export const HELP_LINES: readonly string[] = [
  'SUB TERRA — get as many cavers as you can onto the Exit before the dark takes them.',
  '',
  'A ROUND  1 Action: each conscious caver, from the first-caver token (★), gets 2 AP.',
  '         2 Horror: every horror steps toward its nearest victim (gone if none within 7).',
  '         3 Hazard: the top hazard card strikes. The deck is your time; Out of Time is last.',
  '         4 End: the ★ token passes on; hiding ends; the Leader may Direct again.',
  '',
  'KEYS     ←↑→↓ / hjkl  Move (1)          x Explore (1): reveal + step in',
  '         r Reveal (1)  u Run (2): 3 moves  a Heal (2)      w Swim (2)   z Squeeze (2)',
  '         c Clear rubble (2)  p Place rope (2+test)  i Hide (2+test)  e Exert (+1 AP, test at end)',
  '         Abilities: d Dive  g Quick dig  b Demolition  n Quick knot  f First aid  s Sprint',
  '                    y Repel  v Direct        Enter end turn    Esc back',
  '         Placing a tile: ←/→ or space turn it, Tab other tile (Pathfinder, Geologist), Enter',
  '         Run/Sprint: arrows build the path, Backspace undo, Enter go',
  '         Phases: Space/Enter next step, Esc skip, a auto-advance.   q save & quit, Ctrl+C too',
  '',
  'BOARD    ┌─┘ └─┐ a tile; gaps are open sides. Two tiles connect only if both sides are open.',
  '         S start  E exit  · empty  ~ water (≈ flooded)  g gas (! leak)  c cave-in (faces in corners,',
  '         # rubble)  h horror tile  = tunnel  l ledge  d drop (↑→↓← arrow, § rope)  r rough',
  '         1-8 cavers (¹-⁸ unconscious)  H horror  * blasted wall  ? where a tile can go',
  '         ╔═╗ the tile being placed   ┏━┓ the square being chosen',
  '',
  'TESTS    Roll a die: 4+ succeeds (Leader +1). Exit: no harm. 0 health = unconscious until healed.',
  'RESULT   Cavers not on the Exit at the end: 0 Gold, 1 Silver, 2 Bronze, 3+ Failure.',
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
