// Words for what happens are made in src/words/ (one catalog for every sentence): the screens' names
// for them, kept here for the screens that import them from this folder.
export {
  article,
  caverName,
  describeAction,
  describeEvent,
  fromStart,
  pendingText,
  stepDir,
  tileName,
} from '../../words/index.js';
