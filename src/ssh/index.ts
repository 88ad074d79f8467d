// The SSH door's one way in for the command line (`subterra serve --ssh`): the server, its host key,
// its limits.
export { fingerprintOf, HOST_KEY_FILE, type HostKey, loadHostKey } from './hostKey.js';
export { clampSize, DEFAULT_SSH_LIMITS, type SshLimits } from './limits.js';
export { GUEST_KEPT_MS, readLogin, sweepGuests } from './players.js';
export type { Door, Player } from './session.js';
export { colourFor, SshServer, type SshServerOptions } from './server.js';
