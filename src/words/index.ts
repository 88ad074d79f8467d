// The words: the sentences players read, made from what the rules return (codes and parameters,
// events, actions), through one i18next catalog (en.ts). The rules never make a sentence; the
// screens, the records' one-line errors and the command line take theirs from here.
export { en, type Catalog } from './en.js';
export { say, type MessageKey } from './say.js';
export { DIR_NAME, dirList, dirName, orList, playersRule } from './lists.js';
export { refusalText } from './refusal.js';
export {
  article,
  caverName,
  describeAction,
  describeEvent,
  fromStart,
  pendingText,
  recordAction,
  revealLine,
  stepDir,
  tileName,
} from './describe.js';
export { optionWords, surfaceWords, tileWords, whoIsAt } from './where.js';
export { logLines } from './log.js';
export { takeBackReason, type TakeBackSeen } from './takeBack.js';
