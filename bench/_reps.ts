import { engineGames } from './engine-run.js';
const reps = Number(process.argv[2] ?? 10);
const games = Number(process.argv[3] ?? 150);
const cpuMs = (): number => process.cpuUsage().user / 1000;
const line: string[] = [];
for (let i = 0; i < reps; i++) {
  const c0 = cpuMs(); const t0 = performance.now();
  const r = engineGames(i, games);
  line.push(`${Math.round(r.games / (cpuMs() - c0) * 1000)}/${Math.round(r.games / (performance.now() - t0) * 1000)}`);
}
console.log(process.version, line.join(' '));
