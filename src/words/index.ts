// The words: the sentences players read, made from what the rules return (codes and parameters,
// events, actions), through i18next catalogs: English (en/), and the languages being translated
// (tr/, fr/), which fall back to English key by key. The rules never make a sentence; the
// screens, the records' one-line errors and the command line take theirs from here.
export { en } from './en/index.js';
export type { Catalog, LanguageCatalog, PartialCatalog, PluralForm } from './catalog.js';
export { CATALOGS, type Messages, type Registered } from './languages.js';
export {
  chooseLanguage,
  envLanguage,
  isLang,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageFlag,
  localeLanguage,
  type Lang,
} from './lang.js';
export {
  capitalize,
  decimal,
  inLanguage,
  language,
  lower,
  percent,
  pluralSuffix,
  say,
  sayIn,
  scopeLanguage,
  setLanguage,
  tIn,
  upper,
  type LanguageScope,
  type MessageKey,
  type SayArgs,
} from './say.js';
export {
  abilityName,
  abilityText,
  actionName,
  caverTitle,
  difficultyName,
  hazardName,
  hazardText,
  medalName,
  phaseName,
  tileRule,
  tileTypeName,
} from './names.js';
export { andList, DIR_NAME, dirLetter, dirList, dirName, orList, pathLetters, playersRule } from './lists.js';
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
