// Starting the game for a screen reader (loaded lazily by the CLI for `--screen-reader`, or when
// INK_SCREEN_READER=true): lines in from stdin, lines out to stdout, nothing else. No Ink, no
// alternate screen, no cursor moves, no colour: a terminal's screen reader (or a braille display,
// or a pipe) reads every line once, in order.
import { basename } from 'node:path';
import type { StorageOptions } from '../../record/files.js';
import { loadRecordText } from '../../record/storage.js';
import { dailySeed } from '../../record/daily.js';
import { Session, type NewGame } from '../../play/index.js';
import { say } from '../../words/index.js';
import { caversForPlayers } from '../../engine/index.js';
import { freshSeed } from '../freshSeed.js';
import { setupDefaults } from '../setupMemory.js';
import { openTable } from '../tableSettings.js';
import { startingTeam } from '../components/SetupScreen.js';
import type { LaunchOptions } from '../launch.js';
import { gameLine, ReaderSetup } from './setup.js';
import { ReaderTable } from './table.js';
import { leaveGame, readLines, writeLines, writePrompt } from './io.js';
import { gameAdvisor } from '../../ai/tableAdvisor.js';

/** The game a reader's table starts with: the options given, else the remembered choices, else the defaults. */
export function readerGame(
  config: LaunchOptions,
  remembered: ReturnType<ReturnType<typeof openTable>['settings']>,
): NewGame {
  const setup = setupDefaults(config, remembered, freshSeed);
  const count = config.caversFixed || !setup.team ? config.caverCount : setup.team.length;
  const cavers = config.team ? [...config.team] : startingTeam(count, setup.team);
  return {
    seed: config.daily ? dailySeed(config.daily) : setup.seed,
    difficulty: setup.difficulty,
    players: config.players,
    cavers,
    easy: setup.easy,
    ...(config.daily ? { daily: config.daily } : {}),
  };
}

export async function launchReader(config: LaunchOptions): Promise<number> {
  const storage: StorageOptions = { env: process.env };
  const table = openTable(storage, false);
  const write = writeLines;
  // The hint's advisor (its thread starts on the first hint), and lines said after an answer.
  const advisor = gameAdvisor();
  const later = (lines: readonly string[]): void => {
    // The prompt already written waits on its own line: what is said now goes below it.
    if (process.stdin.isTTY === true) process.stdout.write('\n');
    write(lines);
    prompt();
  };
  let reader: ReaderTable | null = null;
  let setup: ReaderSetup | null = null;
  /** A new game at the table: started, remembered, and its opening said. */
  const begin = (game: NewGame, told = false): boolean => {
    const s = Session.start(game, { storage, app: config.app });
    if (typeof s === 'string') {
      write([s]);
      return false;
    }
    table.rememberGame(s);
    // After the setup's questions the game and the intro were said: the game's opening only.
    if (reader === null) {
      reader = new ReaderTable(s, advisor, later);
      write(told ? reader.open(false, false) : [gameLine(game), ...reader.open()]);
    } else write([gameLine(game), ...reader.restart(s)]);
    return true;
  };
  if (config.resumeFile) {
    const s = Session.resume(loadRecordText(config.resumeFile, storage), basename(config.resumeFile), { storage });
    if (typeof s === 'string') {
      process.stderr.write(`subterra: ${say('cli.error.cannot-resume', { file: config.resumeFile, why: s })}\n`);
      return 1;
    }
    reader = new ReaderTable(s, advisor, later);
    write(reader.open(true));
  } else if (config.team !== null || config.daily !== undefined) {
    // The team given (or the daily cave): nothing to ask before the game.
    if (!begin(readerGame(config, table.settings()))) return 1;
  } else {
    // The setup as questions, from the options given and the last game's choices.
    setup = new ReaderSetup(
      readerGame(config, table.settings()),
      caversForPlayers(config.players) ?? (config.caversFixed ? config.caverCount : null),
    );
    write(setup.open());
  }
  const prompt = (): void => writePrompt(say('reader.prompt'));
  prompt();
  // Until quit, or the end of the input (Ctrl+D, or a pipe run dry): the game is saved after every action already.
  return readLines(
    (line) => {
      if (reader === null) {
        const reply = setup!.input(line);
        write(reply.lines);
        if (reply.effect === 'quit') return true;
        if (reply.effect) begin(reply.effect.start, true);
        prompt();
        return false;
      }
      const reply = reader.input(line);
      write(reply.lines);
      const effect = reply.effect;
      if (effect === 'quit') return true;
      if (effect) begin(effect.freshSeed ? { ...effect.begin, seed: freshSeed() } : effect.begin);
      prompt();
      return false;
    },
    () => {
      advisor.close?.();
      return reader === null ? 0 : leaveGame(reader.game);
    },
  );
}
