// `subterra host` and `subterra join`: their options checked (one line for anything wrong), before
// anything of the network or the screen is loaded. Pure: the environment is passed in.
import * as os from 'node:os';
import { DEFAULT_LIMITS } from '../net/protocol.js';
import { type Address, parseAddress } from '../net/address.js';
import { say } from '../words/index.js';
import { parseOptions, type RawOptions } from './options.js';
import type { GameConfig } from './config.js';

/** The option values of `subterra host` as commander hands them over. */
export interface HostRaw extends RawOptions {
  port?: string;
  name?: string;
  password?: string;
  server?: string;
}

/** The option values of `subterra join`. */
export interface JoinRaw {
  name?: string;
  password?: string;
  watch?: boolean;
  color?: boolean;
}

export interface RoomPlayer {
  /** The player's name in the room (null: the login name, or the seat's kept name on coming back). */
  readonly name: string | null;
  readonly password: string | null;
  readonly color: boolean;
}

export interface HostConfig extends RoomPlayer {
  /**
   * The game, as the usual options give it (`--daily` is a local game's); with `resume`, none: the
   * host comes back to their unfinished room, its game its own.
   */
  readonly game: GameConfig;
  /** The port of the server started in this process (null: 7447, or any free one if that is taken). */
  readonly port: number | null;
  /** A standalone server to open the room on instead (`--server`). */
  readonly server: Address | null;
}

export interface JoinConfig extends RoomPlayer {
  readonly address: Address & { readonly room: string };
  readonly watch: boolean;
}

type Parsed<T> = { readonly ok: true; readonly config: T } | { readonly ok: false; readonly error: string };

/** A name as a room shows it: 1 to 24 printable characters. */
function checkName(raw: string | undefined): string | null | { error: string } {
  if (raw === undefined) return null;
  const v = raw.trim();
  if (v === '' || /[\u0000-\u001f\u007f-\u009f]/.test(v) || [...v].length > DEFAULT_LIMITS.nameChars)
    return {
      error: say('room.cli.name', { max: DEFAULT_LIMITS.nameChars, got: JSON.stringify(raw) }),
    };
  return v;
}

function checkPassword(raw: string | undefined): string | null | { error: string } {
  if (raw === undefined) return null;
  if (raw === '' || [...raw].length > DEFAULT_LIMITS.passwordChars)
    return { error: say('room.cli.password', { max: DEFAULT_LIMITS.passwordChars }) };
  return raw;
}

/** Why an address cannot be read, in one line. */
export function addressProblem(text: string, problem: string): string {
  const key =
    problem === 'empty'
      ? 'room.cli.address-empty'
      : problem === 'scheme'
        ? 'room.cli.address-scheme'
        : problem === 'host'
          ? 'room.cli.address-host'
          : problem === 'port'
            ? 'room.cli.address-port'
            : 'room.cli.address-room';
  return key === 'room.cli.address-empty' ? say(key) : say(key, { address: JSON.stringify(text) });
}

/** Check `subterra host`'s options. */
export function parseHost(raw: HostRaw, env: Readonly<Record<string, string | undefined>>): Parsed<HostConfig> {
  const fail = (error: string) => ({ ok: false as const, error });
  const { port, name, password, server, ...game } = raw;
  if (game.daily) return fail(say('room.cli.daily'));
  if (game.resume && server !== undefined) return fail(say('room.cli.resume-server'));
  const parsed = parseOptions(game, env);
  if (!parsed.ok) return fail(parsed.error);
  const n = checkName(name);
  if (n !== null && typeof n === 'object') return fail(n.error);
  const pw = checkPassword(password);
  if (pw !== null && typeof pw === 'object') return fail(pw.error);
  let where: Address | null = null;
  if (server !== undefined) {
    const a = parseAddress(server);
    if ('problem' in a) return fail(addressProblem(server, a.problem));
    if (a.room !== null) return fail(say('room.cli.server-room', { room: a.room }));
    if (port !== undefined) return fail(say('room.cli.port-server'));
    where = a;
  }
  let p: number | null = null;
  if (port !== undefined) {
    const v = port.trim();
    if (!/^[0-9]{1,5}$/.test(v) || Number(v) > 65535) return fail(say('room.cli.port', { got: JSON.stringify(port) }));
    p = Number(v);
  }
  return {
    ok: true,
    config: { game: parsed.config, port: p, server: where, name: n, password: pw, color: parsed.config.color },
  };
}

/** Check `subterra join`'s address and options. */
export function parseJoin(
  address: string,
  raw: JoinRaw,
  env: Readonly<Record<string, string | undefined>>,
): Parsed<JoinConfig> {
  const fail = (error: string) => ({ ok: false as const, error });
  const a = parseAddress(address);
  if ('problem' in a) return fail(addressProblem(address, a.problem));
  if (a.room === null) return fail(say('room.cli.address-no-room', { address: address.trim().replace(/\/+$/, '') }));
  const n = checkName(raw.name);
  if (n !== null && typeof n === 'object') return fail(n.error);
  const pw = checkPassword(raw.password);
  if (pw !== null && typeof pw === 'object') return fail(pw.error);
  const color = raw.color !== false && !(env.NO_COLOR !== undefined && env.NO_COLOR !== '');
  return {
    ok: true,
    config: { address: { url: a.url, room: a.room }, watch: raw.watch === true, name: n, password: pw, color },
  };
}

/** The name a player goes by when they give none: their login name. */
export function defaultName(env: Readonly<Record<string, string | undefined>>): string {
  let user = env.USER ?? env.LOGNAME ?? '';
  if (user === '') {
    try {
      user = os.userInfo().username;
    } catch {
      user = '';
    }
  }
  const clean = [...user.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim()]
    .slice(0, DEFAULT_LIMITS.nameChars)
    .join('');
  return clean === '' ? say('room.cli.player') : clean;
}
