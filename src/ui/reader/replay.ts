// A saved game played back for a screen reader (`subterra replay FILE --screen-reader`): what the
// replay viewer shows, as lines read in order. The game is told action by action (Enter, or `next`),
// a round at a time (`skip`) or to the end (`end`); `back` and `go N` move without saying what lies
// between; the questions about the cave (where, threats, way, team, look, deck, round) are asked of
// the game as it stands at that point. A pure line-in, lines-out machine over the steps the CLI has
// already replayed through the rules (reader/launch.ts gives it a terminal's lines).
import { type Action, type Fates, foldFates, startFates } from '../../engine/index.js';
import type { ReplayStep } from '../../record/replay.js';
import { caverName, describeAction, difficultyName, say, sayIn } from '../../words/index.js';
import { endingWords, fateWords } from '../text/story.js';
import { eventLines } from './log.js';
import type { ReaderReply } from './table.js';
import { answerCave, CAVE_QUESTIONS, type CaveQuestion, isCaveQuestion } from './tell.js';
import { typedLine } from './typed.js';
import { commandNamed, helpLines } from './commands.js';

/** The replay's own commands (their words: `reader.replay.command.*`). */
export const REPLAY_MOVES = ['next', 'back', 'skip', 'end', 'go'] as const;
/** The questions about the cave, asked as in a game (the table's words and help: `reader.command.*`). */
export const REPLAY_ASKED = CAVE_QUESTIONS;
/** Commands named by the table's words, said by the replay's own help (`reader.replay.command-help.*`). */
export const REPLAY_OTHERS = ['help', 'history', 'quit'] as const;
type Move = (typeof REPLAY_MOVES)[number];
type Asked = CaveQuestion;
type Other = (typeof REPLAY_OTHERS)[number];
type ReplayCommand = Move | Asked | Other;

/** The commands, in the order help lists them. */
export const REPLAY_COMMANDS: readonly ReplayCommand[] = ['help', ...REPLAY_MOVES, ...REPLAY_ASKED, 'history', 'quit'];

const isMove = (c: ReplayCommand): c is Move => (REPLAY_MOVES as readonly string[]).includes(c);

function commandKey(c: ReplayCommand): `reader.command.${Asked | Other}` | `reader.replay.command.${Move}` {
  return isMove(c) ? `reader.replay.command.${c}` : `reader.command.${c}`;
}

function helpKey(c: ReplayCommand): `reader.command-help.${Asked}` | `reader.replay.command-help.${Move | Other}` {
  return isCaveQuestion(c) ? `reader.command-help.${c}` : `reader.replay.command-help.${c}`;
}

/** The command a word names (in the language spoken, or in English), or null. */
export function replayCommandOf(word: string): ReplayCommand | null {
  return commandNamed(word, REPLAY_COMMANDS, (c) => ({
    said: say(commandKey(c)),
    english: sayIn('en', commandKey(c)),
  }));
}

export class ReaderReplay {
  /** The point of the game told so far: 0 the start, k after the k-th action. */
  private at = 0;

  /** `steps`: the record replayed (the start, then one step an action); `actions`: its actions. */
  constructor(
    private readonly steps: readonly ReplayStep[],
    private readonly actions: readonly Action[],
    private readonly title: string,
  ) {}

  /** The number of actions in the game. */
  get length(): number {
    return this.steps.length - 1;
  }

  /** The point reached (0: the start). */
  get position(): number {
    return this.at;
  }

  /** The opening: the game, then its setup's lines, then how to go on. */
  open(): string[] {
    const s = this.steps[0].state;
    return [
      say('reader.replay.head', {
        file: this.title,
        team: s.cavers.map((c) => caverName(c.id)).join(say('list.comma')),
        difficulty: difficultyName(s.options.difficulty),
        easy: s.options.easy ? say('reader.setup.easy') : '',
        seed: s.options.seed,
        n: this.length,
      }),
      ...eventLines(this.steps[0].events, null),
      say('reader.replay.how'),
    ];
  }

  input(raw: string): ReaderReply {
    const { text, keysOnly } = typedLine(raw);
    if (keysOnly) return { lines: [say('reader.keys-only')] };
    if (text === '') return { lines: this.forward(this.at + 1) };
    const words = text.split(/\s+/);
    if (/^\d+$/.test(words[0]) && words.length === 1) return { lines: this.go(Number(words[0])) };
    const cmd = replayCommandOf(words[0]);
    if (cmd === null) return { lines: [say('reader.unknown-command', { text })] };
    return this.command(cmd, words.slice(1));
  }

  private command(cmd: ReplayCommand, args: readonly string[]): ReaderReply {
    if (isCaveQuestion(cmd)) return { lines: answerCave(cmd, this.steps[this.at].state, args) };
    switch (cmd) {
      case 'help':
        return {
          lines: helpLines(
            say('reader.replay.command-help.head'),
            REPLAY_COMMANDS,
            (c) => say(commandKey(c)),
            (c) => say(helpKey(c)),
          ),
        };
      case 'next':
        return { lines: this.forward(this.at + 1) };
      case 'back':
        return { lines: this.back() };
      case 'skip':
        return { lines: this.forward(this.nextRound()) };
      case 'end':
        return { lines: this.forward(this.length) };
      case 'go': {
        const n = args.length === 1 && /^\d+$/.test(args[0]) ? Number(args[0]) : null;
        return { lines: n === null ? [say('reader.replay.go-how', { n: this.length })] : this.go(n) };
      }
      case 'history':
        return { lines: [...eventLines(this.steps[0].events, null), ...this.told(0, this.at)] };
      case 'quit':
        return { lines: [], effect: 'quit' };
    }
  }

  /** The lines of actions `from`+1 to `to`: the game's log between those points. */
  private told(from: number, to: number): string[] {
    const out: string[] = [];
    for (let k = from + 1; k <= to; k++) out.push(...eventLines(this.steps[k].events, this.steps[k - 1].state));
    return out;
  }

  /** On to action `to`, saying everything on the way; at the last action, the end of the game. */
  private forward(to: number): string[] {
    if (this.at >= this.length) return [say('reader.replay.at-end', { n: this.length })];
    const target = Math.min(to, this.length);
    const out = this.told(this.at, target);
    // An action the log does not tell by itself (the end of a turn, a draw told with its placement):
    // one action asked for, one said.
    if (out.length === 0 && target === this.at + 1) out.push(describeAction(this.actions[this.at]));
    this.at = target;
    if (this.at === this.length) out.push(...this.ending());
    return out;
  }

  /** The action after which the next round begins (or the last one). */
  private nextRound(): number {
    const round = this.steps[this.at].state.round;
    for (let k = this.at + 1; k <= this.length; k++) if (this.steps[k].state.round > round) return k;
    return this.length;
  }

  private back(): string[] {
    if (this.at === 0) return [say('reader.replay.at-start')];
    const k = this.at;
    this.at -= 1;
    return [say('reader.replay.back', { k, what: describeAction(this.actions[k - 1]), round: this.round() })];
  }

  private go(k: number): string[] {
    if (k > this.length) return [say('reader.replay.no-action', { k, n: this.length })];
    this.at = k;
    if (k === 0) return [say('reader.replay.went-start')];
    return [say('reader.replay.went', { k, n: this.length, round: this.round() })];
  }

  /** The round of the point reached. */
  private round(): number {
    return Math.max(1, this.steps[this.at].state.round);
  }

  /** How the game ended, and each caver's fate. */
  private ending(): string[] {
    const fates: Fates = this.steps.reduce(
      (f, st) => foldFates(f, st.events),
      startFates(this.steps[0].state.cavers.map((c) => c.id)),
    );
    const s = this.steps[this.length].state;
    if (s.result === null) return [say('reader.replay.unfinished', { n: this.length })];
    return [
      endingWords(s, fates),
      ...fates.cavers.map((f) => say('reader.end.fate', { who: caverName(f.caver), fate: fateWords(f) })),
    ];
  }
}
