// Placeholder: headless replay lands with the rules core.
export function replayJson(_text: string): { ok: true; output: string } | { ok: false; error: string } {
  return { ok: false, error: 'replay is not implemented yet' };
}
