// The SSH door's sessions all reach the rooms from this process: each is counted by its SSH player's
// address when it holds this process's secret (src/net/peer.ts), and only then.
import { afterEach, describe, expect, test } from '@jest/globals';
import { connectRoom } from '../../src/net/client.js';
import { newPeerKey, PEER_HEADER, peerHeader, vouchedAddress } from '../../src/net/peer.js';
import { clientOptions, closeClients, startServer } from './kit.js';

afterEach(closeClients);

describe('an address vouched for by the SSH door', () => {
  const key = newPeerKey();

  test('believed with the key and an IP address; not without the key, with another, or with no address', () => {
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(newPeerKey()).not.toBe(key);
    expect(vouchedAddress(peerHeader(key, '203.0.113.5')[PEER_HEADER], key)).toBe('203.0.113.5');
    expect(vouchedAddress(peerHeader(key, '2001:db8::7')[PEER_HEADER], key)).toBe('2001:db8::7');
    expect(vouchedAddress(peerHeader(newPeerKey(), '203.0.113.5')[PEER_HEADER], key)).toBeNull();
    expect(vouchedAddress(peerHeader(key.slice(1), '203.0.113.5')[PEER_HEADER], key)).toBeNull();
    expect(vouchedAddress(`${key}`, key)).toBeNull();
    expect(vouchedAddress(`${key} somebody`, key)).toBeNull();
    expect(vouchedAddress(`${key} 203.0.113.5 x`, key)).toBeNull();
    expect(vouchedAddress([`${key} 203.0.113.5`], key)).toBeNull();
    expect(vouchedAddress(undefined, key)).toBeNull();
    // A server with no SSH door has no key: nothing is believed.
    expect(vouchedAddress(`${key} 203.0.113.5`, undefined)).toBeNull();
    expect(vouchedAddress(' 203.0.113.5', '')).toBeNull();
  });

  test("one SSH player's wrong guesses hold back that player, not the others; a wrong key counts as where it comes from", async () => {
    const t = await startServer({ peerKey: key, limits: { failedJoins: 2 } });
    try {
      const from = (address: string, k = key) => clientOptions(t.url, 'x', { peer: { key: k, address } });
      const guess = async (opts: ReturnType<typeof clientOptions>) => {
        const r = await connectRoom(opts, { join: 'NOPE-ZZZZZZ' });
        return r.ok ? 'joined' : r.error.code;
      };
      expect(await guess(from('203.0.113.5'))).toBe('no-such-room');
      expect(await guess(from('203.0.113.5'))).toBe('no-such-room');
      expect(await guess(from('203.0.113.5'))).toBe('too-many-attempts');
      // Another player through the same door, from another address: not held back.
      expect(await guess(from('198.51.100.7'))).toBe('no-such-room');
      // A forged header (not this process's key) is counted as the connection's own address, with a
      // plain client from there: two guesses between them, then both wait.
      expect(await guess(from('192.0.2.1', newPeerKey()))).toBe('no-such-room');
      expect(await guess(clientOptions(t.url, 'x'))).toBe('no-such-room');
      expect(await guess(clientOptions(t.url, 'x'))).toBe('too-many-attempts');
      expect(await guess(from('192.0.2.1', newPeerKey()))).toBe('too-many-attempts');
      // The log names the players' addresses, never the key.
      const log = t.lines.join('\n');
      expect(log).toContain('from 203.0.113.5');
      expect(log).toContain('from 198.51.100.7');
      expect(log).not.toContain('from 192.0.2.1');
      expect(log.includes(key)).toBe(false);
    } finally {
      await t.stop();
    }
  });
});
