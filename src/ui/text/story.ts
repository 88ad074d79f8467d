// The story of a finished game in words: what ended it, and for every caver its fate with the round
// and the cause ("taken by the dark in round 18", "fainted to a cave-in, round 12, never woken").
// The causes and rounds are the engine's fates (folded from the game's events), never guessed here.
import type { CaverFate, Fates, GameState, Loss, LossCause } from '../../engine/index.js';

const CAUSE: Readonly<Record<LossCause, string>> = {
  flood: 'a flood',
  gas: 'gas',
  cavein: 'a cave-in',
  tremor: 'a tremor',
  rough: 'rough ground',
  exert: 'exertion',
  horror: 'a horror',
  outoftime: 'the dark',
};

/** One loss in words: "fainted to a cave-in, round 12, woken in round 13". */
function lossWords(l: Loss): string {
  if (l.cause === 'outoftime') return `taken by the dark in round ${l.round}`;
  return `fainted to ${CAUSE[l.cause]}, round ${l.round}, ${l.woken === null ? 'never woken' : `woken in round ${l.woken}`}`;
}

/** A caver's fate in words, the losses it came back from after it. */
export function fateWords(f: CaverFate): string {
  const last = f.losses.at(-1);
  const lost = last && last.woken === null ? last : null;
  const earlier = f.losses.filter((l) => l !== lost).map(lossWords);
  let now: string;
  switch (f.state) {
    case 'exit':
      now = 'escaped through the Exit';
      break;
    case 'removed':
      now = lost ? lossWords(lost) : 'taken by the dark';
      break;
    case 'unconscious':
      now = lost ? `left behind: ${lossWords(lost)}` : 'left unconscious in the cave';
      break;
    case 'underwater':
      now = 'left under water';
      break;
    default:
      now = 'left in the cave, on its feet';
      break;
  }
  return earlier.length ? `${now} (earlier: ${earlier.join('; ')})` : now;
}

/** What ended the game, in a line. */
export function endingWords(s: GameState, fates: Fates): string {
  const round = `Round ${s.round}`;
  const standing = fates.cavers.filter((f) => f.state === 'exit');
  const dark = fates.cavers.filter((f) => f.state === 'removed').length;
  const down = fates.cavers.filter((f) => f.state === 'unconscious' || f.state === 'underwater').length;
  if (standing.length === fates.cavers.length) return `${round}: the whole team stood on the Exit.`;
  if (standing.length > 0) {
    const rest = [dark ? `${dark} taken by the dark` : '', down ? `${down} left down in the cave` : '']
      .filter(Boolean)
      .join(', ');
    return `${round}: everyone still on their feet stood on the Exit${rest ? ` (${rest})` : ''}.`;
  }
  return `${round}: no caver was left on their feet off the Exit${dark ? ` (${dark} taken by the dark)` : ''}.`;
}
