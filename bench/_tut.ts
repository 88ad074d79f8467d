// dev harness (not committed)
import { readFileSync } from 'node:fs';
import { apply, newGame, type Action } from '../src/engine/index.js';
import { recordOptions } from '../src/record/record.js';
import { drawBoard } from '../src/ui/board/drawBoard.js';
import { makeTheme } from '../src/ui/theme.js';
import { describeEvent } from '../src/ui/text/describe.js';
import { caverState, hearts } from '../src/ui/panel.js';
const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const rec = { format: 'subterra-record', version: 1, seed: 'tutorial', difficulty: 'normal', players: 1, cavers: spec.cavers, rules: 2, setup: spec.setup, actions: [] };
const st = newGame(recordOptions(rec as never));
if (!st.ok) throw new Error(st.error);
let s = st.state;
const theme = makeTheme(false);
const show = () => {
  console.log(drawBoard(s, { cols: 49, rows: 17 }, theme).map((l) => '|' + l).join('\n'));
  console.log(s.cavers.map((c) => `${c.id} ${hearts(c)} ${JSON.stringify(c.at)} ${caverState(s, c)}`).join(' | '), `horrors ${JSON.stringify(s.horrors.map(h=>h.at))} tilesLeft ${s.tileDeck.length - s.tileTop} hazLeft ${s.hazardDeck.length - s.hazardTop} gas ${s.gasLeak} turn ${s.turn === null ? '-' : s.cavers[s.turn].id} ap ${s.ap} round ${s.round}`);
};
for (const [i, a] of (spec.actions as Action[]).entries()) {
  if ((a as any).show) { show(); continue; }
  const r = apply(s, a);
  if (!r.ok) { console.log(`#${i} ${JSON.stringify(a)} REFUSED: ${r.error}`); show(); process.exit(1); }
  s = r.state;
  console.log(`#${i} ${JSON.stringify(a)} :: ${r.events.map(describeEvent).filter(Boolean).join(' / ')}`);
}
show();
