// Hot-seat play: when the turn passes to another player, a screen that names who takes the
// keyboard now, so no one acts for the wrong caver.
import { Box, Text } from 'ink';
import { type GameState, playerOfSeat } from '../../engine/index.js';
import { keyOf } from '../input/keys.js';
import { fit } from '../layout.js';
import { caverName } from '../text/describe.js';
import { say } from '../../words/index.js';
import type { Theme } from '../theme.js';

export function handOverLines(s: GameState, player: number, cols: number, rows: number, theme: Theme): string[] {
  const seat = s.pending ? s.cavers.findIndex((c) => c.id === s.pending!.chooser) : s.turn;
  const mine = s.cavers
    .filter((_, i) => playerOfSeat(s.options.players, s.cavers.length, i) === player)
    .map((c) => caverName(c.id));
  const what = s.pending
    ? say('handover.choice', { n: player })
    : seat !== null
      ? say('handover.plays', { n: player, who: caverName(s.cavers[seat].id) })
      : say('handover.next', { n: player });
  const body = [
    theme.title(fit(`  ${say('handover.title', { n: player })}`, cols)),
    '',
    fit(`  ${what}`, cols),
    fit(`  ${say('handover.cavers', { n: player, cavers: mine.join(say('list.comma')) })}`, cols),
    '',
    fit(`  ${say('handover.pass')}`, cols),
    theme.dim(
      fit(`  ${say('handover.keys', { help: keyOf('help'), history: keyOf('history'), quit: keyOf('quit') })}`, cols),
    ),
  ];
  const top = Math.max(0, Math.floor((rows - body.length) / 2));
  const out = [...Array.from({ length: top }, () => ' '.repeat(cols)), ...body];
  while (out.length < rows) out.push(' '.repeat(cols));
  return out.slice(0, rows);
}

export function HandOver({
  state,
  player,
  cols,
  rows,
  theme,
}: {
  state: GameState;
  player: number;
  cols: number;
  rows: number;
  theme: Theme;
}) {
  return (
    <Box flexDirection="column" width={cols} height={rows}>
      <Text>{handOverLines(state, player, cols, rows, theme).join('\n')}</Text>
    </Box>
  );
}
