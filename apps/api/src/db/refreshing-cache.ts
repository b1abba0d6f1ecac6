/**
 * A value read from the database and kept in memory: rebuilt as soon as this process writes what
 * it is made of, and re-read once it is `maxAgeMs` old, which is how writes made by other
 * processes arrive. Each use states that window as its coherence rule
 * (docs/architecture.md, "In-process caches").
 */
export interface RefreshingCacheOptions<T> {
  load: () => Promise<T>;
  /** Changes whenever this process writes the underlying data (see db/write-revision.ts). */
  revision: () => number;
  /** A value this old is re-read before it is served again. 0: never by age. */
  maxAgeMs: number;
  /** Told about a failed re-read by age; the previous value is served meanwhile. */
  onRefreshError: (error: unknown) => void;
  now?: () => number;
}

interface Loaded<T> {
  value: T;
  revision: number;
  loadedAt: number;
}

export class RefreshingCache<T> {
  private loaded: Loaded<T> | undefined;
  private pending: { revision: number; promise: Promise<T> } | undefined;
  private readonly now: () => number;

  constructor(private readonly options: RefreshingCacheOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  /** The current value; re-read first when this process changed the data since it was loaded. */
  async get(): Promise<T> {
    const revision = this.options.revision();
    const loaded = this.loaded;
    if (loaded === undefined || loaded.revision !== revision) return this.refresh(revision);
    const { maxAgeMs } = this.options;
    if (maxAgeMs > 0 && this.now() - loaded.loadedAt >= maxAgeMs) {
      // Not served stale while re-reading: after a quiet spell the value may be hours old, and
      // the rule is that other processes' writes show within maxAgeMs.
      return this.refresh(revision).catch((error: unknown) => {
        this.options.onRefreshError(error);
        return loaded.value;
      });
    }
    return loaded.value;
  }

  /** One load per revision at a time; a load for an older revision is never stored over a newer one. */
  private refresh(revision: number): Promise<T> {
    if (this.pending?.revision === revision) return this.pending.promise;
    const startedAt = this.now();
    const promise = this.options
      .load()
      .then((value) => {
        if (this.loaded === undefined || this.loaded.revision <= revision) {
          this.loaded = { value, revision, loadedAt: startedAt };
        }
        return value;
      })
      .finally(() => {
        if (this.pending?.promise === promise) this.pending = undefined;
      });
    this.pending = { revision, promise };
    return promise;
  }
}
