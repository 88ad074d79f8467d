// The tutorial's guide: it walks the player through TUTORIAL_STEPS, letting through only the keys
// the current step waits for (the keys of its action come from the controller's own keysFor), and
// saying why any other key is refused. Its place is read from the record: the steps after the last
// action taken, so a tutorial left and resumed goes on where it was.
import type { Action, Dir } from '../../engine/index.js';
import type { Guide, GuideContext, GuideVerdict } from '../guide.js';
import { HOTKEY, KIND_BY_KEY, isEnter, isEscape, keyDir, type KeyPress } from '../input/keys.js';
import { keysFor } from '../input/keysFor.js';
import type { Mode } from '../input/mode.js';
import { menuLabel } from '../input/menu.js';
import { wrap } from '../layout.js';
import type { Session } from '../../play/index.js';
import type { Table } from '../table.js';
import { TAKE_BACK_KEY } from '../takeBack.js';
import { TUTORIAL_STEPS, type StepKey, type TutorialStep } from './script.js';
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

function stepKeyPress(k: StepKey): KeyPress {
  return k === 'esc' ? { input: '', key: { escape: true } } : ARROW_KEY[k];
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

/** The step's words, with `{kind}` as that action's key. */
export function stepText(step: TutorialStep): string {
  return step.say.replace(/\{(\w+)\}/g, (_, kind: string) => HOTKEY[kind] ?? `{${kind}}`);
}

/** Where a record with this many actions stands in the script: the step after its last action. */
export function stepAfter(actions: number): number {
  if (actions === 0) return 0;
  let done = 0;
  for (let i = 0; i < TUTORIAL_STEPS.length; i++) {
    if (TUTORIAL_STEPS[i].act && ++done === actions) return i + 1;
  }
  return TUTORIAL_STEPS.length;
}

/** The number of actions the script has taken before step i. */
export function actionsBefore(i: number): number {
  let n = 0;
  for (let j = 0; j < i && j < TUTORIAL_STEPS.length; j++) if (TUTORIAL_STEPS[j].act) n++;
  return n;
}

function sameAction(a: Action, b: Action): boolean {
  const canon = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canon);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, canon((v as Record<string, unknown>)[k])]),
      );
    return v;
  };
  return JSON.stringify(canon(a)) === JSON.stringify(canon(b));
}

/** Keys a tutorial lets through at any time: help, the log (P), the look of the board, and leaving. */
const ALWAYS = new Set(['?', 'P', 'q', 't', '+', '-', '=']);

export class Tutorial implements Guide {
  /** The step shown, and how many of its keys were pressed. */
  idx: number;
  keyIdx = 0;
  private keysOf: { idx: number; keys: readonly KeyPress[] } | null = null;
  private readonly session: Session;
  /** A line to say once, on the first frame (why a saved tutorial was started again). */
  notice: string;

  constructor(session: Session, notice = '') {
    this.session = session;
    this.idx = stepAfter(session.record.actions.length);
    // Left with a tile drawn: the step is the Reveal or Explore it was drawn for (only its placement is left).
    if (session.state.drawn !== null) while (this.step && !this.step.act) this.idx += 1;
    this.notice = notice;
  }

  get step(): TutorialStep | null {
    return TUTORIAL_STEPS[this.idx] ?? null;
  }

  get done(): boolean {
    return this.idx >= TUTORIAL_STEPS.length;
  }

  guides(table: Table): boolean {
    return table === this.session;
  }

  /** The keys the current step waits for (from the state it starts in), or why they cannot be found. */
  expected(): readonly KeyPress[] | string {
    const step = this.step;
    if (!step) return [];
    if (this.keysOf?.idx === this.idx) return this.keysOf.keys;
    let keys: readonly KeyPress[];
    if (step.act) {
      const k = keysFor(this.session.state, step.act);
      if (typeof k === 'string') return say('guide.stuck', { why: k });
      keys = k;
    } else keys = (step.keys ?? []).map(stepKeyPress);
    this.keysOf = { idx: this.idx, keys };
    return keys;
  }

  judge(ctx: GuideContext, k: KeyPress): GuideVerdict {
    const pass: GuideVerdict = { pass: true, counted: false };
    const stop = (msg: string, next = false): GuideVerdict => ({ pass: false, msg, next });
    if (ctx.playback || k.key.ctrl) return pass;
    if (ALWAYS.has(k.input)) return pass;
    if (ctx.session.over) {
      if (k.input === 'n' || isEscape(k)) return pass;
      return stop(say('guide.over'));
    }
    const step = this.step;
    if (!step) return pass;
    if (k.input === TAKE_BACK_KEY) {
      return stop(say('guide.no-undo', { key: TAKE_BACK_KEY }));
    }
    if (!step.act && !step.keys) {
      if (isEnter(k) || k.input === ' ') return stop('', true);
      return stop(say('guide.read-on'));
    }
    const keys = this.expected();
    if (typeof keys === 'string') return stop(keys);
    const want = keys[this.keyIdx];
    if (want && sameKey(want, k, ctx.mode)) return { pass: true, counted: true };
    return stop(this.refusal(k, want));
  }

  heed(v: GuideVerdict): void {
    this.notice = '';
    if (v.pass && v.counted) this.keyIdx += 1;
    else if (!v.pass && v.next) {
      this.idx += 1;
      this.keyIdx = 0;
    }
  }

  /** Why a key is refused, and what the step waits for. */
  private refusal(k: KeyPress, want: KeyPress | undefined): string {
    const wanted = want ? keyName(want) : say('guide.nothing');
    const kind = KIND_BY_KEY[k.input];
    const act = this.step?.act;
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
    const before = actionsBefore(this.idx);
    const from = this.idx;
    if (step.act && n === before + 1) {
      if (!sameAction(session.record.actions[n - 1], step.act)) {
        // The keys took another action than the script's: follow the record from here on.
        this.notice = say('guide.lost');
      }
      this.idx += 1;
    } else if (n !== before) {
      this.idx = stepAfter(n);
    } else if (step.keys && this.keyIdx >= step.keys.length) {
      this.idx += 1;
    }
    if (this.idx !== from) this.keyIdx = 0;
    return this.idx !== from;
  }

  lines(width: number, height: number): string[] {
    const step = this.step;
    if (!step) return [];
    const title = say('guide.title', { lesson: step.lesson, i: this.idx + 1, n: TUTORIAL_STEPS.length });
    return [title, ...wrap(stepText(step), width)].slice(0, height);
  }

  hint(brief = false): string {
    if (this.notice) return this.notice;
    const step = this.step;
    if (!step) return '';
    if (!step.act && !step.keys) return brief ? say('guide.go-on-brief') : say('guide.go-on');
    const keys = this.expected();
    if (typeof keys === 'string') return keys;
    const names = keys.map((k, i) => (i === this.keyIdx ? `[${keyName(k)}]` : keyName(k)));
    const key = keyName(keys[this.keyIdx] ?? keys[keys.length - 1]);
    if (brief) return say('guide.press', { key });
    return say('guide.press-all', { key, keys: names.join(' ') });
  }
}
