// `node scripts/run-ts.mjs bench/ssh-only.ts [--quick]`: the SSH benchmark alone (bench/ssh.ts).
import { sshBench } from './ssh.js';
import { round } from './stats.js';

const f = await sshBench(process.argv.includes('--quick'));
console.log(JSON.stringify({ ...f, ratio: round(f.firstFrameMs / f.echoMs) }));
