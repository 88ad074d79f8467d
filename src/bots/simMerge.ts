// `subterra sim merge FILE|FOLDER...`: adds up the results files of a study's shards (`subterra sim
// --out`; a folder stands for the .jsonl files in it) into the table, or the `--json` rows, that one run of all their games prints: the same code makes
// it (simCli.ts's formatTable and formatJson, from the same tallies). Every line is checked; the files
// must be of one app version, one rules revision and one study, and hold no game twice; told how many
// games or shards to expect, it refuses a study with any missing. Files are read a line at a time and
// no game is kept, so a study of millions of games merges in little memory.
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { formatJson, formatTable, MAX_GAMES, rowsOf, type SimIo, type TablePlan } from './simCli.js';
import { addOutcome, configsOf, emptyTally, gameSeed, shardOfGame, shardRange, type SimConfig } from './sim.js';
import { readLine, type LineHead } from './simLine.js';

/** Option values as commander hands them over. */
export interface MergeRaw {
  json?: boolean;
  expectGames?: string;
  expectShards?: string;
}

class Refused extends Error {}

function whole(name: string, raw: string): number | string {
  const v = raw.trim();
  if (!/^[0-9]+$/.test(v) || Number(v) < 1 || Number(v) > MAX_GAMES)
    return `${name} must be a whole number from 1 to ${MAX_GAMES.toLocaleString('en-US')} (got ${JSON.stringify(raw)})`;
  return Number(v);
}

const describe = (c: SimConfig): string => `${c.difficulty}, ${c.cavers} cavers${c.easy ? ', easier variant' : ''}`;

/** The first field in which two lines' heads differ, worded, or null: the same study. */
function difference(a: LineHead, b: LineHead): string | null {
  const pairs: [string, unknown, unknown][] = [
    ['bot', a.bot, b.bot],
    ['iterations per decision', a.iterations, b.iterations],
    ['ms per decision', a.budgetMs, b.budgetMs],
    ['seed base', a.study.seed, b.study.seed],
    ['games per configuration', a.study.games, b.study.games],
    ['difficulties', a.study.difficulties.join(','), b.study.difficulties.join(',')],
    ['team sizes', a.study.cavers.join(','), b.study.cavers.join(',')],
    ['variants', a.study.easy.join(','), b.study.easy.join(',')],
  ];
  for (const [what, x, y] of pairs) if (x !== y) return `${what} ${JSON.stringify(x)} vs ${JSON.stringify(y)}`;
  return null;
}

/**
 * Read the files and print the table; resolves to the exit status: 0, 1 for files that cannot be
 * merged (one line naming the file, and the line when it is one), 2 for bad options.
 */
export async function runMerge(
  files: readonly string[],
  raw: MergeRaw,
  io: Pick<SimIo, 'out' | 'err'>,
): Promise<number> {
  let expectGames: number | null = null;
  let expectShards: number | null = null;
  for (const [name, value] of [
    ['--expect-games', raw.expectGames],
    ['--expect-shards', raw.expectShards],
  ] as const) {
    if (value === undefined) continue;
    const n = whole(name, value);
    if (typeof n === 'string') {
      io.err(`subterra: ${n} (see subterra sim merge --help)\n`);
      return 2;
    }
    if (name === '--expect-games') expectGames = n;
    else expectShards = n;
  }
  try {
    io.out(await merge(files, expectGames, expectShards, raw.json === true));
    return 0;
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    io.err(`subterra: ${e.message}\n`);
    return 1;
  }
}

/**
 * The files to read: each one named, and for a folder named, the `.jsonl` files in it (in name order,
 * hidden ones left out: among them the temporary file of a write that never finished).
 */
function filesOf(args: readonly string[]): string[] {
  const out: string[] = [];
  for (const arg of args) {
    let folder = false;
    try {
      folder = statSync(arg).isDirectory();
    } catch {
      /* not there: reading it says so */
    }
    if (!folder) {
      out.push(arg);
      continue;
    }
    let names: string[];
    try {
      names = readdirSync(arg);
    } catch (e) {
      throw new Refused(`cannot read ${arg}: ${describeError(e)}`);
    }
    const mine = names.filter((n) => n.endsWith('.jsonl') && !n.startsWith('.')).sort();
    if (mine.length === 0) throw new Refused(`${arg} holds no results files (*.jsonl)`);
    out.push(...mine.map((n) => join(arg, n)));
  }
  return out;
}

async function merge(
  args: readonly string[],
  expectGames: number | null,
  expectShards: number | null,
  json: boolean,
): Promise<string> {
  const files = filesOf(args);
  let ref: { head: LineHead; file: string } | null = null;
  let configs: SimConfig[] = [];
  let tallies = configs.map(() => emptyTally());
  // Which file (its place in `files`, plus one) each game of each configuration came from: 0, not yet.
  let seen = new Int32Array(0);
  /** The shards the files hold, by their number of shards. */
  const shards = new Map<number, Set<number>>();
  let first = Infinity;
  let last = 0;

  for (const [f, file] of files.entries()) {
    let lineNo = 0;
    let games = 0;
    let input;
    try {
      input = createReadStream(file, { encoding: 'utf8' });
      const lines = createInterface({ input, crlfDelay: Infinity });
      for await (const text of lines) {
        lineNo++;
        const at = `${file} line ${lineNo}`;
        if (text.trim() === '') throw new Refused(`${at}: an empty line (a results file holds one game a line)`);
        const r = readLine(text);
        if (!r.ok) throw new Refused(`${at}: ${r.error}`);
        const line = r.line;
        if (ref === null) {
          ref = { head: line, file };
          configs = configsOf(line.study);
          tallies = configs.map(() => emptyTally());
          seen = new Int32Array(configs.length * line.study.games);
        } else {
          if (line.app !== ref.head.app)
            throw new Refused(
              `${at} is from subterra ${line.app}, ${ref.file} from ${ref.head.app}: merge the results of one version`,
            );
          if (line.rules !== ref.head.rules)
            throw new Refused(
              `${at} was played under rules revision ${line.rules}, ${ref.file} under ${ref.head.rules}: merge the results of one revision`,
            );
          const diff = difference(ref.head, line);
          if (diff !== null) throw new Refused(`${at} is of another study than ${ref.file} (${diff})`);
        }
        const study = ref.head.study;
        const row = configs.findIndex(
          (c) =>
            c.difficulty === line.config.difficulty && c.cavers === line.config.cavers && c.easy === line.config.easy,
        );
        const slot = row * study.games + (line.game - 1);
        if (seen[slot] !== 0) {
          const other = files[seen[slot] - 1];
          const where =
            seen[slot] - 1 === f
              ? `twice in ${file}`
              : other === file
                ? `in ${file}, given twice`
                : `in ${other} and in ${file}`;
          throw new Refused(
            `the same game twice: seed ${gameSeed(study.seed, line.game)} (${describe(line.config)}) is ${where}`,
          );
        }
        seen[slot] = f + 1;
        addOutcome(tallies[row], { ...line.outcome, row });
        first = Math.min(first, line.game);
        last = Math.max(last, line.game);
        const of = shards.get(line.shard.of) ?? new Set<number>();
        of.add(line.shard.index);
        shards.set(line.shard.of, of);
        games++;
      }
    } catch (e) {
      if (e instanceof Refused) throw e;
      throw new Refused(`cannot read ${file}: ${describeError(e)}`);
    } finally {
      input?.destroy();
    }
    if (games === 0) throw new Refused(`${file} holds no games`);
  }
  if (ref === null) throw new Refused('no results files given');
  const study = ref.head.study;

  if (expectShards !== null) {
    for (const [of, got] of shards) {
      if (of !== expectShards) {
        throw new Refused(
          `--expect-shards ${expectShards}, but the files hold shard ${[...got][0]}/${of}, of a study cut in ${of}`,
        );
      }
    }
    for (let i = 0; i < expectShards; i++) {
      if (!(shards.get(expectShards)?.has(i) ?? false)) {
        const r = shardRange(study.games, { index: i, of: expectShards });
        throw new Refused(
          `shard ${i}/${expectShards} is missing (games ${gameSeed(study.seed, r.first)} to ${gameSeed(study.seed, r.last)})`,
        );
      }
    }
  }
  if (expectGames !== null && expectGames !== study.games) {
    throw new Refused(
      `--expect-games ${expectGames}, but the files are of a study of ${study.games} games per configuration`,
    );
  }
  if (expectGames !== null || expectShards !== null) {
    const missing = seen.indexOf(0);
    if (missing >= 0) {
      const game = (missing % study.games) + 1;
      const config = configs[Math.floor(missing / study.games)];
      const count = seen.reduce((a, x) => a + (x === 0 ? 1 : 0), 0);
      // Name the shard the game belongs to, when the files say how the study was cut.
      const cuts = [...shards.keys()];
      const of = cuts.length === 1 ? cuts[0] : null;
      const shard = of === null ? '' : `, of shard ${shardOfGame(study.games, of, game)}/${of}`;
      throw new Refused(
        `${count} game${count === 1 ? ' is' : 's are'} missing, the first seed ${gameSeed(study.seed, game)} (${describe(config)}${shard})`,
      );
    }
  }

  const plan: TablePlan = {
    settings: {
      bot: ref.head.bot,
      games: study.games,
      seed: study.seed,
      iterations: ref.head.iterations ?? undefined,
      budgetMs: ref.head.budgetMs ?? undefined,
    },
    configs,
    shard: null,
    first,
    last,
  };
  return json ? formatJson(rowsOf(plan, tallies)) : formatTable(plan, tallies);
}

function describeError(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined;
  if (code === 'ENOENT') return 'no such file (ENOENT)';
  if (code === 'EISDIR') return 'it is a folder (EISDIR)';
  if (code === 'EACCES') return 'permission denied (EACCES)';
  const msg = e instanceof Error ? e.message : String(e);
  return msg.split('\n')[0];
}
