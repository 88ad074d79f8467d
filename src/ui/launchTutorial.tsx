// `subterra tutorial [deeper]`: a guided game (ui/tutorial/), saved beside the games, each tutorial in
// its own file (tutorial.json, tutorial-deeper.json; not among the games: statistics, `subterra
// games` and --resume never see them), continued where it was left, or started again when finished,
// asked to, or no longer playable. The first tutorial's end screen hands over to the next (d).
import { render } from 'ink';
import { join } from 'node:path';
import { type StorageOptions, systemFs } from '../record/files.js';
import { reason } from '../record/reasons.js';
import { dataDir } from '../record/paths.js';
import type { Advisor } from './advisor.js';
import { App, type AppProps } from './components/App.js';
import { fullScreen } from './fullScreen.js';
import { openTable } from './tableSettings.js';
import { freshSeed } from './freshSeed.js';
import { Session } from '../play/index.js';
import { gameAdvisor } from '../ai/tableAdvisor.js';
import { Tutorial } from './tutorial/guide.js';
import { say } from '../words/index.js';
import { BASICS, tutorialGame, type TutorialScript } from './tutorial/script.js';
import { TUTORIALS, tutorialCommand, tutorialOf, type TutorialId } from './tutorial/tutorials.js';

/** The first tutorial's file. */
export const TUTORIAL_FILE = BASICS.file;

/**
 * The tutorial's game: the saved one, if it can go on (and not `restart`), else a new one. With a
 * reason when a saved one could not be continued.
 */
export function tutorialSession(o: {
  restart: boolean;
  app: string;
  storage: StorageOptions;
  /** Which tutorial (default: the first). */
  tutorial?: TutorialScript;
}): { session: Session; notice: string } | string {
  const t = o.tutorial ?? BASICS;
  const fs = o.storage.fs ?? systemFs;
  const dir = o.storage.dir ?? dataDir(o.storage.env);
  const file = join(dir, t.file);
  let notice = '';
  if (!o.restart && fs.existsSync(file)) {
    let text: string | null = null;
    try {
      text = fs.readFileSync(file, 'utf8') as string;
    } catch (e) {
      notice = say('guide.not-read', { why: reason(e) });
    }
    if (text !== null) {
      const s = Session.resume(text, t.file, { storage: o.storage });
      if (typeof s === 'string') notice = say('guide.not-continued', { why: s });
      else if (s.record.tutorial !== true) notice = say('guide.not-tutorial', { file });
      // A record of another tutorial (or of one this version does not know) in its file.
      else if (tutorialOf(s.record)?.id !== t.id) notice = say('guide.other-tutorial', { file });
      else if (!s.over) return { session: s, notice: '' };
    }
  }
  const s = Session.start(tutorialGame(t), { storage: o.storage, app: o.app, fileName: t.file });
  if (typeof s === 'string') return s;
  return { session: s, notice };
}

/**
 * The App of `subterra tutorial`: the guided game, then the player's first game from its end screen
 * (n), which has the advisor every game has (I, M). `advisor`: another one (tests).
 */
export function tutorialApp(
  p: Omit<AppProps, 'setup' | 'guide' | 'advisor' | 'watch'> & { readonly guide: Tutorial; readonly advisor?: Advisor },
) {
  return (
    <App
      {...p}
      advisor={p.advisor ?? gameAdvisor()}
      setup={{
        players: 1,
        caverCount: p.guide.script.team.length,
        difficulty: 'normal',
        easy: false,
        seed: freshSeed(),
      }}
    />
  );
}

export async function launchTutorial(o: {
  restart: boolean;
  app: string;
  color: boolean;
  /** Which tutorial (default: the first). */
  id?: TutorialId;
}): Promise<number> {
  const storage: StorageOptions = { env: process.env };
  const own: StorageOptions = { ...storage, dir: dataDir(storage.env) };
  const table = openTable(storage, o.color);
  let t: TutorialScript = TUTORIALS[o.id ?? 'basics'];
  let restart = o.restart;
  for (;;) {
    const found = tutorialSession({ restart, app: o.app, storage: own, tutorial: t });
    if (typeof found === 'string') {
      process.stderr.write(`subterra: ${found}\n`);
      return 1;
    }
    const { session, notice } = found;
    const guide = new Tutorial(session, notice);
    let last: Session | null = session;
    await fullScreen(
      () =>
        render(
          tutorialApp({
            ...table.appProps,
            storage,
            app: o.app,
            session,
            guide,
            onSession: (s) => {
              last = s;
              // The first real game, begun from the tutorial's end: the setup screen starts from it next time.
              table.rememberGame(s);
            },
            onExit: (s) => {
              last = s;
            },
          }),
          { exitOnCtrlC: false, patchConsole: true },
        ),
      () => report(last, session, t),
    );
    // The end screen's hand-over: the next tutorial, from its beginning or where it was left.
    if (guide.next !== null && last === session) {
      t = guide.next;
      restart = false;
      continue;
    }
    return report(last, session, t);
  }
}

/** After leaving: where the tutorial (or the game begun after it) is, and how to come back. */
function report(s: Session | null, tutorial: Session, t: TutorialScript): number {
  if (!s) return 0;
  if (s.saveError) {
    process.stderr.write(`subterra: ${say('cli.error.could-not-save', { why: s.saveError })}\n`);
    return 1;
  }
  if (s !== tutorial) {
    if (s.savedTo)
      process.stdout.write(
        `${
          s.over
            ? say('cli.left.over-short', {
                result: say(`cli.left.result.${s.state.result ?? 'failure'}`),
                file: s.savedTo,
              })
            : say('cli.left.saved', { file: s.savedTo })
        }\n`,
      );
  } else if (s.over)
    process.stdout.write(
      `${say('cli.left.tutorial-done', { result: say(`cli.left.result.${s.state.result ?? 'failure'}`) })}\n`,
    );
  else process.stdout.write(`${say('cli.left.tutorial-saved', { command: tutorialCommand(t) })}\n`);
  return 0;
}
