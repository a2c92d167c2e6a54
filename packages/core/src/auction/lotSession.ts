// One lot as a bidder lives it (spec §4, §8), for every surface (the site's lot, the partner
// elements): the lot kept fresh by its stream, the auction clock, the bidding panel, and the
// one definition of outbid, extended and closed, told as typed outcomes and status messages.

import { isApiError } from '../client/apiError';
import type { AuctionsApi, LotStream } from '../client/auctionsApi';
import type { BidInput, BidResult, Lot, LotEvent } from '../schemas/auction';
import { createSubscribable } from '../timers/subscribable';
import { globalTimers, type Timers } from '../timers/timers';
import {
  type BiddingPanelAction,
  type BiddingPanelState,
  biddingPanelReducer,
  initialBiddingPanel,
} from './biddingPanel';
import { type AuctionClock, createAuctionClock, createLotSync, type LotSync } from './clock';
import type { AuctionPhase } from './engine';
import { AUCTION_MESSAGES } from './messages';
import { type BidToast, bidErrorToasts, hasWon } from './rules';

/** How long a status message stays (the toasts' time). */
export const LOT_MESSAGE_MS = 5000;

export type LotMessageLevel = 'success' | 'warning' | 'error' | 'info';

/** A status message: what a toast says on the site, and the element's status region. */
export interface LotMessage {
  key: number;
  level: LotMessageLevel;
  text: string;
}

/** What the polite live region says; a new key says it again. `extended` carries the new close. */
export type LotAnnouncement =
  | { key: number; type: 'text'; text: string }
  | { key: number; type: 'extended'; closes: string };

/** What happened to the bidder, once each. */
export type LotOutcome =
  /** The bid was accepted; `leading` false: another member's maximum answered it at once. */
  | { type: 'bidPlaced'; lot: Lot; result: BidResult; leading: boolean }
  /** The member lost the lead. */
  | { type: 'outbid'; lot: Lot }
  /** A late bid moved the close (soft close). */
  | { type: 'extended'; lot: Lot; closes: string }
  | { type: 'opened'; lot: Lot }
  /** The auction closed while watched; `won` by the member. */
  | { type: 'closed'; lot: Lot; won: boolean }
  /** The bid was refused; `messages` are the spec's (§8) toasts, `message` the first. */
  | { type: 'refused'; lot: Lot; message: string; messages: readonly BidToast[]; error: unknown }
  /** The lot could not be read (a 404 says nothing: the view says not found). */
  | { type: 'loadFailed'; error: unknown };

export interface LotSessionState {
  status: 'loading' | 'ready' | 'error';
  /** The lot as last read (kept through a failed refresh). */
  lot: Lot | null;
  /** The last read's error, when it failed. */
  error: unknown;
  /** By the server's clock (`not_started` until the lot is in). */
  phase: AuctionPhase;
  remainingMs: number;
  /** The bidding panel (null until the lot is in). */
  panel: BiddingPanelState | null;
  /** A bid is on its way. */
  placing: boolean;
  announcement: LotAnnouncement | null;
  /** The messages showing now, never two alike. */
  messages: readonly LotMessage[];
}

export interface LotSessionOptions {
  api: Pick<AuctionsApi, 'lot' | 'placeBid' | 'stream'>;
  lotId: number;
  /** The signed-in member; null when anonymous (nobody is outbid then). Changed by `setUserId`. */
  userId: number | null;
  /** Default: `Date.now`. */
  now?: (() => number) | undefined;
  /** The clock's ticks, the refresh polling, the stream's reconnects and the messages' time. Default: the global timers. */
  timers?: Timers | undefined;
}

export interface LotSession {
  /** Starts the session with the first listener (reads the lot, opens its stream, ticks the clock); stops after the last. */
  subscribe(listener: () => void): () => void;
  /** The same object until something changes. */
  getSnapshot(): LotSessionState;
  /** Hears each outcome (does not start the session). */
  onOutcome(listener: (outcome: LotOutcome) => void): () => void;
  /** The amount field changed. */
  setAmount(amount: string): void;
  /** Place bid: to the confirm step when the amount is valid. */
  bid(): void;
  /** Place maximum bid: to the confirm step when the amount is valid. */
  autoBid(): void;
  cancel(): void;
  /** Confirms the bid waiting in the panel. */
  confirm(): Promise<LotOutcome | undefined>;
  /** Places a bid directly; resolves with `bidPlaced` or `refused`. */
  placeBid(input: BidInput): Promise<LotOutcome>;
  /** Reads the lot again. */
  refresh(): Promise<void>;
  /** Removes a message before its time. */
  dismiss(key: number): void;
  /** The member signed in or out: the lot is read again as they see it (nobody is outbid by the change). */
  setUserId(userId: number | null): void;
}

const INITIAL: LotSessionState = {
  status: 'loading',
  lot: null,
  error: null,
  phase: 'not_started',
  remainingMs: 0,
  panel: null,
  placing: false,
  announcement: null,
  messages: [],
};

const NO_STREAM: LotStream = { close: () => {} };

const LEVELS: Readonly<Record<BidToast['level'], LotMessageLevel>> = { warning: 'warning', error: 'error' };

/** The messages (toasts) of an outcome (spec §8); a bid that another maximum answered says only You have been out bid. */
export function lotOutcomeMessages(outcome: LotOutcome): { level: LotMessageLevel; text: string }[] {
  switch (outcome.type) {
    case 'bidPlaced':
      return outcome.leading ? [{ level: 'success', text: AUCTION_MESSAGES.bidPlaced }] : [];
    case 'outbid':
      return [{ level: 'warning', text: AUCTION_MESSAGES.outbid }];
    case 'refused':
      return outcome.messages.map(({ level, text }) => ({ level: LEVELS[level], text }));
    case 'opened':
      return [{ level: 'info', text: AUCTION_MESSAGES.nowOpen }];
    case 'closed':
      return [{ level: 'info', text: AUCTION_MESSAGES.nowClosed }];
    case 'loadFailed':
      return isApiError(outcome.error) && outcome.error.status === 404
        ? []
        : [{ level: 'error', text: AUCTION_MESSAGES.errorGettingLot }];
    case 'extended':
      return [];
  }
}

/** Bid placed and You have been out bid contradict each other: the newer one replaces the older. */
const CONTRADICTS: Readonly<Record<string, string>> = {
  [AUCTION_MESSAGES.bidPlaced]: AUCTION_MESSAGES.outbid,
  [AUCTION_MESSAGES.outbid]: AUCTION_MESSAGES.bidPlaced,
};

/** A lot's session; nothing runs until the first `subscribe`. */
export function createLotSession(options: LotSessionOptions): LotSession {
  const { api, lotId } = options;
  let userId = options.userId;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? globalTimers;
  let state = INITIAL;
  let clock: AuctionClock | undefined;
  let unsubscribeClock: (() => void) | undefined;
  let sync: LotSync | undefined;
  let running = false;
  /** Whether the member led, as last known: the one outbid rule compares against it. */
  let leading = false;
  /** Bumped by each bid answer: a read started before it is stale (it would undo the answer). */
  let epoch = 0;
  let nextKey = 0;
  const messageTimers = new Map<number, unknown>();
  const outcomeListeners = createSubscribable<(outcome: LotOutcome) => void>();

  const setState = (patch: Partial<LotSessionState>) => {
    const next = { ...state, ...patch };
    if (Object.entries(patch).every(([key, value]) => state[key as keyof LotSessionState] === value)) return;
    state = next;
    base.notify();
  };

  const dismiss = (key: number) => {
    const handle = messageTimers.get(key);
    if (handle !== undefined) timers.clearTimeout(handle);
    messageTimers.delete(key);
    if (state.messages.some((message) => message.key === key)) {
      setState({ messages: state.messages.filter((message) => message.key !== key) });
    }
  };

  const show = (level: LotMessageLevel, text: string) => {
    // the spec: toasts do not open duplicates; one alike stays, its time starts over
    const kept = state.messages.filter((message) => {
      if (message.text !== text && message.text !== CONTRADICTS[text]) return true;
      timers.clearTimeout(messageTimers.get(message.key));
      messageTimers.delete(message.key);
      return false;
    });
    nextKey += 1;
    const key = nextKey;
    messageTimers.set(
      key,
      timers.setTimeout(() => dismiss(key), LOT_MESSAGE_MS),
    );
    setState({ messages: [...kept, { key, level, text }] });
  };

  const announce = (announcement: { type: 'text'; text: string } | { type: 'extended'; closes: string }) => {
    nextKey += 1;
    setState({ announcement: { ...announcement, key: nextKey } });
  };

  const emit = (outcome: LotOutcome) => {
    for (const { level, text } of lotOutcomeMessages(outcome)) show(level, text);
    if (outcome.type === 'outbid') announce({ type: 'text', text: AUCTION_MESSAGES.outbid });
    if (outcome.type === 'closed') announce({ type: 'text', text: AUCTION_MESSAGES.nowClosed });
    if (outcome.type === 'extended') announce({ type: 'extended', closes: outcome.closes });
    outcomeListeners.notify(outcome);
  };

  const dispatch = (action: BiddingPanelAction) => {
    const panel = state.panel;
    if (!panel) return;
    const next = biddingPanelReducer(panel, action);
    // an action that changes nothing keeps the snapshot
    if (next.step !== panel.step || next.amount !== panel.amount || next.error !== panel.error) {
      setState({ panel: next });
    }
  };

  const startClock = (lot: Lot) => {
    const created = createAuctionClock({
      opens: lot.opens,
      closes: lot.closes,
      closed: lot.closed,
      serverTime: lot.server_time,
      now,
      timers,
    });
    clock = created;
    const first = created.getState();
    setState({ phase: first.phase, remainingMs: first.remainingMs });
    unsubscribeClock = created.subscribe((next, before) => {
      setState({ phase: next.phase, remainingMs: next.remainingMs });
      const shown = state.lot;
      if (next.flip !== before.flip && next.flip !== null && shown) {
        if (next.phase === 'open') emit({ type: 'opened', lot: shown });
        if (next.phase === 'closed') emit({ type: 'closed', lot: shown, won: hasWon(shown, 'closed') });
      }
      if (next.announcement !== before.announcement && next.announcement !== null) {
        announce({ type: 'text', text: next.announcement });
      }
    });
    created.getState().start();
  };

  /** Takes a lot in (a read or a bid's answer): the panel, the clock, and extended and outbid. */
  const receive = (lot: Lot) => {
    const before = state.lot;
    const panel = state.panel;
    let nextPanel = panel ?? initialBiddingPanel(lot);
    // while the member has not typed, the amount follows the suggestion as the lot moves
    if (panel && before && panel.step === 'bidding' && panel.amount === initialBiddingPanel(before).amount) {
      nextPanel = { ...panel, amount: initialBiddingPanel(lot).amount };
    }
    setState({ status: 'ready', lot, error: null, panel: nextPanel });
    if (clock) clock.getState().sync(lot);
    else if (running) startClock(lot);
    const wasLeading = leading;
    leading = userId !== null && lot.has_leading_bid;
    if (!before) return;
    if (wasLeading && !leading) emit({ type: 'outbid', lot });
    if (!lot.closed && Date.parse(lot.closes) > Date.parse(before.closes)) {
      emit({ type: 'extended', lot, closes: lot.closes });
    }
  };

  const refresh = async () => {
    const started = epoch;
    try {
      const lot = await api.lot(lotId);
      if (started === epoch && running) receive(lot);
    } catch (error) {
      if (!running) return;
      setState({ status: state.lot ? 'ready' : 'error', error });
      emit({ type: 'loadFailed', error });
    }
  };

  const onEvent = (event: LotEvent) => {
    // a bid with another leader: outbid now, before the read the event also starts
    if (event.type !== 'bid' || !leading || event.lot !== lotId) return;
    if (event.leader === null || event.leader === userId) return;
    leading = false;
    // told with the lot as the event says it stands (the new price and next bid), not as last read;
    // the read the event starts brings the member's own fields
    if (state.lot)
      emit({
        type: 'outbid',
        lot: {
          ...state.lot,
          current_bid: event.current_bid,
          next_bid: event.next_bid,
          bid_count: event.bid_count,
          closes: event.closes,
          reserve_status: event.reserve_status,
          has_leading_bid: false,
        },
      });
  };

  const setup = () => {
    running = true;
    if (state.lot) startClock(state.lot);
    sync = createLotSync({
      stream: (handlers) => {
        try {
          return api.stream(lotId, {
            ...handlers,
            onEvent: (event) => {
              onEvent(event);
              handlers.onEvent(event);
            },
          });
        } catch {
          // no EventSource here (a server render, an old browser): polling alone keeps the lot fresh
          return NO_STREAM;
        }
      },
      refresh,
      isOpen: () => state.phase === 'open',
      timers,
    });
    sync.start();
    void refresh();
  };

  const teardown = () => {
    running = false;
    sync?.stop();
    sync = undefined;
    clock?.getState().stop();
    unsubscribeClock?.();
    unsubscribeClock = undefined;
    clock = undefined;
    for (const handle of messageTimers.values()) timers.clearTimeout(handle);
    messageTimers.clear();
    if (state.messages.length > 0) state = { ...state, messages: [] };
  };

  const base = createSubscribable<() => void>({ onSubscribe: setup, onUnsubscribe: teardown });

  const placeBid = async (input: BidInput): Promise<LotOutcome> => {
    const shown = state.lot;
    if (!shown) throw new Error('placeBid came before the lot: wait for the session status to be ready.');
    setState({ placing: true });
    try {
      const result = await api.placeBid(lotId, input);
      epoch += 1;
      // the answer's lot has no history: the rows shown stay until the lot is read again
      const lot = { ...result.lot, bids: (state.lot ?? shown).bids };
      const isLeader = userId !== null && result.user.id === userId;
      setState({ placing: false, panel: initialBiddingPanel(lot) });
      const placed: LotOutcome = { type: 'bidPlaced', lot, result, leading: userId === null || isLeader };
      // an answer at once by another maximum is outbid, whatever the member held before
      leading = true;
      receive({ ...lot, has_leading_bid: isLeader });
      emit(placed);
      void refresh();
      return placed;
    } catch (error) {
      const lot = state.lot ?? shown;
      setState({ placing: false });
      dispatch({ type: 'failed', lot });
      const messages = bidErrorToasts(error);
      const refused: LotOutcome = {
        type: 'refused',
        lot,
        message: messages[0]?.text ?? AUCTION_MESSAGES.errorPlacingBid,
        messages,
        error,
      };
      emit(refused);
      void refresh();
      return refused;
    }
  };

  return {
    subscribe: base.subscribe,
    getSnapshot: () => state,
    onOutcome: outcomeListeners.subscribe,
    setAmount: (amount) => dispatch({ type: 'amount', amount }),
    bid: () => {
      if (state.lot) dispatch({ type: 'bid', lot: state.lot });
    },
    autoBid: () => {
      if (state.lot) dispatch({ type: 'auto_bid', lot: state.lot });
    },
    cancel: () => dispatch({ type: 'cancel' }),
    async confirm() {
      const panel = state.panel;
      if (!panel || panel.step === 'bidding' || state.placing) return undefined;
      return placeBid({ amount: Number(panel.amount.trim()), auto: panel.step === 'confirm_auto_bid' });
    },
    placeBid,
    refresh,
    dismiss,
    setUserId(next) {
      if (next === userId) return;
      userId = next;
      leading = false;
      epoch += 1;
      if (running) void refresh();
    },
  };
}
