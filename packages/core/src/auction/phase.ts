// A lot's phase at a time, on its own: the gallery's tiles read it too, and a module of the engine
// shared by the gallery's and the auction's entries would move the whole engine into a chunk both
// import (the auction entry's size grew by the chunk's import).

export type AuctionPhase = 'not_started' | 'open' | 'closed';

/** A lot's phase at `at`: closed once settled or past its close, not started before it opens. */
export function phaseAt(
  rules: { opens: number },
  state: { closes: number; closed: boolean },
  at: number,
): AuctionPhase {
  if (state.closed || at >= state.closes) return 'closed';
  return at < rules.opens ? 'not_started' : 'open';
}
