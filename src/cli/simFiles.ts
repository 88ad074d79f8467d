// The results file of `subterra sim --out`, on disk: checked before the first game (a run of hours
// must not fail at its end for a folder it cannot write), written whole or not at all by the record
// layer's atomic write (temporary file, flush, rename), and the temporary file of a run that was
// killed before its rename removed when the same file is written again.
//
// SUBTERRA_TEST_SIM_HALT stops a run for a test, at a known point, so that the test can kill it there:
// `after-games:K` once K games are played, `before-rename` with the whole file written to its
// temporary name but not renamed. The run says so on stderr, then waits to be killed.
import * as nodeFs from 'node:fs';
import * as path from 'node:path';
import { processAlive, writeFileAtomic } from '../record/atomic.js';
import { describeError, StorageError, systemFs, type Fs } from '../record/files.js';
import type { SimRunIo } from '../bots/simCli.js';

type Env = Readonly<Record<string, string | undefined>>;

/** Stop here for good: the test that asked for it kills the process. */
function halt(where: string): never {
  nodeFs.writeSync(2, `subterra: halted for a test (${where})\n`);
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (;;) Atomics.wait(cell, 0, 0);
}

/** Temporary files of earlier writes of `file` whose process is gone (killed before its rename). */
function staleTemps(file: string): string[] {
  const dir = path.dirname(file);
  const prefix = `.${path.basename(file)}.`;
  let names: string[];
  try {
    names = nodeFs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.startsWith(prefix))
    .filter((n) => {
      const m = /^(\d+)\.\d+\.\d+\.tmp$/.exec(n.slice(prefix.length));
      return m !== null && Number(m[1]) !== process.pid && !processAlive(Number(m[1]));
    })
    .map((n) => path.join(dir, n));
}

function checkOut(file: string): string | null {
  try {
    if (nodeFs.statSync(file).isDirectory()) return `--out ${file} is a folder, not a file`;
  } catch {
    /* not there yet: the usual case */
  }
  // Write and remove a file beside it, as the real write will (the folder is made if need be).
  const probe = path.join(path.dirname(file), `.${path.basename(file)}.write-check-${process.pid}`);
  try {
    writeFileAtomic(probe, '');
    nodeFs.unlinkSync(probe);
  } catch (e) {
    const why = e instanceof StorageError ? e.why : describeError(e);
    return `cannot write --out ${file}: ${why}`;
  }
  for (const stale of staleTemps(file)) {
    try {
      nodeFs.unlinkSync(stale);
    } catch {
      /* gone already, or not ours to remove */
    }
  }
  return null;
}

/** The file system the atomic write uses, stopped before its rename when a test asks. */
function fsFor(env: Env): Fs {
  if (env.SUBTERRA_TEST_SIM_HALT !== 'before-rename') return systemFs;
  return {
    openSync: systemFs.openSync,
    writeSync: systemFs.writeSync,
    fsyncSync: systemFs.fsyncSync,
    closeSync: systemFs.closeSync,
    renameSync: () => halt('before-rename'),
    unlinkSync: systemFs.unlinkSync,
    mkdirSync: systemFs.mkdirSync,
    readdirSync: systemFs.readdirSync,
    readFileSync: systemFs.readFileSync,
    statSync: systemFs.statSync,
    existsSync: systemFs.existsSync,
    accessSync: systemFs.accessSync,
  };
}

/** The results file's part of a run's io. */
export function simFiles(env: Env): Pick<SimRunIo, 'saveProblem' | 'save' | 'afterGame'> {
  const after = /^after-games:(\d+)$/.exec(env.SUBTERRA_TEST_SIM_HALT ?? '');
  const haltAfter = after === null ? null : Number(after[1]);
  return {
    saveProblem: checkOut,
    save: (file, text) => writeFileAtomic(file, text, fsFor(env)),
    afterGame: (played) => {
      if (played === haltAfter) halt(`after ${played} games`);
    },
  };
}
