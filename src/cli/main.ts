// The `subterra` command line. Parses and validates everything before any UI code loads: Ink and
// React are imported lazily, only once a game or the replay viewer is really about to start.
//
// Exit status: 0 success; 1 a runtime error (file missing or invalid, no terminal, cannot save);
// 2 bad usage (unknown option or command, bad option value). Every error is one line on stderr
// starting with "subterra: ", never a stack trace (set SUBTERRA_DEBUG=1 to see one).
import { Command, CommanderError, Option } from 'commander';
import {
  CAVER_IDS,
  DIFFICULTIES,
  MAX_CAVERS,
  MAX_PLAYERS,
  MIN_CAVERS,
  MIN_PLAYERS,
  caversForPlayers,
} from '../engine/index.js';
import { allowed, allowedFor, parseOptions, type RawOptions } from './options.js';
import type { GameConfig } from './config.js';
import { VERSION } from './version.js';
import { isTutorialId, TUTORIAL_IDS } from '../ui/tutorial/ids.js';
import {
  DEFAULT_SSH_IDLE_MINUTES,
  DEFAULT_SSH_PER_ADDRESS,
  DEFAULT_SSH_SESSIONS,
  SERVE_DEFAULT_PORT,
} from './serveDefaults.js';
import { StorageError } from '../record/files.js';
import { reason } from '../record/reasons.js';
import { gamesDir } from '../record/paths.js';
import { loadRecordText, saveProblem } from '../record/storage.js';
import { printable } from '../text/width.js';
import {
  andList,
  chooseLanguage,
  isLang,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageFlag,
  orList,
  type Lang,
  say,
  setLanguage,
} from '../words/index.js';
import { loadSettings } from '../record/settings.js';

/** The languages (for the build, which makes the help in each). */
export { LANGUAGES } from '../words/index.js';

export const EXIT_OK = 0;
export const EXIT_ERROR = 1;
export const EXIT_USAGE = 2;
/** The help's width in columns. */
export const HELP_WIDTH = 80;

/** Where the CLI talks to; tests may replace it. */
export interface Io {
  out(s: string): void;
  err(s: string): void;
  env: NodeJS.ProcessEnv;
  stdinIsTTY: boolean;
  stdoutIsTTY: boolean;
  /** The clock (today's daily cave, the statistics' "today"); tests fix it. Default: the real one. */
  now?: () => Date;
}

function defaultIo(): Io {
  return {
    out: (s) => {
      process.stdout.write(s);
    },
    err: (s) => {
      process.stderr.write(s);
    },
    env: process.env,
    stdinIsTTY: process.stdin.isTTY === true,
    stdoutIsTTY: process.stdout.isTTY === true,
  };
}

/** A message squeezed onto one line: "error: " dropped, line breaks turned into spaces. */
export function oneLine(msg: string): string {
  return msg
    .replace(/^error:\s*/i, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join(' ');
}

class UsageError extends Error {}

/** The commands besides starting a game. */
const COMMANDS = ['replay', 'games', 'stats', 'tutorial', 'watch', 'sim', 'host', 'join', 'serve'] as const;

function commandsText(): string {
  return say('cli.error.commands', { list: andList(COMMANDS) });
}

function helpAfter(env: NodeJS.ProcessEnv): string {
  return say('cli.examples', {
    min: MIN_CAVERS,
    difficulty: DIFFICULTIES[0],
    cavers: CAVER_IDS.join(', '),
    dir: gamesDir(env),
  });
}

/** The languages for `--lang`, in a line: "en (English), tr (Türkçe) or fr (Français)". */
function languagesText(): string {
  return orList(LANGUAGES.map((l) => `${l} (${LANGUAGE_NAMES[l]})`));
}

/**
 * The language to speak, from `--lang` (taken out of the arguments: it may stand anywhere), else
 * the setup screen's choice in settings.json, else the environment's; an unknown `--lang` is a
 * usage error (said in the language the rest would give).
 */
function pickLanguage(argv: readonly string[], env: NodeJS.ProcessEnv): { lang: Lang; argv: string[]; bad?: string } {
  const given = languageFlag(argv.slice(2));
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (i >= 2 && argv[i] === '--lang') i++;
    else if (i >= 2 && argv[i].startsWith('--lang=')) continue;
    else rest.push(argv[i]);
  }
  const setting = loadSettings({ env }).lang;
  const lang = chooseLanguage({ flag: isLang(given) ? given : null, setting, env });
  return given === undefined || isLang(given) ? { lang, argv: rest } : { lang, argv: rest, bad: given };
}

/**
 * Keep failures outside the command's own code to one line too: a closed pipe on stdout
 * (`subterra replay f --json | head`) ends quietly, a full disk under a redirect says so, and an
 * error nothing caught (from the UI, say) is reported without a stack trace.
 */
function installProcessGuards(env: NodeJS.ProcessEnv): void {
  const fatal = (e: unknown): never => {
    const msg = e instanceof Error ? e.message : String(e);
    try {
      process.stderr.write(
        `subterra: ${say('cli.error.internal', { why: oneLine(msg) || say('cli.error.unknown') })}\n`,
      );
      if (env.SUBTERRA_DEBUG && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
    } catch {
      /* stderr is gone too */
    }
    process.exit(EXIT_ERROR);
  };
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? EXIT_OK);
    try {
      process.stderr.write(`subterra: ${say('cli.error.cannot-write', { why: reason(e) })}\n`);
    } catch {
      /* nothing more to do */
    }
    process.exit(EXIT_ERROR);
  });
  process.stderr.on('error', () => process.exit(EXIT_ERROR));
  process.on('uncaughtException', fatal);
  process.on('unhandledRejection', fatal);
}

/** Text for the terminal: control characters from files, seeds or names shown, never obeyed. */
function safeLines(s: string): string {
  return s.split('\n').map(printable).join('\n');
}

/** "2 play 4 cavers, 3 play 6, 4-6 one each": the players rule, short enough for one help line. */
function playersHelp(): string {
  const parts: string[] = [];
  const each: number[] = [];
  for (let p = MIN_PLAYERS + 1; p <= MAX_PLAYERS; p++) {
    const need = caversForPlayers(p)!;
    if (need === p) each.push(p);
    else parts.push(say(parts.length === 0 ? 'cli.opt.players-first' : 'cli.opt.players-then', { p, need }));
  }
  if (each.length > 0) parts.push(say('cli.opt.players-each', { from: each[0], to: each[each.length - 1] }));
  return parts.join(say('list.comma'));
}

/** Commander's headings ("Usage:", "Options:", ...) in the language spoken. */
function headingText(title: string): string {
  switch (title) {
    case 'Usage:':
      return say('cli.heading.usage');
    case 'Options:':
      return say('cli.heading.options');
    case 'Commands:':
      return say('cli.heading.commands');
    case 'Arguments:':
      return say('cli.heading.arguments');
    case 'Global Options:':
      return say('cli.heading.global');
    default:
      return title;
  }
}

/** Commander's own usage errors, said the way ours are: the option, and what it takes. */
function usageMessage(e: CommanderError): string {
  const missing = /option '(?:-\w, )?--(\w+) <[^>]+>' argument missing/.exec(e.message);
  const allowed = missing ? allowedFor(missing[1]) : undefined;
  if (e.code === 'commander.optionMissingArgument' && allowed) {
    return say('cli.error.needs-value', { name: missing![1], allowed });
  }
  const unknown = /unknown option '([^']+)'(?:\s*\(Did you mean (one of )?([^?]+)\?\))?/.exec(e.message);
  if (e.code === 'commander.unknownOption' && unknown) {
    const [, option, oneOf, suggestion] = unknown;
    if (suggestion === undefined) return say('cli.error.unknown-option', { option });
    return oneOf
      ? say('cli.error.unknown-option-one-of', { option, suggestions: suggestion })
      : say('cli.error.unknown-option-did-you-mean', { option, suggestion });
  }
  const many = /too many arguments(?: for '([^']+)')?\. Expected (\d+) arguments? but got (\d+): (.*)\.$/.exec(
    oneLine(e.message),
  );
  if (e.code === 'commander.excessArguments' && many) {
    const [, command, count, got, details] = many;
    const values = { count: Number(count), got, details };
    return command === undefined
      ? say('cli.error.too-many-top', values)
      : say('cli.error.too-many', { ...values, command });
  }
  const argument = /missing required argument '([^']+)'/.exec(e.message);
  if (e.code === 'commander.missingArgument' && argument)
    return say('cli.error.missing-argument', { name: argument[1] });
  return oneLine(e.message);
}

/** What the start-up (src/cli/start.ts) asks to hear about. */
export interface Startup {
  /** Called once, when a game's table has first been drawn (the start-up's code cache is taken then). */
  tableDrawn?: () => void;
}

/**
 * Run the CLI with process.argv-style arguments; resolves to the exit status. bin/subterra.js runs
 * it through src/cli/start.ts, which has set the game's V8 flags (heap sizes) before loading it.
 */
export async function main(argv: string[], given?: Io, startup: Startup = {}): Promise<number> {
  if (!given) installProcessGuards(process.env);
  const raw = given ?? defaultIo();
  const io: Io = { ...raw, out: (s) => raw.out(safeLines(s)), err: (s) => raw.err(safeLines(s)) };
  const language = pickLanguage(argv, io.env);
  setLanguage(language.lang);
  if (language.bad !== undefined) {
    const why = say('cli.error.lang', { langs: languagesText(), got: JSON.stringify(language.bad) });
    io.err(`subterra: ${say('cli.error.see-help', { why })}\n`);
    return EXIT_USAGE;
  }
  try {
    return await run(language.argv, io, startup);
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.exitCode === 0) return EXIT_OK; // --help, --version
      io.err(`subterra: ${say('cli.error.see-help', { why: usageMessage(e) })}\n`);
      return EXIT_USAGE;
    }
    if (e instanceof UsageError) {
      io.err(`subterra: ${say('cli.error.see-help', { why: e.message })}\n`);
      return EXIT_USAGE;
    }
    if (e instanceof StorageError) {
      io.err(`subterra: ${oneLine(e.message)}\n`);
      return EXIT_ERROR;
    }
    const msg = e instanceof Error ? e.message : String(e);
    const why = oneLine(msg) || say('cli.error.unknown');
    io.err(`subterra: ${say(io.env.SUBTERRA_DEBUG ? 'cli.error.internal' : 'cli.error.internal-debug', { why })}\n`);
    if (io.env.SUBTERRA_DEBUG && e instanceof Error && e.stack) io.err(`${e.stack}\n`);
    return EXIT_ERROR;
  }
}

async function run(argv: string[], io: Io, startup: Startup): Promise<number> {
  let code = EXIT_OK;
  // `subterra help foo`: commander prints the whole help, then fails obscurely.
  const [, , first, topic] = argv;
  if (first === 'help' && topic !== undefined && ![...COMMANDS, 'help'].includes(topic)) {
    throw new UsageError(say('cli.error.unknown-command', { name: JSON.stringify(topic), commands: commandsText() }));
  }
  // An option given twice with two values is a mistake to point out, not to settle silently.
  const repeated: string[] = [];
  const once =
    (name: string) =>
    (value: string, previous: string | undefined): string => {
      if (previous !== undefined && previous !== value)
        repeated.push(say('cli.error.twice', { name, first: JSON.stringify(previous), second: JSON.stringify(value) }));
      return value;
    };
  // The options that make a new game: the same on the table, in `watch` and in `host` (watch has no
  // players); only some of their help's words differ.
  type GameWords = {
    cavers: 'cli.opt.cavers' | 'cli.watch.cavers' | 'cli.host.cavers';
    players?: 'cli.opt.players' | 'cli.host.players';
    easy: 'cli.opt.easy' | 'cli.watch.easy' | 'cli.host.easy';
    seed: 'cli.opt.seed' | 'cli.host.seed';
  };
  const gameOptions = (cmd: Command, words: GameWords): Command => {
    cmd.option('-c, --cavers <n>', say(words.cavers, { allowed: allowed().cavers, min: MIN_CAVERS }), once('cavers'));
    if (words.players)
      cmd.option(
        '-p, --players <n>',
        say(words.players, { min: MIN_PLAYERS, max: MAX_PLAYERS, rule: playersHelp() }),
        once('players'),
      );
    return cmd
      .option(
        '-d, --difficulty <level>',
        say('cli.opt.difficulty', { allowed: allowed().difficulty, first: DIFFICULTIES[0] }),
        once('difficulty'),
      )
      .option('--easy', say(words.easy))
      .option('-s, --seed <seed>', say(words.seed), once('seed'))
      .option('-t, --team <ids>', say('cli.opt.team', { min: MIN_CAVERS, max: MAX_CAVERS }), once('team'));
  };
  const program = new Command('subterra');
  gameOptions(
    program
      .description(say('cli.description'))
      .usage(
        '[options]\n       subterra replay <file> [--json | --screen-reader]\n       subterra games\n       subterra stats [--json]\n       subterra tutorial [basics|deeper] [--restart]\n       subterra watch [options]\n       subterra sim --bot <name> --games <n> [options]\n       subterra sim merge <files...>\n       subterra host [options] [--port N] [--name NAME] [--server ADDRESS]\n       subterra join <address> [--name NAME] [--password P] [--watch]\n       subterra serve [--port N] [--listen ADDR] [--data DIR] [options]',
      )
      .exitOverride()
      // A fixed width, whatever the terminal's: the help that `subterra --help` prints without
      // loading commander (src/cli/start.ts) is made at build time, and must be this one exactly.
      .configureHelp({ helpWidth: HELP_WIDTH, styleTitle: headingText })
      .configureOutput({
        // No colours in the help, on a terminal or not: commander then strips escape sequences
        // (from a games folder's name, say) the same way everywhere, as start.ts does.
        getOutHasColors: () => false,
        getErrHasColors: () => false,
        writeOut: (s) => io.out(s),
        writeErr: (s) => io.err(s),
        outputError: () => {
          /* printed as one line by main() */
        },
      })
      .enablePositionalOptions()
      .version(VERSION, '-v, --version', say('cli.opt.version'))
      .helpOption('-h, --help', say('cli.opt.help')),
    { cavers: 'cli.opt.cavers', players: 'cli.opt.players', easy: 'cli.opt.easy', seed: 'cli.opt.seed' },
  )
    .option('--resume', say('cli.opt.resume'))
    .option('--daily', say('cli.opt.daily'))
    .option('--no-color', say('cli.opt.no-color'))
    .option('--screen-reader', say('cli.opt.screen-reader'))
    // Read (and taken out of the arguments) before anything else: listed here for the help.
    .option('--lang <lang>', say('cli.opt.lang', { langs: languagesText() }))
    .addHelpText('after', helpAfter(io.env))
    // Operands reach the action so that `subterra foo` says "unknown command", not "too many arguments".
    .allowExcessArguments(true)
    .action(async (opts: RawOptions, cmd: Command) => {
      if (cmd.args.length > 0) {
        throw new UsageError(
          say('cli.error.unknown-command', { name: JSON.stringify(cmd.args[0]), commands: commandsText() }),
        );
      }
      if (repeated.length > 0) throw new UsageError(repeated[0]);
      code = await startGame(opts, io, startup);
    });

  const gameOptionsGiven = (): string[] => {
    const o = program.opts<RawOptions>();
    const names: [keyof RawOptions, string][] = [
      ['cavers', '--cavers'],
      ['players', '--players'],
      ['difficulty', '--difficulty'],
      ['easy', '--easy'],
      ['seed', '--seed'],
      ['team', '--team'],
      ['resume', '--resume'],
      ['daily', '--daily'],
    ];
    return names.filter(([k]) => o[k] !== undefined).map(([, n]) => n);
  };
  const noGameOptions = (cmd: string): void => {
    if (repeated.length > 0) throw new UsageError(repeated[0]);
    const given = gameOptionsGiven();
    if (given.length > 0)
      throw new UsageError(
        say('cli.error.applies', { given: given.join(say('list.comma')), count: given.length, command: cmd }),
      );
  };

  program
    .command('replay')
    .description(say('cli.replay.description'))
    .argument('<file>', say('cli.replay.file'))
    .allowExcessArguments(false)
    .option('--json', say('cli.replay.json'))
    .option('--screen-reader', say('cli.replay.screen-reader'))
    .addOption(new Option('--no-color', say('cli.opt.no-color')))
    .addHelpText('after', say('cli.replay.examples'))
    .action(async (file: string, opts: { json?: boolean; color?: boolean; screenReader?: boolean }) => {
      noGameOptions('replay');
      code = await replay(
        file,
        {
          json: opts.json === true,
          reader:
            opts.screenReader === true ||
            program.opts<RawOptions>().screenReader === true ||
            io.env.INK_SCREEN_READER === 'true',
          color: opts.color !== false && program.opts<RawOptions>().color !== false,
        },
        io,
      );
    });

  program
    .command('games')
    .description(say('cli.games.description'))
    .allowExcessArguments(false)
    .action(async () => {
      noGameOptions('games');
      code = await games(io);
    });

  program
    .command('stats')
    .description(say('cli.stats.description'))
    .allowExcessArguments(false)
    .option('--json', say('cli.stats.json'))
    .action(async (opts: { json?: boolean }) => {
      noGameOptions('stats');
      code = await stats(opts.json === true, io);
    });

  program
    .command('tutorial')
    .description(say('cli.tutorial.description'))
    .argument('[name]', say('cli.tutorial.name', { names: TUTORIAL_IDS.join(say('list.comma')) }))
    .allowExcessArguments(false)
    .option('--restart', say('cli.tutorial.restart'))
    .addOption(new Option('--no-color', say('cli.opt.no-color')))
    .action(async (name: string | undefined, opts: { restart?: boolean; color?: boolean }) => {
      noGameOptions('tutorial');
      code = await tutorial(
        name ?? 'basics',
        opts.restart === true,
        opts.color !== false && program.opts<RawOptions>().color !== false,
        io,
      );
    });

  gameOptions(program.command('watch').description(say('cli.watch.description')).allowExcessArguments(false), {
    cavers: 'cli.watch.cavers',
    easy: 'cli.watch.easy',
    seed: 'cli.opt.seed',
  })
    .option(
      '--budget-ms <ms>',
      say('cli.watch.budget', { min: WATCH_BUDGET.min, max: WATCH_BUDGET.max, default: WATCH_BUDGET.default }),
      once('budget-ms'),
    )
    .option('--screen-reader', say('cli.watch.screen-reader'))
    .addOption(new Option('--no-color', say('cli.opt.no-color')))
    .addHelpText('after', say('cli.watch.examples'))
    .action(async (opts: RawOptions & { budgetMs?: string; screenReader?: boolean }) => {
      noGameOptions('watch');
      // --screen-reader before the command (subterra --screen-reader watch) counts as after it.
      const screenReader = opts.screenReader === true || program.opts<RawOptions>().screenReader === true;
      code = await watch({ ...opts, screenReader }, program.opts<RawOptions>().color !== false, io);
    });

  // The balance table: bots play many games on worker threads, a whole study or one shard of it; and
  // the shards' results files merged into one table. The AI loads only when it runs.
  const sim = program
    .command('sim')
    .description(say('cli.sim.description'))
    .usage('--bot <name> --games <n> [options]\n       subterra sim merge [options] <files...>')
    .allowExcessArguments(false)
    .option('--bot <name>', say('cli.sim.bot'), once('bot'))
    .option('--games <n>', say('cli.sim.games'), once('games'))
    .option('-d, --difficulty <level>', say('cli.sim.difficulty'), once('difficulty'))
    .option('-c, --cavers <n>', say('cli.sim.cavers'), once('cavers'))
    .option('--easy', say('cli.sim.easy'))
    .option('--budget-ms <ms>', say('cli.sim.budget'), once('budget-ms'))
    .option('--iterations <n>', say('cli.sim.iterations'), once('iterations'))
    .option('--seed <base>', say('cli.sim.seed'), once('seed'))
    .option('--shard <i/n>', say('cli.sim.shard'), once('shard'))
    .option('--shards <n>', say('cli.sim.shards'), once('shards'))
    .option('--out <file>', say('cli.sim.out'), once('out'))
    .option('--threads <n>', say('cli.sim.threads'), once('threads'))
    .option('--json', say('cli.sim.json'))
    .addHelpText('after', say('cli.sim.examples'))
    .action(async (opts: import('../bots/simCli.js').SimRaw) => {
      noGameOptions('sim');
      const { runSim } = await import('../bots/simCli.js');
      const { simFiles } = await import('./simFiles.js');
      const bar =
        process.stderr.isTTY === true
          ? (s: string) => {
              process.stderr.write(s);
            }
          : null;
      code = await runSim(
        opts,
        { out: io.out, err: io.err, progress: bar, env: io.env, version: VERSION, ...simFiles(io.env) },
        new URL('./sim-worker.js', import.meta.url),
      );
    });
  sim
    .command('merge')
    .description(say('cli.sim.merge'))
    .argument('<files...>', say('cli.sim.files'))
    .option('--expect-games <n>', say('cli.sim.expect-games'), once('expect-games'))
    .option('--expect-shards <n>', say('cli.sim.expect-shards'), once('expect-shards'))
    .option('--json', say('cli.sim.json'))
    .addHelpText('after', say('cli.sim.merge-examples'))
    .action(async (files: string[], opts: import('../bots/simMerge.js').MergeRaw) => {
      noGameOptions('sim merge');
      const { runMerge } = await import('../bots/simMerge.js');
      code = await runMerge(files, opts, io);
    });

  // Play across terminals: a room on a server in this process (or a standalone one), and joining one.
  const roomNotes = say('cli.host.notes');
  gameOptions(program.command('host').description(say('cli.host.description')).allowExcessArguments(false), {
    cavers: 'cli.host.cavers',
    players: 'cli.host.players',
    easy: 'cli.host.easy',
    seed: 'cli.host.seed',
  })
    .option('--port <n>', say('cli.host.port', { port: SERVE_DEFAULT_PORT }), once('port'))
    .option('--name <name>', say('cli.host.name'), once('name'))
    .option('--password <p>', say('cli.host.password'), once('password'))
    .option('--server <address>', say('cli.host.server'), once('server'))
    .option('--resume', say('cli.host.resume'))
    .addOption(new Option('--no-color', say('cli.opt.no-color')))
    .addHelpText('after', `${say('cli.host.examples')}${roomNotes}`)
    .action(async (opts: import('./room.js').HostRaw) => {
      noGameOptions('host');
      const { parseHost, defaultName } = await import('./room.js');
      const parsed = parseHost(
        { ...opts, ...(program.opts<RawOptions>().color === false ? { color: false } : {}) },
        io.env,
      );
      if (!parsed.ok) throw new UsageError(parsed.error);
      const c = parsed.config;
      if (noTerminal(io, 'cli.error.need-tty') || (await roomKeysProblem(io))) {
        code = EXIT_ERROR;
        return;
      }
      setColor(c.color, io.env);
      const { daily: _daily, ...game } = c.game;
      void _daily;
      const { launchHost } = await import('../ui/launchRoom.js');
      code = exitWhenIdle(
        await launchHost({
          game,
          port: c.port,
          server: c.server,
          resume: c.game.resume,
          name: c.name ?? defaultName(io.env),
          password: c.password,
          color: c.color,
          app: VERSION,
          out: io.out,
          err: io.err,
        }),
      );
    });

  program
    .command('join')
    .description(say('cli.join.description'))
    .argument('<address>', say('cli.join.address'))
    .allowExcessArguments(false)
    .option('--name <name>', say('cli.host.name'), once('name'))
    .option('--password <p>', say('cli.join.password'), once('password'))
    .option('--watch', say('cli.join.watch'))
    .addOption(new Option('--no-color', say('cli.opt.no-color')))
    .addHelpText('after', `${say('cli.join.examples')}${roomNotes}`)
    .action(async (address: string, opts: import('./room.js').JoinRaw) => {
      noGameOptions('join');
      const { parseJoin, defaultName } = await import('./room.js');
      const parsed = parseJoin(
        address,
        { ...opts, ...(program.opts<RawOptions>().color === false ? { color: false } : {}) },
        io.env,
      );
      if (!parsed.ok) throw new UsageError(parsed.error);
      const c = parsed.config;
      if (noTerminal(io, 'cli.error.need-tty') || (await roomKeysProblem(io))) {
        code = EXIT_ERROR;
        return;
      }
      setColor(c.color, io.env);
      const { launchJoin } = await import('../ui/launchRoom.js');
      code = exitWhenIdle(
        await launchJoin({
          address: c.address,
          watch: c.watch,
          name: c.name ?? defaultName(io.env),
          password: c.password,
          color: c.color,
          app: VERSION,
          out: io.out,
          err: io.err,
        }),
      );
    });

  program
    .command('serve')
    .description(say('cli.serve.description'))
    .allowExcessArguments(false)
    .option('--port <n>', say('cli.serve.port', { port: SERVE_DEFAULT_PORT }), once('port'))
    .option('--listen <addr>', say('cli.serve.listen'), once('listen'))
    .option('--data <dir>', say('cli.serve.data'), once('data'))
    .option('--tls-cert <file>', say('cli.serve.tls-cert'), once('tls-cert'))
    .option('--tls-key <file>', say('cli.serve.tls-key'), once('tls-key'))
    .option('--trust-proxy', say('cli.serve.trust-proxy'))
    .option('--ssh <port>', say('cli.serve.ssh'), once('ssh'))
    .option('--ssh-only', say('cli.serve.ssh-only'))
    .option(
      '--ssh-per-address <n>',
      say('cli.serve.ssh-per-address', { n: DEFAULT_SSH_PER_ADDRESS }),
      once('ssh-per-address'),
    )
    .option('--ssh-sessions <n>', say('cli.serve.ssh-sessions', { n: DEFAULT_SSH_SESSIONS }), once('ssh-sessions'))
    .option('--ssh-idle <minutes>', say('cli.serve.ssh-idle', { n: DEFAULT_SSH_IDLE_MINUTES }), once('ssh-idle'))
    .option('--ssh-host-key <file>', say('cli.serve.ssh-host-key'), once('ssh-host-key'))
    .option('--ssh-host <name>', say('cli.serve.ssh-host'), once('ssh-host'))
    .addHelpText('after', say('cli.serve.examples'))
    .action(async (opts: import('./serve.js').ServeRaw) => {
      noGameOptions('serve');
      if (repeated.length > 0) throw new UsageError(repeated[0]);
      const { parseServe, runServe } = await import('./serve.js');
      const parsed = parseServe(opts, io.env);
      if (!parsed.ok) throw new UsageError(parsed.error);
      code = await runServe(parsed.config, {
        err: io.err,
        app: VERSION,
        aiWorkerUrl: new URL('./ai-worker.js', import.meta.url),
      });
    });

  program.helpCommand('help [command]', say('cli.opt.help-command'));

  await program.parseAsync(argv);
  return code;
}

/**
 * After the UI returns, exit even if something it started (stdin listener, timer) would keep Node
 * alive. The timer is unref'd: when nothing else is pending the process ends at once, as usual.
 */
function exitWhenIdle(code: number): number {
  setTimeout(() => process.exit(code), 300).unref();
  return code;
}

/**
 * The player's keys from settings.json, checked and put in use before a table starts; a map that
 * cannot be played with is said in one line (the keys that clash, say), and nothing starts.
 */
async function keysProblem(io: Io, o: { room?: boolean } = {}): Promise<string | null> {
  const { installKeys } = await import('../ui/input/keymap.js');
  return installKeys(loadSettings({ env: io.env }), o);
}

/** A room's table plays with the player's own keys too (its chat and seats keys left free): the one-line problem said, true; else false. */
async function roomKeysProblem(io: Io): Promise<boolean> {
  const keys = await keysProblem(io, { room: true });
  if (keys !== null) io.err(`subterra: ${keys}\n`);
  return keys !== null;
}

/** A screen needs a terminal on both sides: when stdin or stdout is not one, say why (one line) and return true. */
function noTerminal(io: Io, why: 'cli.error.need-tty' | 'cli.error.viewer-tty' | 'cli.error.tutorial-tty'): boolean {
  if (io.stdinIsTTY && io.stdoutIsTTY) return false;
  io.err(`subterra: ${say(why)}\n`);
  return true;
}

/**
 * What stops a game, a watched game or a tutorial from starting, said in one line (true), else false:
 * a games folder that cannot be saved to (said now, not after an hour of play), and a settings file
 * whose keys cannot be used (`keys`: the screen reader's game reads lines, not keys).
 */
async function cannotStart(io: Io, o: { keys: boolean } = { keys: true }): Promise<boolean> {
  const problem = saveProblem({ env: io.env });
  if (problem) {
    io.err(`subterra: ${say('cli.error.save-elsewhere', { why: problem })}\n`);
    return true;
  }
  const keys = o.keys ? await keysProblem(io) : null;
  if (keys !== null) io.err(`subterra: ${keys}\n`);
  return keys !== null;
}

function setColor(color: boolean, env: NodeJS.ProcessEnv): void {
  // chalk reads FORCE_COLOR once, when it is first imported (with the UI), and ignores NO_COLOR.
  if (!color || (env.NO_COLOR !== undefined && env.NO_COLOR !== '')) env.FORCE_COLOR = '0';
}

async function startGame(opts: RawOptions, io: Io, startup: Startup): Promise<number> {
  const parsed = parseOptions(opts, io.env);
  if (!parsed.ok) throw new UsageError(parsed.error);
  const config: GameConfig = parsed.config;
  // The screen reader's game reads lines and writes sentences: a pipe will do as well as a terminal.
  const reader = opts.screenReader === true || io.env.INK_SCREEN_READER === 'true';
  if (!reader && noTerminal(io, 'cli.error.need-tty')) return EXIT_ERROR;
  if (config.resume) {
    const file = await resumable(io);
    if (file === null) return EXIT_ERROR;
    config.resumeFile = file;
  }
  if (await cannotStart(io, { keys: !reader })) return EXIT_ERROR;
  setColor(config.color, io.env);
  const { utcDate } = await import('../record/daily.js');
  const { daily, ...rest } = config;
  if (reader) {
    const { launchReader } = await import('../ui/reader/launch.js');
    return exitWhenIdle(await launchReader({ ...rest, ...(daily ? { daily: utcDate(clock(io)) } : {}), app: VERSION }));
  }
  const { launchGame } = await import('../ui/launch.js');
  return exitWhenIdle(
    await launchGame({
      ...rest,
      ...(daily ? { daily: utcDate(clock(io)) } : {}),
      app: VERSION,
      onTableDrawn: startup.tableDrawn,
    }),
  );
}

function clock(io: Io): Date {
  return io.now ? io.now() : new Date();
}

/**
 * The game --resume continues (the record library finds it), after one line for each save passed
 * over; null, after saying why, when there is none.
 */
async function resumable(io: Io): Promise<string | null> {
  const { findResumable } = await import('../record/library.js');
  const found = findResumable({ env: io.env });
  for (const s of found.skipped)
    io.err(`subterra: ${say('cli.error.skipped', { file: s.file, why: oneLine(s.reason) })}\n`);
  for (const s of found.passedOver)
    io.err(`subterra: ${say('cli.error.cannot-resume', { file: s.file, why: oneLine(s.reason) })}\n`);
  if (found.file === null) io.err(`subterra: ${say('cli.error.nothing-to-resume', { dir: gamesDir(io.env) })}\n`);
  return found.file;
}

async function replay(
  file: string,
  { json, reader, color }: { readonly json: boolean; readonly reader: boolean; readonly color: boolean },
  io: Io,
): Promise<number> {
  const text = loadRecordText(file);
  if (json) {
    const { replayJson } = await import('../record/replay.js');
    let r: ReturnType<typeof replayJson>;
    try {
      r = replayJson(text);
    } catch (e) {
      io.err(
        `subterra: ${say('cli.error.file-internal', { file, why: oneLine(e instanceof Error ? e.message : String(e)) })}\n`,
      );
      if (io.env.SUBTERRA_DEBUG && e instanceof Error && e.stack) io.err(`${e.stack}\n`);
      return EXIT_ERROR;
    }
    if (!r.ok) {
      io.err(`subterra: ${say('cli.error.file-error', { file, why: oneLine(r.error) })}\n`);
      return EXIT_ERROR;
    }
    io.out(r.output.endsWith('\n') ? r.output : `${r.output}\n`);
    return EXIT_OK;
  }
  // Check the whole game before asking for a terminal, with the same messages as --json.
  const { parseRecordText } = await import('../record/record.js');
  const { replayRecord } = await import('../record/replay.js');
  const parsed = parseRecordText(text);
  const res = parsed.ok ? replayRecord(parsed.value, { keepSteps: true }) : parsed;
  if (!res.ok) {
    io.err(`subterra: ${say('cli.error.file-error', { file, why: oneLine(res.error) })}\n`);
    return EXIT_ERROR;
  }
  // The screen reader's replay reads lines and writes sentences: a pipe will do as well as a terminal.
  if (reader) {
    const { launchReaderReplay } = await import('../ui/reader/launchReplay.js');
    return exitWhenIdle(await launchReaderReplay(res.steps!, parsed.ok ? parsed.value.actions : [], file));
  }
  if (noTerminal(io, 'cli.error.viewer-tty')) return EXIT_ERROR;
  setColor(color, io.env);
  const { launchReplay } = await import('../ui/replayViewer.js');
  return exitWhenIdle(await launchReplay(res.steps!, file));
}

/** `subterra stats [--json]`: the statistics of the saved games (tutorials left out). */
async function stats(json: boolean, io: Io): Promise<number> {
  const { readStats } = await import('../record/stats.js');
  const { statsLines } = await import('../record/statsText.js');
  const { stats: st, skipped } = readStats({ env: io.env, now: clock(io) });
  for (const s of skipped) io.err(`subterra: ${say('cli.error.skipped', { file: s.file, why: oneLine(s.reason) })}\n`);
  if (json) io.out(`${JSON.stringify(st, null, 2)}\n`);
  else io.out(`${say('stats.heading', { dir: gamesDir(io.env) })}\n\n${statsLines(st).join('\n')}\n`);
  return EXIT_OK;
}

/** The AI's thinking time per decision while watching, in milliseconds. */
const WATCH_BUDGET = { min: 10, max: 60000, default: 250 } as const;

/** `subterra watch`: the AI plays a new game (solo) from the first action; the player may take it over. */
async function watch(
  opts: RawOptions & { budgetMs?: string; screenReader?: boolean },
  color: boolean,
  io: Io,
): Promise<number> {
  const { budgetMs, screenReader, ...game } = opts;
  const parsed = parseOptions({ ...game, ...(color ? {} : { color: false }) }, io.env);
  if (!parsed.ok) throw new UsageError(parsed.error);
  const budget = budgetMs === undefined ? WATCH_BUDGET.default : Number(budgetMs);
  if (!/^\d+$/.test(budgetMs ?? '0') || budget < WATCH_BUDGET.min || budget > WATCH_BUDGET.max) {
    throw new UsageError(
      say('cli.error.budget', { min: WATCH_BUDGET.min, max: WATCH_BUDGET.max, got: JSON.stringify(budgetMs) }),
    );
  }
  // The screen reader's watch reads lines and writes sentences: a pipe will do as well as a terminal.
  const reader = screenReader === true || io.env.INK_SCREEN_READER === 'true';
  if ((!reader && noTerminal(io, 'cli.error.need-tty')) || (await cannotStart(io, { keys: !reader })))
    return EXIT_ERROR;
  const { daily: _daily, ...rest } = parsed.config;
  void _daily;
  if (reader) {
    const { launchReaderWatch } = await import('../ui/reader/launchWatch.js');
    return exitWhenIdle(await launchReaderWatch({ ...rest, app: VERSION, watch: { budgetMs: budget } }));
  }
  setColor(parsed.config.color, io.env);
  const { launchGame } = await import('../ui/launch.js');
  // No code cache is taken here: the AI's thread turns V8's optimizing compilers on as the game
  // starts (src/ai/optimize.ts), and a cache made under those flags is one the next game rejects.
  return exitWhenIdle(await launchGame({ ...rest, app: VERSION, watch: { budgetMs: budget } }));
}

/** `subterra tutorial [name]`: a guided game (the first one, or `deeper`), continued where it was left (or restarted). */
async function tutorial(name: string, restart: boolean, color: boolean, io: Io): Promise<number> {
  // A name that is no tutorial's is a mistake in the command, as an unknown option is (exit 2).
  if (!isTutorialId(name)) {
    throw new UsageError(
      say('cli.error.unknown-tutorial', { name: printable(name), names: TUTORIAL_IDS.join(say('list.comma')) }),
    );
  }
  if (noTerminal(io, 'cli.error.tutorial-tty') || (await cannotStart(io))) return EXIT_ERROR;
  setColor(color && !(io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== ''), io.env);
  const { launchTutorial } = await import('../ui/launchTutorial.js');
  return exitWhenIdle(await launchTutorial({ restart, app: VERSION, color, id: name }));
}

/** `subterra games` (loaded lazily: it checks records with the rules' tables, which --help need not load). */
async function games(io: Io): Promise<number> {
  const { listGames } = await import('../record/library.js');
  const { formatGames } = await import('./games.js');
  const list = listGames({ env: io.env });
  for (const s of list.skipped)
    io.err(`subterra: ${say('cli.error.skipped', { file: s.file, why: oneLine(s.reason) })}\n`);
  for (const g of list.games)
    if (g.problem !== null)
      io.err(`subterra: ${say('cli.error.cannot-replay', { file: g.file, why: oneLine(g.problem) })}\n`);
  io.out(formatGames(list, gamesDir(io.env)));
  return EXIT_OK;
}
