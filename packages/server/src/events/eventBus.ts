import pg from 'pg';

/** A listener of one topic; it gets the payload as published (a JSON value). */
export type EventListener = (payload: unknown) => void;

/**
 * Fans events out to the subscribers of a topic (`lot:42`), on this instance or, over
 * PostgreSQL, on every instance sharing the database. Delivery is at most once: a subscriber
 * that must not miss a change (the lot panel) re-reads the state on each event, and polls when
 * its stream drops.
 */
export interface EventBus {
  /** Delivers `payload` (JSON-serialisable) to the topic's subscribers, in publishing order. */
  publish(topic: string, payload: unknown): Promise<void>;
  /** Answers the unsubscribe function. */
  subscribe(topic: string, listener: EventListener): () => void;
  /** Stops delivering; publishing after this is an error. */
  close(): Promise<void>;
}

/** The subscribers of each topic, shared by both buses. */
function createTopics() {
  const topics = new Map<string, Set<EventListener>>();
  return {
    subscribe(topic: string, listener: EventListener): () => void {
      let listeners = topics.get(topic);
      if (!listeners) {
        listeners = new Set();
        topics.set(topic, listeners);
      }
      // A wrapper per subscription, so the same function subscribed twice is two subscriptions.
      const entry: EventListener = (payload) => listener(payload);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
        if (listeners.size === 0 && topics.get(topic) === listeners) topics.delete(topic);
      };
    },
    deliver(topic: string, payload: unknown): void {
      const listeners = topics.get(topic);
      if (!listeners) return;
      for (const listener of [...listeners]) {
        try {
          listener(payload);
        } catch {
          // One failing subscriber must not keep the event from the others.
        }
      }
    },
    clear(): void {
      topics.clear();
    },
  };
}

/** The default bus: subscribers of this process only. */
export function createMemoryEventBus(): EventBus {
  const topics = createTopics();
  let closed = false;
  return {
    async publish(topic, payload) {
      if (closed) throw new Error('The event bus is closed');
      // A JSON round trip, so subscribers get what they would get from PostgreSQL, never a shared object.
      topics.deliver(topic, JSON.parse(JSON.stringify(payload)));
    },
    subscribe: topics.subscribe,
    async close() {
      closed = true;
      topics.clear();
    },
  };
}

export interface PostgresEventBusOptions {
  connectionString: string;
  /** The NOTIFY channel; default `trove_events`. Instances sharing it share events. */
  channel?: string;
  /** Where connection failures are reported; default the console. */
  onError?: (error: Error) => void;
  /** Wait before reconnecting a dropped listening connection; default 1 s. */
  reconnectMs?: number;
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7999;

/**
 * A bus over PostgreSQL's LISTEN/NOTIFY, so several server instances share events: one dedicated
 * connection listens on `channel` and publishes (one connection keeps the order of events), and
 * each notification is `{"t": topic, "p": payload}`. A dropped connection is opened again; events
 * published while it was down are lost, which subscribers tolerate (see {@link EventBus}).
 */
export async function createPostgresEventBus({
  connectionString,
  channel = 'trove_events',
  onError = (error) => console.error('Event bus:', error.message),
  reconnectMs = 1000,
}: PostgresEventBusOptions): Promise<EventBus> {
  const topics = createTopics();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || message.payload === undefined) return;
    try {
      const { t, p } = JSON.parse(message.payload) as { t: string; p: unknown };
      topics.deliver(t, p);
    } catch (error) {
      onError(error as Error);
    }
  };

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      onError(error);
      drop(next);
    });
    next.on('end', () => drop(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return next;
  }

  function drop(dropped: pg.Client): void {
    if (client !== dropped) return;
    client = undefined;
    dropped.end().catch(() => undefined);
    if (!closed) {
      retry = setTimeout(() => {
        retry = undefined;
        ensure().catch(onError);
      }, reconnectMs);
      retry.unref();
    }
  }

  async function ensure(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= connect().then(
      (connected) => {
        connecting = undefined;
        if (closed) {
          void connected.end();
          throw new Error('The event bus is closed');
        }
        client = connected;
        return connected;
      },
      (error: unknown) => {
        connecting = undefined;
        throw error;
      },
    );
    return connecting;
  }

  await ensure();
  return {
    async publish(topic, payload) {
      if (closed) throw new Error('The event bus is closed');
      const text = JSON.stringify({ t: topic, p: payload });
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
        throw new Error(`An event of ${topic} is too large for NOTIFY (${Buffer.byteLength(text)} bytes)`);
      }
      const connection = await ensure();
      await connection.query('SELECT pg_notify($1, $2)', [channel, text]);
    },
    subscribe: topics.subscribe,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      topics.clear();
      const current = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await current?.end();
    },
  };
}
