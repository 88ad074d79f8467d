// The tutorial's guide: it walks the player through a tutorial's steps (the one its record names),
// letting through only the keys the current step waits for (the keys of its action come from the
// controller's own keysFor; at a choice, the keys of any of its actions), and saying why any other
// key is refused. Its place is read from the record: the steps after the last action taken, along
// the choices the record made, so a tutorial left and resumed goes on where it was.
import { type Action, type Dir, sameAction } from '../../engine/index.js';
import type { Guide, GuideContext, GuideVerdict } from '../guide.js';
import { HOTKEY, KIND_BY_KEY, isEnter, isEscape, keyDir, keyOf, type KeyPress } from '../input/keys.js';
import { keysFor } from '../input/keysFor.js';
import type { Mode } from '../input/mode.js';
import { menuLabel } from '../input/menu.js';
import { wrap } from '../layout.js';
import type { Session } from '../../play/index.js';
import type { Table } from '../table.js';
import { TAKE_BACK_KEY } from '../takeBack.js';
import {
  BASICS,
  TUTORIAL_STEPS,
  tutorialSteps,
  type StepKey,
  type TutorialScript,
  type TutorialStep,
} from './script.js';
import { nextTutorial, tutorialOf } from './tutorials.js';

/** The key on a tutorial's end screen that goes on to the next tutorial. */
export const NEXT_TUTORIAL_KEY = 'd';
import { say } from '../../words/index.js';

const ARROW_NAME: Readonly<Record<Dir, string>> = { N: '↑', E: '→', S: '↓', W: '←' };

/** A key as the player reads it: ↑, Enter, Esc, Tab, Space, x. */
export function keyName(k: KeyPress): string {
  const d = keyDir(k);
  if (d && (k.key.upArrow || k.key.downArrow || k.key.leftArrow || k.key.rightArrow)) return ARROW_NAME[d];
  if (k.key.return) return say('key.enter');
  if (k.key.escape) return say('key.esc');
  if (k.key.tab) return say('key.tab');
  if (k.input === ' ') return say('key.space');
  return k.input;
}

const ARROW_KEY: Readonly<Record<Dir, KeyPress>> = {
  N: { input: '', key: { upArrow: true } },
  E: { input: '', key: { rightArrow: true } },
  S: { input: '', key: { downArrow: true } },
  W: { input: '', key: { leftArrow: true } },
};

/** The table's keys a step may wait for, by their ids (the keys in use: they follow a remapping). */
const TABLE_STEP_KEYS = ['look', 'hunts', 'deck', 'hint'] as const;

function stepKeyPress(k: StepKey): KeyPress {
  if (k === 'esc') return { input: '', key: { escape: true } };
  if (k === 'look' || k === 'hunts' || k === 'deck' || k === 'hint') return { input: keyOf(k), key: {} };
  return ARROW_KEY[k];
}

/** Does a key pressed count as the key expected? Arrows and h j k l alike; Space turns a tile like →. */
export function sameKey(expected: KeyPress, k: KeyPress, mode: Mode): boolean {
  const want = keyDir(expected);
  if (want) return keyDir(k) === want || (mode.m === 'orient' && want === 'E' && k.input === ' ');
  if (expected.key.return) return isEnter(k);
  if (expected.key.escape) return isEscape(k);
  if (expected.key.tab) return k.key.tab === true;
  return k.key.ctrl !== true && k.input === expected.input;
}

/** The step's words, with `{kind}` as the key of that action (or of that table key: look, hunts, deck, hint). */
export function stepText(step: TutorialStep): string {
  return step.say.replace(/\{(\w+)\}/g, (_, kind: string) => {
    if (HOTKEY[kind] !== undefined) return HOTKEY[kind];
    const table = TABLE_STEP_KEYS.find((k) => k === kind);
    return table ? keyOf(table) : `{${kind}}`;
  });
}

/** Does the step take an action (its own, or one of its choices)? */
const acts = (step: TutorialStep): boolean => step.act !== undefined || step.choices !== undefined;

/** Where a record with this many actions stands in the steps: the step after its last action. */
export function stepAfter(actions: number, steps: readonly TutorialStep[] = TUTORIAL_STEPS): number {
  if (actions === 0) return 0;
  let done = 0;
  for (let i = 0; i < steps.length; i++) {
    if (acts(steps[i]) && ++done === actions) return i + 1;
  }
  return steps.length;
}

/** The number of actions the steps have taken before step i. */
export function actionsBefore(i: number, steps: readonly TutorialStep[] = TUTORIAL_STEPS): number {
  let n = 0;
  for (let j = 0; j < i && j < steps.length; j++) if (acts(steps[j])) n++;
  return n;
}

/** Keys a tutorial lets through at any time: help, the log (P), the look of the board, and leaving. */
const ALWAYS = new Set(['?', 'P', 'q', 't', '+', '-', '=']);

export class Tutorial implements Guide {
  /** The step shown, and how many of its keys were pressed. */
  idx: number;
  keyIdx = 0;
  /** The tutorial played (the one its record names). */
  readonly script: TutorialScript;
  /** Its steps, along the choices the record has made so far. */
  steps: readonly TutorialStep[];
  /** At a choice: which of its actions the keys pressed so far still lead to. */
  private alive: readonly boolean[] = [];
  private keysOf: {
    idx: number;
    steps: readonly TutorialStep[];
    keys: readonly (readonly KeyPress[])[];
  } | null = null;
  private readonly session: Session;
  /** A line to say once, on the first frame (why a saved tutorial was started again). */
  notice: string;
  /** The tutorial the player asked to go on to from this one's end screen, or null. */
  next: TutorialScript | null = null;

  constructor(session: Session, notice = '') {
    this.session = session;
    this.script = tutorialOf(session.record) ?? BASICS;
    this.steps = tutorialSteps(this.script, session.record.actions);
    this.idx = stepAfter(session.record.actions.length, this.steps);
    // Left with a tile drawn: the step is the Reveal or Explore it was drawn for (only its placement is left).
    if (session.state.drawn !== null) while (this.step && !acts(this.step)) this.idx += 1;
    this.notice = notice;
  }

  get step(): TutorialStep | null {
    return this.steps[this.idx] ?? null;
  }

  get done(): boolean {
    return this.idx >= this.steps.length;
  }

  guides(table: Table): boolean {
    return table === this.session;
  }

  /** The keys the current step waits for (from the state it starts in), or why they cannot be found. */
  expected(): readonly KeyPress[] | string {
    const all = this.options();
    if (typeof all === 'string') return all;
    const i = this.alive.findIndex((a) => a);
    return all[i < 0 ? 0 : i] ?? [];
  }

  /** The keys of each action the step may take (one list; a choice's, one per choice), or why they cannot be found. */
  options(): readonly (readonly KeyPress[])[] | string {
    const step = this.step;
    if (!step) return [[]];
    if (this.keysOf?.idx === this.idx && this.keysOf.steps === this.steps) return this.keysOf.keys;
    const keys: (readonly KeyPress[])[] = [];
    for (const a of step.choices ?? (step.act ? [step.act] : [])) {
      const k = keysFor(this.session.state, a);
      if (typeof k === 'string') return say('guide.stuck', { why: k });
      keys.push(k);
    }
    if (!step.choices && !step.act) keys.push((step.keys ?? []).map(stepKeyPress));
    this.keysOf = { idx: this.idx, steps: this.steps, keys };
    this.alive = keys.map(() => true);
    return keys;
  }

  judge(ctx: GuideContext, k: KeyPress): GuideVerdict {
    const pass: GuideVerdict = { pass: true, counted: false };
    const stop = (msg: string, next = false): GuideVerdict => ({ pass: false, msg, next });
    // A key the step waits for, pressed while the phases are still shown: after them, where its words are.
    const tableKey = (x: StepKey): boolean => (TABLE_STEP_KEYS as readonly string[]).includes(x);
    if (ctx.playback && this.step?.keys?.some((x) => tableKey(x) && sameKey(stepKeyPress(x), k, ctx.mode)))
      return stop(say('guide.after-phases'));
    if (ctx.playback || k.key.ctrl) return pass;
    if (ALWAYS.has(k.input)) return pass;
    if (ctx.session.over) {
      if (k.input === 'n' || isEscape(k)) return pass;
      const next = nextTutorial(this.script.id);
      if (next && k.input === NEXT_TUTORIAL_KEY) return { pass: false, msg: '', next: false, leave: true };
      return stop(next ? say('guide.over-next', { key: NEXT_TUTORIAL_KEY }) : say('guide.over'));
    }
    const step = this.step;
    if (!step) return pass;
    if (k.input === TAKE_BACK_KEY) {
      return stop(say('guide.no-undo', { key: TAKE_BACK_KEY }));
    }
    if (!acts(step) && !step.keys) {
      if (isEnter(k) || k.input === ' ') return stop('', true);
      return stop(say('guide.read-on'));
    }
    const all = this.options();
    if (typeof all === 'string') return stop(all);
    const match = all.map(
      (keys, i) => this.alive[i] && keys[this.keyIdx] !== undefined && sameKey(keys[this.keyIdx], k, ctx.mode),
    );
    if (match.some((m) => m)) {
      this.pending = match;
      return { pass: true, counted: true };
    }
    return stop(this.refusal(k, this.wanted(all)));
  }

  /** The choices a counted key keeps open, until the verdict is heeded. */
  private pending: readonly boolean[] | null = null;

  heed(v: GuideVerdict): void {
    this.notice = '';
    if (!v.pass && v.leave) this.next = nextTutorial(this.script.id);
    if (v.pass && v.counted) {
      this.keyIdx += 1;
      if (this.pending) this.alive = this.pending;
    } else if (!v.pass && v.next) {
      this.idx += 1;
      this.keyIdx = 0;
    }
    this.pending = null;
  }

  /** The next key of each action still open, as the player reads them (an arrow, a letter). */
  private wanted(all: readonly (readonly KeyPress[])[]): string {
    const names = all.filter((keys, i) => this.alive[i] && keys[this.keyIdx]).map((keys) => keyName(keys[this.keyIdx]));
    return names.length ? [...new Set(names)].join(say('guide.or')) : say('guide.nothing');
  }

  /** Why a key is refused, and what the step waits for. */
  private refusal(k: KeyPress, wanted: string): string {
    const kind = KIND_BY_KEY[k.input];
    const act = this.step?.choices ? undefined : this.step?.act;
    const actor = act?.caver;
    let why = '';
    if (kind && act && kind !== act.do && actor)
      why = say('guide.key-is', { key: k.input, action: menuLabel(actor, kind as Action['do']) ?? kind });
    else if (keyDir(k) && this.keyIdx === 0 && act && act.do !== 'move') why = say('guide.arrows');
    else if (isEnter(k) && this.keyIdx === 0 && act && act.do !== 'end') why = say('guide.enter');
    else if (isEscape(k)) why = say('guide.esc');
    return say('guide.not-that-key', { why, wanted });
  }

  sync(session: Session): boolean {
    if (session !== this.session) return false;
    const step = this.step;
    if (!step) return false;
    const n = session.record.actions.length;
    const before = actionsBefore(this.idx, this.steps);
    const from = this.idx;
    if (acts(step) && n === before + 1) {
      const taken = session.record.actions[n - 1];
      if (!(step.choices ?? [step.act!]).some((a) => sameAction(taken, a))) {
        // The keys took another action than the script's: follow the record from here on.
        this.notice = say('guide.lost');
      }
      // A choice made: the steps after it are that choice's.
      if (step.choices) this.steps = tutorialSteps(this.script, session.record.actions);
      this.idx += 1;
    } else if (n !== before) {
      this.steps = tutorialSteps(this.script, session.record.actions);
      this.idx = stepAfter(n, this.steps);
    } else if (step.keys && this.keyIdx >= step.keys.length) {
      this.idx += 1;
    }
    if (this.idx !== from) this.keyIdx = 0;
    return this.idx !== from;
  }

  lines(width: number, height: number): string[] {
    const step = this.step;
    if (!step) return [];
    const title = say('guide.title', { lesson: step.lesson, i: this.idx + 1, n: this.steps.length });
    return [title, ...wrap(stepText(step), width)].slice(0, height);
  }

  hint(brief = false): string {
    if (this.notice) return this.notice;
    const step = this.step;
    if (!step) return '';
    if (!acts(step) && !step.keys) return brief ? say('guide.go-on-brief') : say('guide.go-on');
    const all = this.options();
    if (typeof all === 'string') return all;
    const open = all.filter((_, i) => this.alive[i]);
    if (open.length > 1) {
      // A choice: the first key of each way.
      const key = this.wanted(all);
      if (brief) return say('guide.press', { key });
      return say('guide.choose', {
        keys: open.map((keys) => keys.map((k) => keyName(k)).join(' ')).join(say('guide.or')),
      });
    }
    const keys = open[0] ?? [];
    const names = keys.map((k, i) => (i === this.keyIdx ? `[${keyName(k)}]` : keyName(k)));
    const key = keyName(keys[this.keyIdx] ?? keys[keys.length - 1]);
    if (brief) return say('guide.press', { key });
    return say('guide.press-all', { key, keys: names.join(' ') });
  }
}
