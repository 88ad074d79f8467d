// What the terminal says once a game is left (the full screen gone): where the game is and how to
// get back to it, why it could not be saved, and a daily cave's line to share, which the end screen
// showed and which leaving would otherwise take off the screen before it could be copied.
import type { Result } from '../engine/index.js';
import type { Session } from '../play/index.js';
import { recordShareLine } from '../record/daily.js';
import { say } from '../words/index.js';

export interface Leaving {
  /** The exit status: 1 when the game could not be saved. */
  readonly code: number;
  /** Lines for stdout. */
  readonly out: readonly string[];
  /** Lines for stderr (each already "subterra: ..."). */
  readonly err: readonly string[];
}

/** The lines printed after leaving the game `s` (null: none was started). */
export function leaving(s: Session | null): Leaving {
  if (!s) return { code: 0, out: [], err: [] };
  if (s.saveError) {
    const why = s.saveError;
    const line = s.savedTo
      ? say('cli.error.not-saved-kept', { why, file: s.savedTo })
      : say('cli.error.not-saved-nothing', { why });
    return { code: 1, out: [], err: [`subterra: ${line}`] };
  }
  const out: string[] = [];
  if (s.savedTo) {
    out.push(
      s.over
        ? say('cli.left.over', { result: resultWord(s.state.result), file: s.savedTo })
        : say('cli.left.saved', { file: s.savedTo }),
    );
  }
  const share = s.over ? recordShareLine(s.record, s.state.result, s.state.round) : null;
  if (share !== null) out.push(say('end.share', { line: share }));
  return { code: 0, out, err: [] };
}

/** A result as the line after the game says it ("gold"); the game's end with none, "failure". */
function resultWord(r: Result | null): string {
  return say(`cli.left.result.${r ?? 'failure'}`);
}
