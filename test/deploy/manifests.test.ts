// The cluster files in deploy/ are valid, with no kubectl or cluster at hand: each Kubernetes object is
// checked against the Kubernetes API's own models (the kubernetes-models package, generated from the
// Kubernetes OpenAPI spec) twice over: by its validator (types, required fields, enumerations,
// formats) and by its TypeScript types with excess-property checks (an unknown or misspelt field
// anywhere, which that validator lets through, as a server's strict field validation would not).
// Then the files against this version of subterra: the command lines parse, the shard count is the
// Job's completions, and the merge reads what the shards write.
import { describe, expect, test } from '@jest/globals';
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { parseSim, type SimRaw } from '../../src/bots/simCli.js';
import { ROOT } from '../helpers/cli.js';

type Obj = Record<string, unknown>;

/** Each kind the files hold: its model (the validator) and its type (module, interface). */
const KINDS: Record<string, { validate(o: Obj): void; module: string; type: string }> = {
  'batch/v1 Job': { validate: (o) => new Job(o).validate(), module: 'kubernetes-models/batch/v1/Job', type: 'IJob' },
  'v1 PersistentVolumeClaim': {
    validate: (o) => new PersistentVolumeClaim(o).validate(),
    module: 'kubernetes-models/v1/PersistentVolumeClaim',
    type: 'IPersistentVolumeClaim',
  },
};

function kindOf(o: Obj): string {
  return `${String(o.apiVersion)} ${String(o.kind)}`;
}

/** The YAML documents of a file, as plain objects; a YAML error (a repeated key, bad indentation) fails. */
function load(file: string): Obj[] {
  const docs = parseAllDocuments(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  if (!Array.isArray(docs)) throw new Error(`${file}: not YAML documents`);
  return docs.map((d, i) => {
    if (d.errors.length > 0) throw new Error(`${file} document ${i + 1}: ${d.errors[0].message}`);
    const v: unknown = d.toJS();
    if (typeof v !== 'object' || v === null || Array.isArray(v))
      throw new Error(`${file} document ${i + 1}: not an object`);
    return v as Obj;
  });
}

/** What the model's validator says of an object: nothing, or its first complaint. */
function schemaError(o: Obj): string | null {
  const kind = KINDS[kindOf(o)];
  if (kind === undefined) return `no model for ${kindOf(o)}`;
  try {
    kind.validate(o);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** What the TypeScript compiler says of the objects written as literals of their models' types. */
function typeErrors(objects: readonly Obj[]): string[] {
  const file = path.join(ROOT, 'test', 'deploy', '__manifests__.ts');
  const lines = objects.map((o, i) => {
    const kind = KINDS[kindOf(o)];
    return `import type { ${kind.type} as T${i} } from '${kind.module}';\nexport const doc${i}: T${i} = ${JSON.stringify(o, null, 2)};`;
  });
  const text = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts'],
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const disk = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, text, language) : disk(name, language, ...rest);
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || exists(name);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

const FILES = ['deploy/sim-job.yaml', 'deploy/sim-merge.yaml'];
const objects = FILES.flatMap(load);

describe('deploy/*.yaml are valid Kubernetes objects', () => {
  test('each a kind the models know, with no complaint from the validator', () => {
    expect(objects.map(kindOf)).toEqual(['v1 PersistentVolumeClaim', 'batch/v1 Job', 'batch/v1 Job']);
    for (const o of objects) expect(schemaError(o)).toBeNull();
  });

  test('and none from the types: no unknown or misspelt field anywhere', () => {
    expect(typeErrors(objects)).toEqual([]);
  });

  const job = (): Obj => structuredClone(objects[1]);
  const at = (o: Obj, ...keys: (string | number)[]): Obj =>
    keys.reduce<Obj>((x, k) => (x as Record<string | number, Obj>)[k], o);
  test.each([
    [
      'a misspelt field of the Job',
      (o: Obj) => {
        const spec = at(o, 'spec');
        spec.completionMod = spec.completionMode;
        delete spec.completionMode;
      },
      null,
      /'"completionMod"' does not exist in type/,
    ],
    [
      'a misspelt field deep in the pod',
      (o: Obj) => {
        const c = at(o, 'spec', 'template', 'spec', 'containers', 0);
        c.volumeMount = c.volumeMounts;
        delete c.volumeMounts;
      },
      null,
      /'"volumeMount"' does not exist in type/,
    ],
    [
      'a value outside its enumeration',
      (o: Obj) => {
        at(o, 'spec').completionMode = 'Indexd';
      },
      /completionMode/,
      /"Indexd"' is not assignable/,
    ],
    [
      'a number written as text',
      (o: Obj) => {
        at(o, 'spec').completions = '100';
      },
      /completions/,
      /'string' is not assignable to type 'number'/,
    ],
    [
      'a required field missing',
      (o: Obj) => {
        delete at(o, 'spec', 'template', 'spec', 'containers', 0).name;
      },
      /name/,
      /Property '"name"' is missing/,
    ],
  ])('the checks fail for %s', (_what, change, schema, types) => {
    const o = job();
    change(o);
    const fromSchema = schemaError(o);
    if (schema === null) expect(fromSchema).toBeNull();
    else expect(fromSchema).toMatch(schema);
    expect(typeErrors([o]).join('\n')).toMatch(types);
  });
});

/** A `subterra sim` command line (after the word sim) as the options commander would hand over. */
function simRaw(args: readonly string[]): SimRaw {
  const names: Record<string, keyof SimRaw> = {
    '--bot': 'bot',
    '--games': 'games',
    '-d': 'difficulty',
    '--difficulty': 'difficulty',
    '-c': 'cavers',
    '--cavers': 'cavers',
    '--budget-ms': 'budgetMs',
    '--iterations': 'iterations',
    '--seed': 'seed',
    '--shard': 'shard',
    '--shards': 'shards',
    '--out': 'out',
    '--threads': 'threads',
  };
  const raw: Record<string, string | boolean> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--easy' || a === '--json') raw[a.slice(2)] = true;
    else if (names[a] !== undefined && i + 1 < args.length) raw[names[a]] = args[++i];
    else throw new Error(`not an option of subterra sim: ${a}`);
  }
  return raw;
}

describe('the study the files run', () => {
  const job = objects[1] as {
    spec: {
      completions: number;
      completionMode: string;
      template: {
        spec: {
          restartPolicy: string;
          containers: { image: string; args: string[]; resources: { requests: { cpu: string } } }[];
          volumes: { persistentVolumeClaim: { claimName: string } }[];
        };
      };
    };
  };
  const merge = objects[2] as typeof job;
  const sim = job.spec.template.spec.containers[0];

  test('an Indexed Job whose shards are its completions, one thread a core requested', () => {
    expect(job.spec.completionMode).toBe('Indexed');
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    expect(sim.args[0]).toBe('sim');
    const raw = simRaw(sim.args.slice(1));
    expect(raw.shards).toBe(String(job.spec.completions));
    expect(raw.threads).toBe(sim.resources.requests.cpu);
    for (const index of [0, job.spec.completions - 1]) {
      const r = parseSim(raw, () => 'fresh', { JOB_COMPLETION_INDEX: String(index) });
      if (!r.ok) throw new Error(r.error);
      expect(r.plan.shard).toEqual({ index, of: job.spec.completions });
      expect(r.plan.out).toBe(raw.out?.replace('{shard}', String(index)));
    }
    // The index past the last is no shard of the study.
    expect(parseSim(raw, () => 'fresh', { JOB_COMPLETION_INDEX: String(job.spec.completions) }).ok).toBe(false);
  });

  test('the merge reads the folder the shards write, on the same volume, and expects them all', () => {
    const out = simRaw(sim.args.slice(1)).out ?? '';
    expect(out).toMatch(/^\/.+\/[^/]*\{shard\}[^/]*\.jsonl$/);
    expect(merge.spec.template.spec.containers[0].args).toEqual([
      'sim',
      'merge',
      '--expect-shards',
      String(job.spec.completions),
      path.posix.dirname(out),
    ]);
    expect(merge.spec.template.spec.containers[0].image).toBe(sim.image);
    expect(merge.spec.template.spec.volumes[0].persistentVolumeClaim.claimName).toBe(
      job.spec.template.spec.volumes[0].persistentVolumeClaim.claimName,
    );
    expect((objects[0].metadata as { name: string }).name).toBe(
      job.spec.template.spec.volumes[0].persistentVolumeClaim.claimName,
    );
  });

  test("the AWS Batch job definition's command is a shard of this version's sim", () => {
    const def = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy', 'aws-batch-job-definition.json'), 'utf8')) as {
      containerProperties: { command: string[]; mountPoints: { containerPath: string }[] };
    };
    const [word, ...args] = def.containerProperties.command;
    expect(word).toBe('sim');
    const raw = simRaw(args);
    const r = parseSim(raw, () => 'fresh', { AWS_BATCH_JOB_ARRAY_INDEX: '7' });
    if (!r.ok) throw new Error(r.error);
    expect(r.plan.shard?.index).toBe(7);
    expect(raw.out?.startsWith(`${def.containerProperties.mountPoints[0].containerPath}/`)).toBe(true);
  });
});
