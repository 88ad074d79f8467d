// The line one game leaves in a results file of `subterra sim --out` (docs/SIMULATION.md): one JSON
// object a line, keys in a fixed order, so that the same games give the same file byte for byte but
// for the time the AI took (`ms`). Writing a line and reading one back, with every field checked.
// Pure.
import {
  isCaverId,
  isDifficulty,
  MAX_CAVERS,
  MIN_CAVERS,
  type FateState,
  type LossCause,
  type Result,
} from '../engine/index.js';
import { isBotName, type BotName } from './names.js';
import {
  gameSeed,
  shardRange,
  teamFor,
  type GameOutcome,
  type Shard,
  type SimConfig,
  type SimFate,
  type SimStudy,
} from './sim.js';

/** The format of the lines (the first key of each: `"sim": 1`). */
export const SIM_LINE_FORMAT = 1;

/** What every line of a run repeats: the app and rules it was played under, the bot, the study and the shard. */
export interface LineHead {
  readonly app: string;
  readonly rules: number;
  readonly bot: BotName;
  readonly iterations: number | null;
  readonly budgetMs: number | null;
  readonly study: SimStudy;
  readonly shard: Shard;
}

/** One game as read back from a results file. */
export interface SimLine extends LineHead {
  readonly game: number;
  readonly config: SimConfig;
  readonly outcome: Omit<GameOutcome, 'row'>;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** The line of one game (with its newline). */
export function lineOf(head: LineHead, config: SimConfig, o: GameOutcome): string {
  const damage: Record<string, number> = {};
  for (const cause of Object.keys(o.damage).sort()) damage[cause] = o.damage[cause];
  return `${JSON.stringify({
    sim: SIM_LINE_FORMAT,
    app: head.app,
    rules: head.rules,
    bot: head.bot,
    iterations: head.iterations,
    budget_ms: head.budgetMs,
    study: {
      seed: head.study.seed,
      games: head.study.games,
      difficulties: head.study.difficulties,
      cavers: head.study.cavers,
      easy: head.study.easy,
    },
    shard: { index: head.shard.index, of: head.shard.of },
    game: o.game,
    seed: gameSeed(head.study.seed, o.game),
    difficulty: config.difficulty,
    cavers: config.cavers,
    easy: config.easy,
    team: teamFor(config.cavers),
    result: o.result,
    rounds: o.rounds,
    exit_round: o.exitRound,
    damage,
    fates: o.fates.map((f) => ({
      caver: f.caver,
      state: f.state,
      losses: f.losses.map((l) => ({ cause: l.cause, round: l.round, woken: l.woken })),
    })),
    decisions: o.decisions,
    ms: round3(o.ms),
  })}\n`;
}

// Every value a field may take, written so that the compiler holds them to the engine's types.
const RESULTS: Record<Result, true> = { gold: true, silver: true, bronze: true, failure: true };
const STATES: Record<FateState, true> = { exit: true, cave: true, unconscious: true, underwater: true, removed: true };
// prettier-ignore
const CAUSES: Record<LossCause, true> = {
  flood: true, gas: true, cavein: true, tremor: true, rough: true, exert: true, horror: true, outoftime: true,
};

const isResult = (v: unknown): v is Result => typeof v === 'string' && Object.hasOwn(RESULTS, v);
const isState = (v: unknown): v is FateState => typeof v === 'string' && Object.hasOwn(STATES, v);
const isCause = (v: unknown): v is LossCause => typeof v === 'string' && Object.hasOwn(CAUSES, v);

class Bad extends Error {}

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function obj(v: unknown, name: string): Json {
  if (!isObject(v)) throw new Bad(`"${name}" must be an object`);
  return v;
}

function whole(v: unknown, name: string, min = 0): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min)
    throw new Bad(`"${name}" must be a whole number${min > 0 ? ` from ${min}` : ''}`);
  return v;
}

function str(v: unknown, name: string): string {
  if (typeof v !== 'string' || v === '') throw new Bad(`"${name}" must be a non-empty string`);
  return v;
}

function bool(v: unknown, name: string): boolean {
  if (typeof v !== 'boolean') throw new Bad(`"${name}" must be true or false`);
  return v;
}

function list<T>(v: unknown, name: string, item: (x: unknown, name: string) => T): T[] {
  if (!Array.isArray(v)) throw new Bad(`"${name}" must be a list`);
  return v.map((x: unknown, i) => item(x, `${name}[${i}]`));
}

function keys(o: Json, expected: readonly string[], name: string): void {
  for (const k of Object.keys(o)) if (!expected.includes(k)) throw new Bad(`${name} has an unknown field "${k}"`);
  for (const k of expected) if (!(k in o)) throw new Bad(`${name} lacks the field "${k}"`);
}

const LINE_KEYS = [
  'sim',
  'app',
  'rules',
  'bot',
  'iterations',
  'budget_ms',
  'study',
  'shard',
  'game',
  'seed',
  'difficulty',
  'cavers',
  'easy',
  'team',
  'result',
  'rounds',
  'exit_round',
  'damage',
  'fates',
  'decisions',
  'ms',
];

function readStudy(v: unknown): SimStudy {
  const o = obj(v, 'study');
  keys(o, ['seed', 'games', 'difficulties', 'cavers', 'easy'], '"study"');
  const difficulties = list(o.difficulties, 'study.difficulties', (x, n) => {
    if (!isDifficulty(x)) throw new Bad(`"${n}" must be normal, hard or expert`);
    return x;
  });
  const cavers = list(o.cavers, 'study.cavers', (x, n) => {
    const c = whole(x, n, 1);
    if (c < MIN_CAVERS || c > MAX_CAVERS) throw new Bad(`"${n}" must be a team size, ${MIN_CAVERS} to ${MAX_CAVERS}`);
    return c;
  });
  const easy = list(o.easy, 'study.easy', bool);
  if (difficulties.length === 0 || cavers.length === 0 || easy.length === 0)
    throw new Bad('"study" must list at least one difficulty, team size and variant');
  return { seed: str(o.seed, 'study.seed'), games: whole(o.games, 'study.games', 1), difficulties, cavers, easy };
}

function readFate(v: unknown, name: string): SimFate {
  const o = obj(v, name);
  keys(o, ['caver', 'state', 'losses'], `"${name}"`);
  if (!isCaverId(o.caver)) throw new Bad(`"${name}.caver" is not a caver`);
  if (!isState(o.state)) throw new Bad(`"${name}.state" must be one of ${Object.keys(STATES).join(', ')}`);
  const losses = list(o.losses, `${name}.losses`, (x, n) => {
    const l = obj(x, n);
    keys(l, ['cause', 'round', 'woken'], `"${n}"`);
    if (!isCause(l.cause)) throw new Bad(`"${n}.cause" must be one of ${Object.keys(CAUSES).join(', ')}`);
    return {
      cause: l.cause,
      round: whole(l.round, `${n}.round`),
      woken: l.woken === null ? null : whole(l.woken, `${n}.woken`),
    };
  });
  return { caver: o.caver, state: o.state, losses };
}

/** One line of a results file read back and checked, or why it is not one. */
export function readLine(text: string): { ok: true; line: SimLine } | { ok: false; error: string } {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  try {
    if (!isObject(v) || v.sim !== SIM_LINE_FORMAT)
      throw new Bad(`not a line of subterra sim --out (no "sim": ${SIM_LINE_FORMAT})`);
    keys(v, LINE_KEYS, 'the line');
    const app = str(v.app, 'app');
    const rules = whole(v.rules, 'rules', 1);
    if (!isBotName(v.bot)) throw new Bad('"bot" must be ai, greedy or random');
    const bot = v.bot;
    const iterations = v.iterations === null ? null : whole(v.iterations, 'iterations', 1);
    const budgetMs = v.budget_ms === null ? null : whole(v.budget_ms, 'budget_ms', 1);
    if (bot === 'ai' ? (iterations === null) === (budgetMs === null) : iterations !== null || budgetMs !== null)
      throw new Bad('"iterations" and "budget_ms" do not fit the bot');
    const study = readStudy(v.study);
    const sh = obj(v.shard, 'shard');
    keys(sh, ['index', 'of'], '"shard"');
    const shard = { index: whole(sh.index, 'shard.index'), of: whole(sh.of, 'shard.of', 1) };
    if (shard.index >= shard.of || shard.of > study.games) throw new Bad('"shard" is not a shard of the study');
    const game = whole(v.game, 'game', 1);
    const range = shardRange(study.games, shard);
    if (game < range.first || game > range.last)
      throw new Bad(`game ${game} is not in shard ${shard.index}/${shard.of}`);
    if (v.seed !== gameSeed(study.seed, game)) throw new Bad(`"seed" must be ${gameSeed(study.seed, game)}`);
    if (!isDifficulty(v.difficulty) || !study.difficulties.includes(v.difficulty))
      throw new Bad('"difficulty" is not one of the study\'s');
    const cavers = whole(v.cavers, 'cavers', 1);
    if (!study.cavers.includes(cavers)) throw new Bad('"cavers" is not one of the study\'s');
    const easy = bool(v.easy, 'easy');
    if (!study.easy.includes(easy)) throw new Bad('"easy" is not one of the study\'s');
    const team = list(v.team, 'team', str);
    if (team.join(',') !== teamFor(cavers).join(',')) throw new Bad(`"team" must be ${teamFor(cavers).join(', ')}`);
    if (!isResult(v.result)) throw new Bad('"result" must be gold, silver, bronze or failure');
    const damageIn = obj(v.damage, 'damage');
    const damage: Record<string, number> = {};
    for (const [cause, n] of Object.entries(damageIn)) {
      if (!isCause(cause)) throw new Bad(`"damage" has an unknown cause "${cause}"`);
      damage[cause] = whole(n, `damage.${cause}`);
    }
    const fates = list(v.fates, 'fates', readFate);
    if (fates.map((f) => f.caver).join(',') !== team.join(',')) throw new Bad('"fates" must follow the team');
    const ms = v.ms;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
      throw new Bad('"ms" must be a number of milliseconds');
    return {
      ok: true,
      line: {
        app,
        rules,
        bot,
        iterations,
        budgetMs,
        study,
        shard,
        game,
        config: { difficulty: v.difficulty, cavers, easy },
        outcome: {
          game,
          result: v.result,
          rounds: whole(v.rounds, 'rounds', 1),
          exitRound: whole(v.exit_round, 'exit_round'),
          damage,
          fates,
          decisions: whole(v.decisions, 'decisions'),
          ms,
        },
      },
    };
  } catch (e) {
    if (e instanceof Bad) return { ok: false, error: e.message };
    throw e;
  }
}
