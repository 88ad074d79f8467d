// The game for a screen reader (`subterra --screen-reader`): the table as lines of text, read in
// order. Nothing is drawn and nothing is drawn again: what happens is said once, as the log's
// sentences, appended; the question is asked with numbered options; typed commands answer questions
// about the cave. A pure line-in, lines-out machine over a play-layer Session (reader/launch.ts
// gives it a terminal's lines; tests give it theirs). No box drawing, no map, no colour: every
// fact is a sentence (DCSS's and CDDA's screen-reader modes: message-only output, nothing told by
// its place on the screen).
import { type Action, isDir } from '../../engine/index.js';
import { adviceInput, type NewGame, type Session } from '../../play/index.js';
import { andList, caverName, describeAction, dirName, lower, say, sayIn } from '../../words/index.js';
import { pickWords, type Advice, type Advisor } from '../advisor.js';
import { refusalText, undoBlockText } from '../playWords.js';
import { readerLog } from './log.js';
import { typedLine } from './typed.js';
import { commandNamed, helpLines } from './commands.js';
import { endingWords, fateWords } from '../text/story.js';
import { deciderPlayer, question, type Question, type ReaderMode, TOP } from './ask.js';
import { answerCave, isCaveQuestion } from './tell.js';

/** What the reader's driver does after a line. */
export type ReaderEffect = 'quit' | { readonly begin: NewGame; readonly freshSeed: boolean };

export interface ReaderReply {
  /** The lines to say, in order. */
  readonly lines: readonly string[];
  readonly effect?: ReaderEffect;
}

/** The commands, by their catalog keys. */
export const READER_COMMANDS = [
  'help',
  'ask',
  'again',
  'where',
  'threats',
  'way',
  'team',
  'look',
  'deck',
  'round',
  'history',
  'hint',
  'undo',
  'quit',
] as const;
type Command = (typeof READER_COMMANDS)[number];

/** The command a word names (in the language spoken, or in English), or null. */
export function commandOf(word: string): Command | null {
  return commandNamed(word, READER_COMMANDS, (c) => ({
    said: say(`reader.command.${c}`),
    english: sayIn('en', `reader.command.${c}`),
  }));
}

export class ReaderTable {
  private mode: ReaderMode = TOP;
  /** Log entries already said. */
  private told = 0;
  /** The last entry said (a log cut back by a take-back is told from where it was cut). */
  private lastTold: unknown = undefined;
  /** The player last told it was their turn. */
  private player: number | null = null;
  /** What was said since the player's last answer (`again`). */
  private recent: string[] = [];
  /** The end's question was asked. */
  private ended = false;

  /** The advisor's hint for the game's version it was asked about (hint again plays it). */
  private hint: { readonly version: number; readonly advice: Advice } | null = null;
  /** The game's version a hint is being thought about for. */
  private thinking: number | null = null;

  /**
   * `advisor`: who gives hints (none: `hint` says so); `later`: where lines said after an answer
   * go (the hint, once thought).
   */
  constructor(
    private session: Session,
    private readonly advisor: Advisor | null = null,
    private readonly later: (lines: readonly string[]) => void = () => {},
  ) {}

  /** The game's table now (a new game replaces it). */
  get game(): Session {
    return this.session;
  }

  /** The opening: how to answer, what happened so far, and the first question. */
  open(resumed = false, intro = true): string[] {
    const out = intro ? [say('reader.intro')] : [];
    if (resumed) {
      out.push(say('reader.resumed'));
      this.told = this.session.log.length;
      this.lastTold = this.session.log[this.told - 1];
    } else out.push(...this.newLines());
    out.push(...this.afterChange());
    this.recent = intro ? out.slice(1) : out;
    return out;
  }

  /** A new game at this table (the end's "again"): its opening. */
  restart(session: Session): string[] {
    this.session = session;
    this.mode = TOP;
    this.told = 0;
    this.lastTold = undefined;
    this.player = null;
    this.ended = false;
    this.hint = null;
    this.thinking = null;
    return this.open();
  }

  /** The question asked now, or null (for tests and the bot: nothing but what is said is read from it). */
  current(): Question | null {
    return this.ended ? null : question(this.session.state, this.mode);
  }

  /** One line typed: what to say, and what the driver must do. */
  input(raw: string): ReaderReply {
    const { text: line, keysOnly } = typedLine(raw);
    if (keysOnly) return { lines: [say('reader.keys-only')] };
    if (line === '') return { lines: this.ask() };
    const words = line.split(/\s+/);
    if (/^\d+$/.test(words[0]) && words.length === 1) return this.answer(Number(words[0]));
    const cmd = commandOf(words[0]);
    if (cmd !== null) return this.command(cmd, words.slice(1));
    // An option by its words: the start of its label ("reveal", "move north", "end"), when only one
    // option starts so (numbers shift as actions come and go; the words do not).
    const q = this.session.over ? null : this.current();
    // Small letters as the language writes them (Turkish İncele is incele, not i̇ncele).
    const typed = lower(line);
    const hits = (q?.options ?? []).flatMap((o, i) => (lower(o.label).startsWith(typed) ? [i] : []));
    if (hits.length === 1) return this.answer(hits[0] + 1);
    if (hits.length > 1)
      return {
        lines: [say('reader.which', { options: hits.map((i) => q!.options[i].label).join(say('list.semicolon')) })],
      };
    return { lines: [say('reader.unknown-command', { text: line })] };
  }

  /** The question and its options, numbered. */
  private ask(): string[] {
    if (this.session.over) return this.endQuestion();
    const q = this.current();
    if (q === null) return [];
    const out = [...q.text];
    q.options.forEach((o, i) => out.push(say('reader.option.numbered', { n: i + 1, label: o.label })));
    if (q.back !== null) out.push(say('reader.option.back-line'));
    return out;
  }

  private endQuestion(): string[] {
    return [
      say('reader.end.what'),
      say('reader.option.numbered', { n: 1, label: say('reader.end.again') }),
      say('reader.option.numbered', { n: 2, label: say('reader.end.new') }),
      say('reader.option.numbered', { n: 3, label: say('reader.end.quit') }),
    ];
  }

  /** The log's entries not said yet. */
  private newLines(): string[] {
    const log = this.session.log;
    // A take-back cuts the log back and adds its own entry: say from where it was cut.
    if (this.told > log.length || (this.told > 0 && log[this.told - 1] !== this.lastTold))
      this.told = Math.max(0, Math.min(this.told, log.length) - 1);
    const all = readerLog(log.slice(this.told));
    this.told = log.length;
    this.lastTold = log[log.length - 1];
    return [...all];
  }

  /** After the game changed: whose turn it is if that changed hands, the end, or the next question. */
  private afterChange(): string[] {
    const s = this.session.state;
    if (this.session.over) {
      this.ended = true;
      const fates = this.session.fates;
      const out = [
        endingWords(s, fates),
        ...fates.cavers.map((f) => say('reader.end.fate', { who: caverName(f.caver), fate: fateWords(f) })),
      ];
      return [...out, ...this.endQuestion()];
    }
    const out: string[] = [];
    const player = deciderPlayer(s);
    if (s.options.players > 1 && player !== null && player !== this.player) {
      out.push(
        s.pending
          ? say('reader.turn.player-choice', { n: player })
          : say('reader.turn.player', { n: player, who: caverName(s.cavers[s.turn!].id) }),
      );
    }
    this.player = player;
    return [...out, ...this.ask()];
  }

  private answer(n: number): ReaderReply {
    if (this.session.over) {
      const r = this.session.record;
      const game: NewGame = {
        seed: r.seed,
        difficulty: r.difficulty,
        players: r.players,
        cavers: r.cavers,
        easy: r.easy === true,
      };
      if (n === 1) return { lines: [], effect: { begin: game, freshSeed: false } };
      if (n === 2) return { lines: [], effect: { begin: game, freshSeed: true } };
      if (n === 3) return { lines: [], effect: 'quit' };
      return { lines: [say('reader.not-an-option', { n, max: 3 })] };
    }
    const q = this.current();
    if (q === null) return { lines: [] };
    if (n === 0) {
      if (q.back === null) return { lines: [say('reader.no-back')] };
      this.mode = q.back;
      return this.said(this.ask());
    }
    const o = q.options[n - 1];
    if (!o)
      return {
        lines: [
          q.options.length === 1
            ? say('reader.only-option', { n })
            : say('reader.not-an-option', { n, max: q.options.length }),
        ],
      };
    this.mode = o.then;
    if (!o.submit) return this.said(this.ask());
    const who = this.session.waitingFor();
    if (who === null) return { lines: [] };
    const res = this.session.submit(who.seat.id, o.submit);
    if (!res.ok) {
      this.mode = TOP;
      return this.said([refusalText(this.session, res.refusal), ...this.ask()]);
    }
    return this.said([...this.newLines(), ...this.afterChange()]);
  }

  private said(lines: string[]): ReaderReply {
    this.recent = lines;
    return { lines };
  }

  /** `hint`: the advisor's action for what is asked now, thought off the input; `hint` again plays it. */
  private hintCommand(): ReaderReply {
    const s = this.session;
    if (this.advisor === null) return { lines: [say('advice.none')] };
    const who = s.waitingFor();
    if (who === null || s.over) return { lines: [say('reader.hint.none-now')] };
    const version = s.version;
    if (this.hint?.version === version) {
      const res = s.submit(who.seat.id, this.hint.advice.action, { hint: true });
      this.hint = null;
      this.mode = TOP;
      if (!res.ok) return this.said([refusalText(s, res.refusal), ...this.ask()]);
      return this.said([...this.newLines(), ...this.afterChange()]);
    }
    if (this.thinking === version) return { lines: [say('reader.hint.thinking')] };
    this.thinking = version;
    this.advisor.advise(adviceInput(s.state)).then(
      (advice) => {
        if (this.thinking === version) this.thinking = null;
        // Advice about a position the game has left is dropped.
        if (s !== this.session || s.version !== version) return;
        this.hint = { version, advice };
        this.later([hintLine(advice), say('reader.hint.again')]);
      },
      (e: unknown) => {
        if (this.thinking === version) this.thinking = null;
        if (s !== this.session || s.version !== version) return;
        this.later([say('advice.failed', { why: e instanceof Error ? e.message : String(e) })]);
      },
    );
    return { lines: [say('reader.hint.thinking')] };
  }

  private command(cmd: Command, args: readonly string[]): ReaderReply {
    if (isCaveQuestion(cmd)) return { lines: answerCave(cmd, this.session.state, args) };
    switch (cmd) {
      case 'help':
        return {
          lines: helpLines(
            say('reader.command-help.head'),
            READER_COMMANDS,
            (c) => say(`reader.command.${c}`),
            (c) => say(`reader.command-help.${c}`),
          ),
        };
      case 'ask':
        return { lines: this.ask() };
      case 'again':
        return { lines: this.recent };
      case 'history':
        return { lines: readerLog(this.session.log) };
      case 'hint':
        return this.hintCommand();
      case 'undo': {
        const w = this.session.waitingFor();
        const seat = w?.seat.id ?? null;
        if (seat === null) return { lines: [say('reader.no-game')] };
        const r = this.session.takeBack(seat);
        if (!r.ok) return { lines: [undoBlockText(this.session, r.blocked)] };
        this.mode = TOP;
        return this.said([...this.newLines(), ...this.afterChange()]);
      }
      case 'quit':
        return { lines: [], effect: 'quit' };
    }
  }
}

/** An action as a hint says it: a placement with its open sides in words. */
export function hintAction(a: Action): string {
  if ((a.do === 'reveal' || a.do === 'explore') && a.open)
    return say('reader.hint.open', {
      what: describeAction(a),
      sides: andList([...a.open.toUpperCase()].filter(isDir).map((d) => dirName(d))),
    });
  if (a.do === 'direct')
    return say('reader.hint.direct', {
      what: describeAction(a),
      order: hintAction({ ...a.action, caver: a.target } as Action),
    });
  return describeAction(a);
}

/** The hint in a line: the action, and how many choices and worlds it was weighed among. */
function hintLine(a: Advice): string {
  const what = hintAction(a.action);
  if (a.worlds === undefined) return say('reader.hint.line', { what });
  return say('reader.hint.weighed', { what, pick: pickWords(a.choices ?? 1, a.worlds) });
}
