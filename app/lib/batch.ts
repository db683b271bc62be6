export interface BatcherOptions {
  /** Most items one flush takes; the rest wait for the next. */
  maxBatch?: number;
}

interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit. A call made while no flush runs is flushed at once, so an idle server answers as
 * fast as before; calls made while a flush runs wait and go together in the next one, so under load
 * one round trip to the database serves many requests. `flush` returns one result per item, in
 * order. When a batch of several fails, each of its items is retried alone: one bad item fails
 * only its own caller.
 */
export function createBatcher<T, R>(
  flush: (items: T[]) => Promise<R[]>,
  { maxBatch = 256 }: BatcherOptions = {},
): (item: T) => Promise<R> {
  const queue: Pending<T, R>[] = [];
  let draining = false;

  const settle = async (batch: Pending<T, R>[]) => {
    try {
      const results = await flush(batch.map((pending) => pending.item));
      if (results.length !== batch.length) {
        throw new Error(`flush returned ${results.length} results for ${batch.length} items`);
      }
      batch.forEach((pending, index) => pending.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // Side by side, not one after another: when the database is down, every retry waits for its
      // own timeout, and the callers must not wait for all of them in turn.
      await Promise.all(batch.map((pending) => settle([pending])));
    }
  };

  const drain = async () => {
    draining = true;
    try {
      while (queue.length > 0) await settle(queue.splice(0, maxBatch));
    } finally {
      draining = false;
    }
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // A microtask lets calls made in the same turn share the first flush.
      if (!draining) {
        draining = true;
        queueMicrotask(() => void drain());
      }
    });
}

/** One batcher per key object (a database handle), created on first use. */
export function batcherPerKey<K extends object, T, R>(
  make: (key: K) => (item: T) => Promise<R>,
): (key: K, item: T) => Promise<R> {
  const batchers = new WeakMap<K, (item: T) => Promise<R>>();
  return (key, item) => {
    let batcher = batchers.get(key);
    if (!batcher) {
      batcher = make(key);
      batchers.set(key, batcher);
    }
    return batcher(item);
  };
}
