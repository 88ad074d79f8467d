// The tutorials' ids, in the order they are played (the command line checks a name against these
// without loading the tutorials themselves): `basics`, the guided first game, and `deeper`.
export const TUTORIAL_IDS = ['basics', 'deeper'] as const;

export type TutorialId = (typeof TUTORIAL_IDS)[number];

export function isTutorialId(v: unknown): v is TutorialId {
  return typeof v === 'string' && (TUTORIAL_IDS as readonly string[]).includes(v);
}
