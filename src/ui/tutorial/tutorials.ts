// The tutorials, by id: `basics` (the guided first game, `subterra tutorial`) and `deeper` (ledges,
// drops, tunnels, the horrors' ties, Out of Time and the table's keys, `subterra tutorial deeper`).
// A tutorial's record says which it is (RECORD.md `course`; a record without it is the first one).
import type { GameRecord } from '../../record/types.js';
import { DEEPER } from './deeper.js';
import { isTutorialId, TUTORIAL_IDS, type TutorialId } from './ids.js';
import { BASICS, type TutorialScript } from './script.js';

export { isTutorialId, TUTORIAL_IDS, type TutorialId };

export const TUTORIALS: Readonly<Record<TutorialId, TutorialScript>> = { basics: BASICS, deeper: DEEPER };

/** The tutorial a record plays: its `course` (absent: the first tutorial), or null for one this version does not know. */
export function tutorialOf(r: Pick<GameRecord, 'course'>): TutorialScript | null {
  if (r.course === undefined) return BASICS;
  return isTutorialId(r.course) ? TUTORIALS[r.course] : null;
}

/** The tutorial that follows this one (offered on its end screen), or null after the last. */
export function nextTutorial(id: TutorialId): TutorialScript | null {
  const next = TUTORIAL_IDS[TUTORIAL_IDS.indexOf(id) + 1];
  return next ? TUTORIALS[next] : null;
}

/** The command that plays a tutorial (`subterra tutorial`, `subterra tutorial deeper`). */
export function tutorialCommand(t: TutorialScript): string {
  return t.id === 'basics' ? 'subterra tutorial' : `subterra tutorial ${t.id}`;
}
