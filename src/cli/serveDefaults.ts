// `subterra serve`'s defaults, which the command line's help names. Apart from serve.ts, which the
// command line reaches only when `serve` runs: it loads Node's net module (and with it the TCP and
// DNS bindings and the performance observers, some 2 ms of every start) for its address checks.

export const SERVE_DEFAULT_PORT = 7447;
/** The SSH door's limits unless told otherwise (src/ssh/limits.ts holds the rest). */
export const DEFAULT_SSH_PER_ADDRESS = 8;
export const DEFAULT_SSH_SESSIONS = 200;
export const DEFAULT_SSH_IDLE_MINUTES = 30;
