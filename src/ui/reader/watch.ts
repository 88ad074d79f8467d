// The AI plays a game for a screen reader (`subterra watch --screen-reader`): every caver is the AI's,
// and the game is told as the reader's game is, a step at a time as the listener asks: Enter (or
// `next`) lets the AI take its next action and says what happened, `skip` lets it play to the next
// round, `end` to the end of the game; `why` says how it chose its last action (the hint's words);
// the questions about the cave answer for the game as it stands. The game is saved as it goes, marked
// as the AI's (a record any player may resume and play on). A pure line-in, lines-out machine over a
// play-layer Session; the AI is given (`think`: the launcher's asks for a time budget, tests for a
// number of worlds).
import { type Action, playerView, type PlayerView } from '../../engine/index.js';
import { AI_SEAT, type Session } from '../../play/index.js';
import { caverName, difficultyName, say, sayIn } from '../../words/index.js';
import { pickWords, type Advice } from '../advisor.js';
import { endingWords, fateWords } from '../text/story.js';
import { readerLog } from './log.js';
import { hintAction, type ReaderReply } from './table.js';
import { answerCave, CAVE_QUESTIONS, type CaveQuestion, isCaveQuestion } from './tell.js';
import { typedLine } from './typed.js';
import { commandNamed, helpLines } from './commands.js';

/** The watch's own commands (`reader.watch.command.*`); the rest are the replay's and the table's words. */
export const WATCH_MOVES = ['next', 'skip', 'end', 'why'] as const;
type Move = (typeof WATCH_MOVES)[number];
type Other = 'help' | 'history' | 'quit';
type WatchCommand = Move | CaveQuestion | Other;

/** The commands, in the order help lists them. */
export const WATCH_COMMANDS: readonly WatchCommand[] = ['help', ...WATCH_MOVES, ...CAVE_QUESTIONS, 'history', 'quit'];

function commandKey(c: WatchCommand): `reader.command.${CaveQuestion | Other}` | `reader.watch.command.${Move}` {
  return (WATCH_MOVES as readonly string[]).includes(c)
    ? `reader.watch.command.${c as Move}`
    : `reader.command.${c as CaveQuestion | Other}`;
}

function helpKey(c: WatchCommand): `reader.command-help.${CaveQuestion}` | `reader.watch.command-help.${Move | Other}` {
  return isCaveQuestion(c) ? `reader.command-help.${c}` : `reader.watch.command-help.${c}`;
}

/** The command a word names (in the language spoken, or in English), or null. */
export function watchCommandOf(word: string): WatchCommand | null {
  return commandNamed(word, WATCH_COMMANDS, (c) => ({ said: say(commandKey(c)), english: sayIn('en', commandKey(c)) }));
}

/** The AI's choice for a view (the `k`-th decision of the game). */
export type Think = (view: PlayerView, k: number) => Advice;

export class ReaderWatch {
  /** Log entries said. */
  private told = 0;
  /** Decisions the AI has made. */
  private decisions = 0;
  private last: Advice | null = null;

  constructor(
    private readonly session: Session,
    private readonly think: Think,
  ) {
    for (const c of session.record.cavers) session.hand(c, AI_SEAT);
  }

  get game(): Session {
    return this.session;
  }

  /** The opening: the game, its setup's lines, how to go on. */
  open(): string[] {
    const r = this.session.record;
    return [
      say('reader.watch.head', {
        team: r.cavers.map((c) => caverName(c)).join(say('list.comma')),
        difficulty: difficultyName(r.difficulty),
        easy: r.easy ? say('reader.setup.easy') : '',
        seed: r.seed,
      }),
      ...this.newLines(),
      say('reader.watch.how'),
    ];
  }

  input(raw: string): ReaderReply {
    const { text, keysOnly } = typedLine(raw);
    if (keysOnly) return { lines: [say('reader.keys-only')] };
    if (text === '') return { lines: this.play(() => true) };
    const words = text.split(/\s+/);
    const cmd = watchCommandOf(words[0]);
    if (cmd === null) return { lines: [say('reader.unknown-command', { text })] };
    if (isCaveQuestion(cmd)) return { lines: answerCave(cmd, this.session.state, words.slice(1)) };
    switch (cmd) {
      case 'help':
        return {
          lines: helpLines(
            say('reader.watch.command-help.head'),
            WATCH_COMMANDS,
            (c) => say(commandKey(c)),
            (c) => say(helpKey(c)),
          ),
        };
      case 'next':
        return { lines: this.play(() => true) };
      case 'skip': {
        const round = this.session.state.round;
        return { lines: this.play(() => this.session.state.round > round) };
      }
      case 'end':
        return { lines: this.play(() => false) };
      case 'why':
        return { lines: [this.why()] };
      case 'history':
        return { lines: readerLog(this.session.log) };
      case 'quit':
        return { lines: [], effect: 'quit' };
    }
  }

  /** The AI plays until `enough` holds after an action, or the game ends; what happened, said. */
  private play(enough: () => boolean): string[] {
    if (this.session.over) return [say('reader.watch.over')];
    const out: string[] = [];
    for (;;) {
      const w = this.session.waitingFor();
      if (w === null) break;
      const advice = this.think(playerView(this.session.state), this.decisions++);
      const r = this.session.submit(w.seat.id, advice.action);
      if (!r.ok) break;
      this.last = advice;
      const lines = this.newLines();
      // An action the log leaves to what follows (the end of a turn, a draw): said by itself.
      out.push(...(lines.length ? lines : [hintAction(advice.action)]));
      if (this.session.over || enough()) break;
    }
    if (this.session.over) out.push(...this.ending());
    return out;
  }

  private newLines(): string[] {
    const log = this.session.log;
    const lines = readerLog(log.slice(this.told));
    this.told = log.length;
    return lines;
  }

  /** How the AI chose its last action: the hint's words. */
  private why(): string {
    const a = this.last;
    if (a === null) return say('reader.watch.why-none');
    const what = hintAction(a.action as Action);
    if (a.worlds === undefined) return say('reader.watch.why-only', { what });
    return say('reader.watch.why', { what, pick: pickWords(a.choices ?? 1, a.worlds) });
  }

  private ending(): string[] {
    const fates = this.session.fates;
    return [
      endingWords(this.session.state, fates),
      ...fates.cavers.map((f) => say('reader.end.fate', { who: caverName(f.caver), fate: fateWords(f) })),
    ];
  }
}
