// The story of a finished game in words: what ended it, and for every caver its fate with the round
// and the cause ("taken by the dark in round 18", "fainted to a cave-in, round 12, never woken").
// The causes and rounds are the engine's fates (folded from the game's events), never guessed here.
import type { CaverFate, Fates, GameState, Loss, LossCause } from '../../engine/index.js';
import { say } from '../../words/index.js';

/** What a caver was lost to, in words. */
function cause(c: LossCause): string {
  return say(`story.cause.${c}`);
}

/** One loss in words: "fainted to a cave-in, round 12, woken in round 13". */
function lossWords(l: Loss): string {
  if (l.cause === 'outoftime') return say('story.dark', { round: l.round });
  return l.woken === null
    ? say('story.fainted', { cause: cause(l.cause), round: l.round })
    : say('story.fainted-woken', { cause: cause(l.cause), round: l.round, woken: l.woken });
}

/** A caver's fate in words, the losses it came back from after it. */
export function fateWords(f: CaverFate): string {
  const last = f.losses.at(-1);
  const lost = last && last.woken === null ? last : null;
  const earlier = f.losses.filter((l) => l !== lost).map(lossWords);
  let now: string;
  switch (f.state) {
    case 'exit':
      now = say('story.escaped');
      break;
    case 'removed':
      now = lost ? lossWords(lost) : say('story.taken');
      break;
    case 'unconscious':
      now = lost ? say('story.left-behind', { loss: lossWords(lost) }) : say('story.unconscious');
      break;
    case 'underwater':
      now = say('story.under-water');
      break;
    default:
      now = say('story.standing');
      break;
  }
  return earlier.length ? say('story.earlier', { now, losses: earlier.join(say('list.semicolon')) }) : now;
}

/** What ended the game, in a line. */
export function endingWords(s: GameState, fates: Fates): string {
  const round = s.round;
  const standing = fates.cavers.filter((f) => f.state === 'exit');
  const dark = fates.cavers.filter((f) => f.state === 'removed').length;
  const down = fates.cavers.filter((f) => f.state === 'unconscious' || f.state === 'underwater').length;
  if (standing.length === fates.cavers.length) return say('story.all-out', { round });
  if (standing.length > 0) {
    const rest = [dark ? say('story.dark-n', { n: dark }) : '', down ? say('story.down-n', { n: down }) : '']
      .filter(Boolean)
      .join(say('list.comma'));
    return rest ? say('story.feet-out-but', { round, rest }) : say('story.feet-out', { round });
  }
  return dark ? say('story.none-out-dark', { round, n: dark }) : say('story.none-out', { round });
}
