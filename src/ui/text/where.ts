// Squares and choices in words are made in src/words/ (where.ts there); kept here for the screens
// that import them from this folder.
export { fromStart, optionWords, surfaceWords, tileWords, whoIsAt } from '../../words/index.js';
