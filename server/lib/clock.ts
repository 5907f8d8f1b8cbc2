// The server's notion of now. Tests move it forward (POST /api/dev/clock, TEST_CLOCK=1)
// to check expiry of OTPs, tokens and virtual accounts without waiting.
let offsetMs = 0;

export const clock = {
  now: (): Date => new Date(Date.now() + offsetMs),
  nowMs: (): number => Date.now() + offsetMs,
  advance(ms: number) {
    offsetMs += ms;
  },
  reset() {
    offsetMs = 0;
  },
};
