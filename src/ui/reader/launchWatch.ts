// `subterra watch --screen-reader` (or with INK_SCREEN_READER=true): the AI plays a new game, told
// as lines read in order (reader/watch.ts), each action when the listener asks for it. Lines in from
// stdin, lines out to stdout, nothing else; a pipe will do as well as a terminal.
import { adviseNow } from '../../ai/advisor.js';
import { Session } from '../../play/index.js';
import type { StorageOptions } from '../../record/files.js';
import { startingTeam } from '../components/SetupScreen.js';
import { freshSeed } from '../freshSeed.js';
import type { LaunchOptions } from '../launch.js';
import { leaveGame, talk } from './io.js';
import { ReaderWatch } from './watch.js';

export async function launchReaderWatch(
  config: LaunchOptions & { readonly watch: { readonly budgetMs: number } },
): Promise<number> {
  const storage: StorageOptions = { env: process.env };
  const s = Session.start(
    {
      seed: config.seed ?? freshSeed(),
      difficulty: config.difficulty,
      players: 1,
      cavers: config.team ?? startingTeam(config.caverCount),
      easy: config.easy,
    },
    { storage, app: config.app },
  );
  if (typeof s === 'string') {
    process.stderr.write(`subterra: ${s}\n`);
    return 1;
  }
  // The AI thinks here, in this thread, for the budget given: a line-by-line game waits for it anyway.
  const seed = s.record.seed;
  const watch = new ReaderWatch(s, (view, k) =>
    adviseNow(view, { seed: `${seed}/watch/${k}`, budgetMs: config.watch.budgetMs }),
  );
  // Until quit, or the end of the input (Ctrl+D, or a pipe run dry): the game is saved after every action.
  return talk(watch, () => leaveGame(s));
}
