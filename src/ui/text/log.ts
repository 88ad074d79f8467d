// The log's lines are made in src/words/ (log.ts there); kept here for the screens that import them from this folder.
export { logLines } from '../../words/index.js';
