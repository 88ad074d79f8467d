// seedrandom's Alea generator on its own (the package's main file also builds its ARC4 generator
// and loads node:crypto for entropy, which the rules never use).
declare module 'seedrandom/lib/alea.js' {
  import type seedrandom from 'seedrandom';
  const alea: typeof seedrandom.alea;
  export default alea;
}
