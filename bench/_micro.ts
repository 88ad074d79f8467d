import { apply, legalActions, newGame, type GameState } from '../src/engine/index.js';
const s = (
  newGame({ seed: 'm', difficulty: 'normal', players: 1, cavers: ['scout', 'medic', 'leader', 'engineer'] }) as {
    state: GameState;
  }
).state;
const legal = legalActions(s);
console.log(legal.map((a) => a.do).join(' '));
const ex = legal.find((a) => a.do === 'exert')!;
for (const [name, f] of [
  [
    'apply exert (listed)',
    () => {
      legalActions(s);
      apply(s, ex);
    },
  ],
  ['apply exert (checked)', () => apply(s, { caver: 'scout', do: 'exert' })],
  [
    'legalActions fresh',
    () => {
      const t = { ...s };
      legalActions(t);
    },
  ],
  ['spread state', () => ({ ...s })],
] as [string, () => unknown][]) {
  for (let r = 0; r < 3; r++) {
    const n = 200000;
    const c0 = process.cpuUsage().user;
    for (let i = 0; i < n; i++) f();
    console.log(name, (((process.cpuUsage().user - c0) / n) * 1000).toFixed(0), 'ns');
  }
}
