// Where a team stood when the Exit turned up, from bench/ai-diagnose.ts's lines (its `atExit`): the
// cavers a medal needs (all but two, counting those already on the Exit), and the walk of the
// farthest of them, against the medals won. How *The way between cavers, as they walk it* in
// docs/balance.md was counted:
//   node scripts/run-ts.mjs bench/ai-exit-walks.ts bench/results/tune/tp1-t6?-*.jsonl
import { readFileSync } from 'node:fs';

interface Line {
  n: number;
  result: string;
  atExit: { conscious: number; walks: number[] } | null;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: bench/ai-exit-walks.ts FILE...');
  process.exit(2);
}
const games: Line[] = files.flatMap((f) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line),
);
const found = games.filter((g) => g.atExit !== null);
const bands = new Map<string, [number, number]>();
let noWalk = 0;
for (const g of found) {
  const at = g.atExit!;
  noWalk += at.walks.filter((w) => w >= 255).length;
  const walks = [...at.walks].sort((a, b) => a - b);
  // Conscious cavers already on the Exit have no walk listed.
  const still = g.n - 2 - (at.conscious - walks.length);
  const w = still <= 0 ? -1 : still > walks.length ? -2 : walks[still - 1];
  const band =
    w === -1
      ? 'there'
      : w === -2
        ? 'too few conscious'
        : w >= 255
          ? 'no walk'
          : w <= 16
            ? '<= 16'
            : w <= 24
              ? '17-24'
              : '> 24';
  const b = bands.get(band) ?? [0, 0];
  b[0]++;
  if (g.result !== 'failure') b[1]++;
  bands.set(band, b);
}
console.log(
  JSON.stringify({
    games: games.length,
    medals: games.filter((g) => g.result !== 'failure').length,
    exitFound: found.length,
    noWalkPerFound: Number((noWalk / Math.max(1, found.length)).toFixed(2)),
    farthestNeeded: Object.fromEntries([...bands].map(([k, [n, m]]) => [k, { games: n, medals: m }])),
  }),
);
