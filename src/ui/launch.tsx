// Starting the terminal game (loaded lazily by the CLI once the options are valid).
import { render } from 'ink';
import { basename } from 'node:path';
import { dailySeed } from '../record/daily.js';
import { readStats } from '../record/stats.js';
import { statsLines } from '../record/statsText.js';
import { freshSeed } from './freshSeed.js';
import type { StorageOptions } from '../record/files.js';
import { loadRecordText } from '../record/storage.js';
import { App } from './components/App.js';
import { fullScreen } from './fullScreen.js';
import { openTable } from './tableSettings.js';
import { type GameRequest, Session } from '../play/index.js';
import { setupDefaults } from './setupMemory.js';
import { startingTeam } from './components/SetupScreen.js';
import { gameAdvisor } from '../ai/tableAdvisor.js';
import { say } from '../words/index.js';
import { leaving } from './leaving.js';

/** What the game needs to start: the options the player gave (checked), and the program's version. */
export interface LaunchOptions extends GameRequest {
  /** A saved game to continue instead. */
  readonly resumeFile?: string;
  /** The subterra version, written into every record. */
  readonly app: string;
  readonly color: boolean;
  /** Called once, when the table has first been drawn (the start-up takes its code cache then). */
  readonly onTableDrawn?: () => void;
  /** `subterra watch`: the AI plays the whole game (solo), thinking this long per decision. */
  readonly watch?: { readonly budgetMs: number };
}

export async function launchGame(config: LaunchOptions): Promise<number> {
  const storage: StorageOptions = { env: process.env };
  const table = openTable(storage, config.color);
  // The last game's choices, remembered: the setup screen starts from them (options given win).
  const { rememberGame } = table;
  const setup = setupDefaults(config, table.settings(), freshSeed);
  const seed = config.daily ? dailySeed(config.daily) : config.seed;
  let session: Session | null = null;
  if (config.resumeFile) {
    const s = Session.resume(loadRecordText(config.resumeFile, storage), basename(config.resumeFile), { storage });
    if (typeof s === 'string') {
      process.stderr.write(`subterra: ${say('cli.error.cannot-resume', { file: config.resumeFile, why: s })}\n`);
      return 1;
    }
    session = s;
  } else if (config.team || config.watch) {
    // Watching: the team given, else the setup screen's first choice for that many cavers.
    const team = config.team ?? startingTeam(config.caverCount);
    const s = Session.start(
      {
        seed: seed ?? freshSeed(),
        difficulty: config.difficulty,
        players: config.watch ? 1 : config.players,
        cavers: team,
        easy: config.easy,
        ...(config.daily ? { daily: config.daily } : {}),
      },
      { storage, app: config.app, saveLater: true },
    );
    if (typeof s === 'string') {
      process.stderr.write(`subterra: ${s}\n`);
      return 1;
    }
    session = s;
  }
  let last: Session | null = session;
  // The table is drawn by render() itself when the game starts on it, else soon after the setup
  // screen starts a session. Told once, after that frame, never before it.
  let told = false;
  const tableDrawn = (after: number): void => {
    if (told || !config.onTableDrawn) return;
    told = true;
    setTimeout(config.onTableDrawn, after).unref();
  };
  await fullScreen(
    () => {
      const inst = render(
        <App
          {...table.appProps}
          storage={storage}
          app={config.app}
          session={session}
          setup={setup}
          stats={(cols) => statsLines(readStats({ ...storage, now: new Date() }).stats, cols - 2)}
          medalWon={() => {
            const r = readStats({ ...storage, now: new Date() }).stats.results;
            return r.gold + r.silver + r.bronze > 0;
          }}
          onSession={(s) => {
            last = s;
            rememberGame(s);
            tableDrawn(200);
          }}
          onExit={(s) => {
            last = s;
          }}
          advisor={gameAdvisor(config.watch?.budgetMs)}
          watch={config.watch !== undefined}
        />,
        { exitOnCtrlC: false, patchConsole: true },
      );
      if (session) {
        // Once the table is on the screen: a new game's first save (Session.start's saveLater), and
        // its choices remembered for the setup screen (not a game the AI plays: the player's own
        // last game stays the setup screen's start). Both wait on the disk.
        const started = session;
        if (!config.resumeFile) {
          setImmediate(() => {
            if (started.savedTo === null && started.saveError === null) started.save();
            if (!config.watch) rememberGame(started);
          });
        }
        tableDrawn(0);
      }
      return inst;
    },
    () => report(last),
  );
  return report(last);
}

/** After leaving: where the game is, how to get back to it, and a daily cave's line to share (leaving.ts). */
function report(s: Session | null): number {
  const said = leaving(s);
  for (const line of said.err) process.stderr.write(`${line}\n`);
  for (const line of said.out) process.stdout.write(`${line}\n`);
  return said.code;
}
