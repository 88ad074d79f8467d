// Adds up the lines of bench/ai-diagnose.ts, one file per study (a team size, a variant):
//   node scripts/run-ts.mjs bench/ai-diagnose-sum.ts diag4.jsonl diag5.jsonl diag6.jsonl
// Prints one column per file: medals, when the Exit is found and in what shape, where the action
// points go, how cavers are lost and who is left behind.
import { readFileSync } from 'node:fs';

interface Line {
  n: number;
  hazards: number;
  result: string;
  rounds: number;
  exitRound: number;
  tilesLeft: number;
  atExit: {
    round: number;
    hazardsLeft: number;
    tilesLeft: number;
    conscious: number;
    down: number;
    hp: number;
    walk: number;
    noWalk: number;
  } | null;
  end: { caver: string; state: string; hp: number }[];
  faints: { caver: string; cause: string; round: number; afterExit: boolean }[];
  damage: Record<string, number>;
  ap: Record<string, number>;
  apBy: Record<string, number>;
  unspent: number;
  unspentOnExit: number;
  exerts: number;
  draws: number;
  pathfinder: number;
  contacts: number;
  tremorShielded: number;
  tremorExposed: number;
  decisions: number;
  ms: number;
}

const files = process.argv.slice(2);
const cols: Map<string, string>[] = [];
const order: string[] = [];
const put = (col: Map<string, string>, k: string, v: string): void => {
  if (!order.includes(k)) order.push(k);
  col.set(k, v);
};
const f1 = (x: number): string => x.toFixed(1);
const pct = (x: number, n: number): string => `${((100 * x) / Math.max(1, n)).toFixed(1)}%`;

for (const file of files) {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line);
  const g = lines.length;
  const col = new Map<string, string>();
  const mean = (f: (l: Line) => number, of: Line[] = lines): string =>
    f1(of.reduce((x, l) => x + f(l), 0) / Math.max(1, of.length));
  put(col, 'file', file.replace(/^.*\//, ''));
  put(col, 'games', String(g));
  put(col, 'cavers', String(lines[0]?.n));
  put(col, 'hazard cards', String(lines[0]?.hazards));
  const medals = lines.filter((l) => l.result !== 'failure');
  put(col, 'medals', `${medals.length} (${pct(medals.length, g)})`);
  const found = lines.filter((l) => l.exitRound > 0);
  put(col, 'Exit found', `${found.length} (${pct(found.length, g)})`);
  put(col, 'medals when found', pct(medals.length, found.length));
  put(
    col,
    'rounds',
    mean((l) => l.rounds),
  );
  put(
    col,
    'Exit round',
    mean((l) => l.exitRound, found),
  );
  put(
    col,
    'Exit round / deck',
    mean((l) => (100 * l.exitRound) / l.hazards, found),
  );
  put(
    col,
    'at Exit: hazards left',
    mean((l) => l.atExit!.hazardsLeft, found),
  );
  put(
    col,
    'at Exit: tiles left',
    mean((l) => l.atExit!.tilesLeft, found),
  );
  put(
    col,
    'at Exit: conscious',
    mean((l) => l.atExit!.conscious, found),
  );
  put(
    col,
    'at Exit: down',
    mean((l) => l.atExit!.down, found),
  );
  put(
    col,
    'at Exit: hp of conscious',
    mean((l) => l.atExit!.hp, found),
  );
  put(
    col,
    'at Exit: walk AP (sum)',
    mean((l) => l.atExit!.walk, found),
  );
  put(
    col,
    'at Exit: no walk',
    mean((l) => l.atExit!.noWalk, found),
  );
  put(
    col,
    'at Exit: slack (AP)',
    mean((l) => l.atExit!.hazardsLeft * 2 * l.atExit!.conscious - l.atExit!.walk, found),
  );
  put(
    col,
    'tiles left at end',
    mean((l) => l.tilesLeft),
  );
  // Who is left behind, in the games where the Exit was found.
  const left = (st: string) => mean((l) => l.end.filter((e) => e.state === st).length, found);
  put(col, 'found: on Exit at end', left('exit'));
  put(col, 'found: removed (dark)', left('removed'));
  put(col, 'found: unconscious', left('unconscious'));
  put(
    col,
    'found: in cave / under water',
    mean((l) => l.end.filter((e) => e.state === 'cave' || e.state === 'underwater').length, found),
  );
  put(
    col,
    'found: short of Bronze',
    mean((l) => Math.max(0, l.n - 2 - l.end.filter((e) => e.state === 'exit').length), found),
  );
  const failedFound = found.filter((l) => l.result === 'failure');
  put(
    col,
    'found+failed: on Exit',
    mean((l) => l.end.filter((e) => e.state === 'exit').length, failedFound),
  );
  put(
    col,
    'found+failed: hazards left at Exit',
    mean((l) => l.atExit!.hazardsLeft, failedFound),
  );
  put(
    col,
    'found+medal: hazards left at Exit',
    mean(
      (l) => l.atExit!.hazardsLeft,
      found.filter((l) => l.result !== 'failure'),
    ),
  );
  // Faints.
  put(
    col,
    'faints',
    mean((l) => l.faints.length),
  );
  const causes = new Set<string>();
  for (const l of lines) for (const f of l.faints) causes.add(f.cause);
  for (const c of [...causes].sort())
    put(
      col,
      `faints: ${c}`,
      mean((l) => l.faints.filter((f) => f.cause === c).length),
    );
  put(
    col,
    'faints after Exit',
    mean((l) => l.faints.filter((f) => f.afterExit).length),
  );
  put(
    col,
    'horror contacts',
    mean((l) => l.contacts),
  );
  // Damage.
  for (const c of ['tremor', 'flood', 'gas', 'cavein', 'horror', 'rough', 'exert'])
    put(
      col,
      `damage: ${c}`,
      mean((l) => l.damage[c] ?? 0),
    );
  put(col, 'Tremor: shielded / exposed', `${mean((l) => l.tremorShielded)} / ${mean((l) => l.tremorExposed)}`);
  // Action points.
  put(
    col,
    'AP spent',
    mean((l) => Object.values(l.ap).reduce((x, y) => x + y, 0)),
  );
  put(
    col,
    'AP a round a caver',
    mean((l) => Object.values(l.ap).reduce((x, y) => x + y, 0) / l.rounds / l.n),
  );
  put(
    col,
    'unspent (in cave)',
    mean((l) => l.unspent),
  );
  put(
    col,
    'unspent (on Exit)',
    mean((l) => l.unspentOnExit),
  );
  put(
    col,
    'exerts',
    mean((l) => l.exerts),
  );
  put(
    col,
    'draws',
    mean((l) => l.draws),
  );
  put(
    col,
    'Pathfinder',
    mean((l) => l.pathfinder),
  );
  const kinds = new Map<string, number>();
  for (const l of lines) for (const [k, v] of Object.entries(l.ap)) kinds.set(k, (kinds.get(k) ?? 0) + v);
  for (const [k] of [...kinds].sort((a, b) => b[1] - a[1]))
    put(
      col,
      `AP: ${k}`,
      mean((l) => l.ap[k] ?? 0),
    );
  const who = new Set<string>();
  for (const l of lines) for (const k of Object.keys(l.apBy)) who.add(k);
  for (const k of who)
    put(
      col,
      `AP by ${k}`,
      mean((l) => l.apBy[k] ?? 0),
    );
  put(
    col,
    'decisions',
    mean((l) => l.decisions),
  );
  put(
    col,
    'ms a decision',
    mean((l) => l.ms),
  );
  cols.push(col);
}
const w = Math.max(...order.map((k) => k.length));
for (const k of order) console.log(`${k.padEnd(w)}  ${cols.map((c) => (c.get(k) ?? '-').padStart(14)).join(' ')}`);
