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
import { ALLOWED, parseOptions, type RawOptions } from './options.js';
import type { GameConfig } from './config.js';
import { VERSION } from './version.js';
import { describeError, StorageError } from '../record/files.js';
import { gamesDir } from '../record/paths.js';
import { loadRecordText, saveProblem } from '../record/storage.js';
import { printable } from '../text/width.js';

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
const COMMANDS_TEXT = `commands are ${COMMANDS.slice(0, -1).join(', ')} and ${COMMANDS[COMMANDS.length - 1]}`;

const NEED_TTY =
  'the game needs an interactive terminal (stdin and stdout must be a TTY); ' +
  'to check a saved game without one, run: subterra replay FILE --json';

function helpAfter(env: NodeJS.ProcessEnv): string {
  return `
Examples:
  subterra                              solo: ${MIN_CAVERS} cavers, ${DIFFICULTIES[0]}, a fresh seed
  subterra -c 5 -d hard                 5 cavers on Hard
  subterra --seed granite-42            the same cave as any game with that seed
  subterra -p 2                         2 players, 2 cavers each
  subterra -p 5                         5 players, one caver each
  subterra -t diver,scout,medic,leader  choose the team, in seating order
  subterra --easy                       the easier variant: 3 more hazard cards
  subterra --resume                     continue the last unfinished game
  subterra --daily                      the daily cave, the same for everyone
  subterra games                        list saved games
  subterra stats                        your statistics (--json for a script)
  subterra tutorial                     learn by playing a guided first game
  subterra watch                        watch the AI play (T takes it over)
  subterra host -p 3                    play with friends at their own terminals
  subterra join 192.168.1.20:7447/RIVER-7Q4KXM   join a friend's room
  subterra replay FILE                  watch a saved game
  subterra replay FILE --json           print the final state (no terminal)

Cavers: ${CAVER_IDS.join(', ')}.
Games are saved in ${gamesDir(env)}
(SUBTERRA_HOME, else XDG_DATA_HOME/subterra, else ~/.local/share/subterra).
NO_COLOR=1 works like --no-color. Exit status: 0 ok, 1 error, 2 bad usage.
`;
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
      process.stderr.write(`subterra: internal error: ${oneLine(msg) || 'unknown'}\n`);
      if (env.SUBTERRA_DEBUG && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
    } catch {
      /* stderr is gone too */
    }
    process.exit(EXIT_ERROR);
  };
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? EXIT_OK);
    try {
      process.stderr.write(`subterra: cannot write the output: ${describeError(e)}\n`);
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
    else parts.push(`${p} play ${need}${parts.length === 0 ? ' cavers' : ''}`);
  }
  if (each.length > 0) parts.push(`${each[0]}-${each[each.length - 1]} one each`);
  return parts.join(', ');
}

/** Commander's own usage errors, said the way ours are: the option, and what it takes. */
function usageMessage(e: CommanderError): string {
  const missing = /option '(?:-\w, )?--(\w+) <[^>]+>' argument missing/.exec(e.message);
  const allowed = missing ? (ALLOWED as Readonly<Record<string, string>>)[missing[1]] : undefined;
  if (e.code === 'commander.optionMissingArgument' && allowed) {
    return `--${missing![1]} needs a value: ${allowed}`;
  }
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
  try {
    return await run(argv, io, startup);
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.exitCode === 0) return EXIT_OK; // --help, --version
      io.err(`subterra: ${usageMessage(e)} (see subterra --help)\n`);
      return EXIT_USAGE;
    }
    if (e instanceof UsageError) {
      io.err(`subterra: ${e.message} (see subterra --help)\n`);
      return EXIT_USAGE;
    }
    if (e instanceof StorageError) {
      io.err(`subterra: ${oneLine(e.message)}\n`);
      return EXIT_ERROR;
    }
    const msg = e instanceof Error ? e.message : String(e);
    io.err(
      `subterra: internal error: ${oneLine(msg) || 'unknown'}${io.env.SUBTERRA_DEBUG ? '' : ' (set SUBTERRA_DEBUG=1 for details)'}\n`,
    );
    if (io.env.SUBTERRA_DEBUG && e instanceof Error && e.stack) io.err(`${e.stack}\n`);
    return EXIT_ERROR;
  }
}

async function run(argv: string[], io: Io, startup: Startup): Promise<number> {
  let code = EXIT_OK;
  // `subterra help foo`: commander prints the whole help, then fails obscurely.
  const [, , first, topic] = argv;
  if (first === 'help' && topic !== undefined && ![...COMMANDS, 'help'].includes(topic)) {
    throw new UsageError(`unknown command ${JSON.stringify(topic)}; ${COMMANDS_TEXT}`);
  }
  // An option given twice with two values is a mistake to point out, not to settle silently.
  const repeated: string[] = [];
  const once =
    (name: string) =>
    (value: string, previous: string | undefined): string => {
      if (previous !== undefined && previous !== value)
        repeated.push(`--${name} is given twice (${JSON.stringify(previous)} and ${JSON.stringify(value)})`);
      return value;
    };
  const program = new Command('subterra');
  program
    .description(
      'Sub Terra, the cooperative cave-horror board game, in your terminal.\nGet your cavers out through the Exit before the hazard deck runs out.',
    )
    .usage(
      '[options]\n       subterra replay <file> [--json]\n       subterra games\n       subterra stats [--json]\n       subterra tutorial [--restart]\n       subterra watch [options]\n       subterra sim --bot <name> --games <n> [options]\n       subterra sim merge <files...>\n       subterra host [options] [--port N] [--name NAME] [--server ADDRESS]\n       subterra join <address> [--name NAME] [--password P] [--watch]\n       subterra serve [--port N] [--listen ADDR] [--data DIR] [options]',
    )
    .exitOverride()
    // A fixed width, whatever the terminal's: the help that `subterra --help` prints without
    // loading commander (src/cli/start.ts) is made at build time, and must be this one exactly.
    .configureHelp({ helpWidth: HELP_WIDTH })
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
    .version(VERSION, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show this help')
    .option(
      '-c, --cavers <n>',
      `number of cavers when playing solo: ${ALLOWED.cavers} (default: ${MIN_CAVERS})`,
      once('cavers'),
    )
    .option(
      '-p, --players <n>',
      `hot-seat players, ${MIN_PLAYERS}-${MAX_PLAYERS}: ${playersHelp()} (default: ${MIN_PLAYERS})`,
      once('players'),
    )
    .option('-d, --difficulty <level>', `${ALLOWED.difficulty} (default: ${DIFFICULTIES[0]})`, once('difficulty'))
    .option('--easy', 'easier variant from the rulebook: 3 more hazard cards')
    .option('-s, --seed <seed>', 'the seed that deals the cave and hazard decks (default: a fresh one)', once('seed'))
    .option(
      '-t, --team <ids>',
      `comma-separated caver ids in seating order, ${MIN_CAVERS}-${MAX_CAVERS} of them`,
      once('team'),
    )
    .option('--resume', 'continue the last unfinished game')
    .option('--daily', "play the daily cave: today's seed (daily-YYYY-MM-DD, UTC), the same for everyone")
    .option('--no-color', 'plain text without colours')
    .addHelpText('after', helpAfter(io.env))
    // Operands reach the action so that `subterra foo` says "unknown command", not "too many arguments".
    .allowExcessArguments(true)
    .action(async (opts: RawOptions, cmd: Command) => {
      if (cmd.args.length > 0) {
        throw new UsageError(`unknown command ${JSON.stringify(cmd.args[0])}; ${COMMANDS_TEXT}`);
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
        `${given.join(', ')} ${given.length === 1 ? 'applies' : 'apply'} to starting a game, not to '${cmd}'`,
      );
  };

  program
    .command('replay')
    .description('watch a saved game, or with --json replay it without a terminal and print the final state')
    .argument('<file>', 'a game record (.json), e.g. from `subterra games`')
    .allowExcessArguments(false)
    .option('--json', 'print the state after the last action as one JSON object and exit')
    .addOption(new Option('--no-color', 'plain text without colours'))
    .addHelpText('after', '\nExamples:\n  subterra replay game.json\n  subterra replay game.json --json\n')
    .action(async (file: string, opts: { json?: boolean; color?: boolean }) => {
      noGameOptions('replay');
      code = await replay(
        file,
        opts.json === true,
        opts.color !== false && program.opts<RawOptions>().color !== false,
        io,
      );
    });

  program
    .command('games')
    .description('list saved games, finished and unfinished, newest first')
    .allowExcessArguments(false)
    .action(async () => {
      noGameOptions('games');
      code = await games(io);
    });

  program
    .command('stats')
    .description('statistics of your saved games: results, medals, causes of loss, survival by caver, the daily cave')
    .allowExcessArguments(false)
    .option('--json', 'print them as one JSON object (games, finished, unfinished, ...)')
    .action(async (opts: { json?: boolean }) => {
      noGameOptions('stats');
      code = await stats(opts.json === true, io);
    });

  program
    .command('tutorial')
    .description(
      'a guided first game on a fixed cave: learn the rules by playing (leave with q, come back with the same command)',
    )
    .allowExcessArguments(false)
    .option('--restart', 'start the tutorial again from the beginning')
    .addOption(new Option('--no-color', 'plain text without colours'))
    .action(async (opts: { restart?: boolean; color?: boolean }) => {
      noGameOptions('tutorial');
      code = await tutorial(
        opts.restart === true,
        opts.color !== false && program.opts<RawOptions>().color !== false,
        io,
      );
    });

  program
    .command('watch')
    .description(
      'watch the AI play a whole game at a readable pace: Space pauses, s steps, < > change the pace, T takes the game over',
    )
    .allowExcessArguments(false)
    .option('-c, --cavers <n>', `number of cavers: ${ALLOWED.cavers} (default: ${MIN_CAVERS})`, once('cavers'))
    .option('-d, --difficulty <level>', `${ALLOWED.difficulty} (default: ${DIFFICULTIES[0]})`, once('difficulty'))
    .option('--easy', 'the easier variant: 3 more hazard cards')
    .option('-s, --seed <seed>', 'the seed that deals the cave and hazard decks (default: a fresh one)', once('seed'))
    .option(
      '-t, --team <ids>',
      `comma-separated caver ids in seating order, ${MIN_CAVERS}-${MAX_CAVERS} of them`,
      once('team'),
    )
    .option(
      '--budget-ms <ms>',
      `the AI's thinking time per decision, ${WATCH_BUDGET.min}-${WATCH_BUDGET.max} (default: ${WATCH_BUDGET.default})`,
      once('budget-ms'),
    )
    .addOption(new Option('--no-color', 'plain text without colours'))
    .addHelpText('after', '\nExamples:\n  subterra watch\n  subterra watch --seed granite-42 -c 5 -d hard\n')
    .action(async (opts: RawOptions & { budgetMs?: string }) => {
      noGameOptions('watch');
      code = await watch(opts, program.opts<RawOptions>().color !== false, io);
    });

  // The balance table: bots play many games on worker threads, a whole study or one shard of it; and
  // the shards' results files merged into one table. The AI loads only when it runs.
  const sim = program
    .command('sim')
    .description('play many games with a bot on all cores; print medal rates with 95% confidence intervals')
    .usage('--bot <name> --games <n> [options]\n       subterra sim merge [options] <files...>')
    .allowExcessArguments(false)
    .option('--bot <name>', 'ai (fair: knows only what a player knows), greedy (peeks) or random', once('bot'))
    .option('--games <n>', "games per configuration (the whole study's, when playing a shard)", once('games'))
    .option('-d, --difficulty <level>', 'normal, hard or expert (default: all three)', once('difficulty'))
    .option('-c, --cavers <n>', '4, 5 or 6 (default: all three)', once('cavers'))
    .option('--easy', 'the easier variant only (default: without -d and -c, both)')
    .option('--budget-ms <ms>', "the AI's time per decision (default: 100)", once('budget-ms'))
    .option(
      '--iterations <n>',
      "the AI's worlds per decision instead of a time: the same --seed then plays the same games",
      once('iterations'),
    )
    .option('--seed <base>', 'game i is dealt from seed BASE-i (default: a fresh base)', once('seed'))
    .option('--shard <i/n>', 'play shard I (0 to N-1) of N equal ranges of the games (needs --seed)', once('shard'))
    .option(
      '--shards <n>',
      'play one of N shards, I from JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX or SLURM_ARRAY_TASK_ID',
      once('shards'),
    )
    .option(
      '--out <file>',
      'write one JSON line per game to FILE, whole or not at all ({shard}: the index)',
      once('out'),
    )
    .option('--threads <n>', 'worker threads (default: one per core)', once('threads'))
    .option('--json', 'print {"rows": [...]} instead of the table')
    .addHelpText(
      'after',
      '\nExamples:\n  subterra sim --bot greedy --games 200\n  subterra sim --bot ai --games 24 -d normal -c 4 --budget-ms 100 --seed bar-ai\n  subterra sim --bot ai --games 200 -d hard --iterations 8 --json\n  subterra sim --bot ai --games 1000 -d normal --seed s1 --shard 0/4 --out s1-0.jsonl\n  subterra sim merge --expect-shards 4 s1-*.jsonl\n\nStudies on a cluster: docs/SIMULATION.md.\n',
    )
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
    .description("add up the results files of a study's shards (sim --out) into the table of one run")
    .argument('<files...>', 'results files of subterra sim --out, or folders of them (their *.jsonl)')
    .option(
      '--expect-games <n>',
      'refuse unless the files hold every game of a study of N per configuration',
      once('expect-games'),
    )
    .option('--expect-shards <n>', 'refuse unless the files hold all N shards of the study', once('expect-shards'))
    .option('--json', 'print {"rows": [...]} instead of the table')
    .addHelpText(
      'after',
      '\nExamples:\n  subterra sim merge results/*.jsonl\n  subterra sim merge --expect-shards 100 --json results/\n',
    )
    .action(async (files: string[], opts: import('../bots/simMerge.js').MergeRaw) => {
      noGameOptions('sim merge');
      const { runMerge } = await import('../bots/simMerge.js');
      code = await runMerge(files, opts, io);
    });

  // Play across terminals: a room on a server in this process (or a standalone one), and joining one.
  const roomNotes =
    '\nIn the lobby: ↑↓ choose a caver, Enter claim or release it, C chat, q leave.\nThe host: a gives it to a player or the AI, s starts, d difficulty, e easy,\n←→ another caver, +- team size, p players. In the game: S seats, C chat.\n';
  program
    .command('host')
    .description('open a room for friends at their own terminals, and play in it (its server runs here)')
    .allowExcessArguments(false)
    .option('-c, --cavers <n>', `number of cavers: ${ALLOWED.cavers} (default: ${MIN_CAVERS})`, once('cavers'))
    .option(
      '-p, --players <n>',
      `players, ${MIN_PLAYERS}-${MAX_PLAYERS}: ${playersHelp()} (default: ${MIN_PLAYERS})`,
      once('players'),
    )
    .option('-d, --difficulty <level>', `${ALLOWED.difficulty} (default: ${DIFFICULTIES[0]})`, once('difficulty'))
    .option('--easy', 'the easier variant: 3 more hazard cards')
    .option(
      '-s, --seed <seed>',
      'the seed that deals the decks (default: the server deals one nobody knows; everyone is told you chose)',
      once('seed'),
    )
    .option(
      '-t, --team <ids>',
      `comma-separated caver ids in seating order, ${MIN_CAVERS}-${MAX_CAVERS} of them`,
      once('team'),
    )
    .option('--port <n>', 'the port friends connect to, 0-65535 (default: 7447, or a free one if taken)', once('port'))
    .option('--name <name>', 'your name in the room (default: your login name)', once('name'))
    .option('--password <p>', 'friends must give this password to join', once('password'))
    .option('--server <address>', 'open the room on a standalone server (subterra serve) instead', once('server'))
    .addOption(new Option('--no-color', 'plain text without colours'))
    .addHelpText(
      'after',
      `\nExamples:\n  subterra host\n  subterra host -p 3 -d hard --name Ana\n  subterra host --server play.example.org:7447\n${roomNotes}`,
    )
    .action(async (opts: import('./room.js').HostRaw) => {
      noGameOptions('host');
      const { parseHost, defaultName } = await import('./room.js');
      const parsed = parseHost(
        { ...opts, ...(program.opts<RawOptions>().color === false ? { color: false } : {}) },
        io.env,
      );
      if (!parsed.ok) throw new UsageError(parsed.error);
      const c = parsed.config;
      if (!io.stdinIsTTY || !io.stdoutIsTTY) {
        io.err(`subterra: ${NEED_TTY}\n`);
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
    .description("join a room at a friend's terminal or on a server: ADDRESS is what the host's line says")
    .argument('<address>', 'HOST:PORT/ROOM, e.g. 192.168.1.20:7447/RIVER-7Q4KXM (wss://HOST/ROOM for TLS)')
    .allowExcessArguments(false)
    .option('--name <name>', 'your name in the room (default: your login name)', once('name'))
    .option('--password <p>', "the room's password, if it has one", once('password'))
    .option('--watch', 'watch the game: see the table, take no action')
    .addOption(new Option('--no-color', 'plain text without colours'))
    .addHelpText(
      'after',
      `\nExamples:\n  subterra join 192.168.1.20:7447/RIVER-7Q4KXM\n  subterra join play.example.org/RIVER-7Q4KXM --name Ben --watch\n\nCome back after a drop with the same command: your seats are kept for you.\n${roomNotes}`,
    )
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
      if (!io.stdinIsTTY || !io.stdoutIsTTY) {
        io.err(`subterra: ${NEED_TTY}\n`);
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
    .description('run a server for rooms that players join from their own terminals (docs/SERVER.md)')
    .allowExcessArguments(false)
    .option('--port <n>', 'the port to listen on, 0-65535 (0: any free one; default: 7447)', once('port'))
    .option('--listen <addr>', 'the address to listen on (default: every address of this machine)', once('listen'))
    .option('--data <dir>', "where the rooms are kept (default: the data folder's server/)", once('data'))
    .option('--tls-cert <file>', 'serve wss:// with this certificate (PEM; with --tls-key)', once('tls-cert'))
    .option('--tls-key <file>', "the certificate's private key (PEM)", once('tls-key'))
    .option('--trust-proxy', "behind a reverse proxy: a client's address is the proxy's X-Forwarded-For")
    .option('--ssh <port>', 'also serve the game over SSH on this port (players need only ssh)', once('ssh'))
    .option('--ssh-only', 'serve the game over SSH alone (no WebSocket port for subterra join)')
    .option('--ssh-per-address <n>', 'SSH sessions from one address at once (default: 8)', once('ssh-per-address'))
    .option('--ssh-sessions <n>', 'SSH sessions in all at once (default: 200)', once('ssh-sessions'))
    .option(
      '--ssh-idle <minutes>',
      'close an SSH session idle this long, its game saved (default: 30)',
      once('ssh-idle'),
    )
    .option(
      '--ssh-host-key <file>',
      "the SSH host key (default: the data folder's, made on the first start)",
      once('ssh-host-key'),
    )
    .option(
      '--ssh-host <name>',
      "the host name players type, shown in the menu (default: this machine's name)",
      once('ssh-host'),
    )
    .addHelpText(
      'after',
      '\nExamples:\n  subterra serve\n  subterra serve --port 8080 --data /var/lib/subterra\n  subterra serve --tls-cert cert.pem --tls-key key.pem\n  subterra serve --ssh 2222          (then: ssh -p 2222 HOST)\n',
    )
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

  program.helpCommand('help [command]', 'show help for a command');

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

function setColor(color: boolean, env: NodeJS.ProcessEnv): void {
  // chalk reads FORCE_COLOR once, when it is first imported (with the UI), and ignores NO_COLOR.
  if (!color || (env.NO_COLOR !== undefined && env.NO_COLOR !== '')) env.FORCE_COLOR = '0';
}

async function startGame(opts: RawOptions, io: Io, startup: Startup): Promise<number> {
  const parsed = parseOptions(opts, io.env);
  if (!parsed.ok) throw new UsageError(parsed.error);
  const config: GameConfig = parsed.config;
  if (!io.stdinIsTTY || !io.stdoutIsTTY) {
    io.err(`subterra: ${NEED_TTY}\n`);
    return EXIT_ERROR;
  }
  if (config.resume) {
    const file = await resumable(io);
    if (file === null) return EXIT_ERROR;
    config.resumeFile = file;
  }
  // A game that could not be saved is not started: say so now, not after an hour of play.
  const problem = saveProblem({ env: io.env });
  if (problem) {
    io.err(`subterra: ${problem} (set SUBTERRA_HOME to save elsewhere)\n`);
    return EXIT_ERROR;
  }
  setColor(config.color, io.env);
  const { utcDate } = await import('../record/daily.js');
  const { daily, ...rest } = config;
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
  for (const s of found.skipped) io.err(`subterra: skipped ${s.file}: ${oneLine(s.reason)}\n`);
  for (const s of found.passedOver) io.err(`subterra: cannot resume ${s.file}: ${oneLine(s.reason)}\n`);
  if (found.file === null)
    io.err(`subterra: no unfinished game to resume in ${gamesDir(io.env)} (see subterra games)\n`);
  return found.file;
}

async function replay(file: string, json: boolean, color: boolean, io: Io): Promise<number> {
  const text = loadRecordText(file);
  if (json) {
    const { replayJson } = await import('../record/replay.js');
    let r: ReturnType<typeof replayJson>;
    try {
      r = replayJson(text);
    } catch (e) {
      io.err(`subterra: ${file}: internal error: ${oneLine(e instanceof Error ? e.message : String(e))}\n`);
      if (io.env.SUBTERRA_DEBUG && e instanceof Error && e.stack) io.err(`${e.stack}\n`);
      return EXIT_ERROR;
    }
    if (!r.ok) {
      io.err(`subterra: ${file}: ${oneLine(r.error)}\n`);
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
    io.err(`subterra: ${file}: ${oneLine(res.error)}\n`);
    return EXIT_ERROR;
  }
  if (!io.stdinIsTTY || !io.stdoutIsTTY) {
    io.err(
      `subterra: the replay viewer needs an interactive terminal; without one, run: subterra replay FILE --json\n`,
    );
    return EXIT_ERROR;
  }
  setColor(color, io.env);
  const { launchReplay } = await import('../ui/replayViewer.js');
  return exitWhenIdle(await launchReplay(res.steps!, file));
}

/** `subterra stats [--json]`: the statistics of the saved games (tutorials left out). */
async function stats(json: boolean, io: Io): Promise<number> {
  const { readStats } = await import('../record/stats.js');
  const { statsLines } = await import('../record/statsText.js');
  const { stats: st, skipped } = readStats({ env: io.env, now: clock(io) });
  for (const s of skipped) io.err(`subterra: skipped ${s.file}: ${oneLine(s.reason)}\n`);
  if (json) io.out(`${JSON.stringify(st, null, 2)}\n`);
  else io.out(`Statistics of the games in ${gamesDir(io.env)}\n\n${statsLines(st).join('\n')}\n`);
  return EXIT_OK;
}

/** The AI's thinking time per decision while watching, in milliseconds. */
const WATCH_BUDGET = { min: 10, max: 60000, default: 250 } as const;

/** `subterra watch`: the AI plays a new game (solo) from the first action; the player may take it over. */
async function watch(opts: RawOptions & { budgetMs?: string }, color: boolean, io: Io): Promise<number> {
  const { budgetMs, ...game } = opts;
  const parsed = parseOptions({ ...game, ...(color ? {} : { color: false }) }, io.env);
  if (!parsed.ok) throw new UsageError(parsed.error);
  const budget = budgetMs === undefined ? WATCH_BUDGET.default : Number(budgetMs);
  if (!/^\d+$/.test(budgetMs ?? '0') || budget < WATCH_BUDGET.min || budget > WATCH_BUDGET.max) {
    throw new UsageError(
      `--budget-ms must be a whole number of milliseconds from ${WATCH_BUDGET.min} to ${WATCH_BUDGET.max}, not ${JSON.stringify(budgetMs)}`,
    );
  }
  if (!io.stdinIsTTY || !io.stdoutIsTTY) {
    io.err(`subterra: ${NEED_TTY}\n`);
    return EXIT_ERROR;
  }
  const problem = saveProblem({ env: io.env });
  if (problem) {
    io.err(`subterra: ${problem} (set SUBTERRA_HOME to save elsewhere)\n`);
    return EXIT_ERROR;
  }
  setColor(parsed.config.color, io.env);
  const { daily: _daily, ...rest } = parsed.config;
  void _daily;
  const { launchGame } = await import('../ui/launch.js');
  // No code cache is taken here: the AI's thread turns V8's optimizing compilers on as the game
  // starts (src/ai/optimize.ts), and a cache made under those flags is one the next game rejects.
  return exitWhenIdle(await launchGame({ ...rest, app: VERSION, watch: { budgetMs: budget } }));
}

/** `subterra tutorial`: the guided first game, continued where it was left (or restarted). */
async function tutorial(restart: boolean, color: boolean, io: Io): Promise<number> {
  if (!io.stdinIsTTY || !io.stdoutIsTTY) {
    io.err(`subterra: the tutorial needs an interactive terminal (stdin and stdout must be a TTY)\n`);
    return EXIT_ERROR;
  }
  const problem = saveProblem({ env: io.env });
  if (problem) {
    io.err(`subterra: ${problem} (set SUBTERRA_HOME to save elsewhere)\n`);
    return EXIT_ERROR;
  }
  setColor(color && !(io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== ''), io.env);
  const { launchTutorial } = await import('../ui/launchTutorial.js');
  return exitWhenIdle(await launchTutorial({ restart, app: VERSION, color }));
}

/** `subterra games` (loaded lazily: it checks records with the rules' tables, which --help need not load). */
async function games(io: Io): Promise<number> {
  const { listGames } = await import('../record/library.js');
  const { formatGames } = await import('./games.js');
  const list = listGames({ env: io.env });
  for (const s of list.skipped) io.err(`subterra: skipped ${s.file}: ${oneLine(s.reason)}\n`);
  for (const g of list.games)
    if (g.problem !== null) io.err(`subterra: cannot replay ${g.file}: ${oneLine(g.problem)}\n`);
  io.out(formatGames(list, gamesDir(io.env)));
  return EXIT_OK;
}
