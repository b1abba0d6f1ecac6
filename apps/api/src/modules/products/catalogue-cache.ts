import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Product } from '@gymfuel/contracts';

const gzip = promisify(gzipCallback);

/** GET /getproducts as ready-made bytes, in both encodings, each with its strong ETag. */
export interface CatalogueSnapshot {
  readonly identity: Buffer;
  readonly gzipped: Buffer;
  readonly etag: string;
  readonly gzippedEtag: string;
}

export interface CatalogueCacheOptions {
  /** Reads the catalogue in the contract's shape. */
  load: () => Promise<Product[]>;
  /** Changes whenever this process writes products (see product.model.ts). */
  revision: () => number;
  /**
   * After this long the snapshot is re-read in the background (it is still served meanwhile),
   * which picks up writes made by other processes such as `pnpm seed`. 0: never by age.
   */
  maxAgeMs: number;
  /** Told about a failed background refresh; the previous snapshot keeps being served. */
  onRefreshError: (error: unknown) => void;
  now?: () => number;
}

async function buildSnapshot(products: Product[]): Promise<CatalogueSnapshot> {
  const identity = Buffer.from(JSON.stringify(products));
  // Content-derived, so an unchanged catalogue keeps its ETag across reloads and restarts.
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  return {
    identity,
    gzipped: await gzip(identity),
    etag: `"${tag}"`,
    gzippedEtag: `"${tag}-gz"`,
  };
}

interface Loaded {
  snapshot: CatalogueSnapshot;
  revision: number;
  loadedAt: number;
}

export class CatalogueCache {
  private loaded: Loaded | undefined;
  private pending: { revision: number; promise: Promise<CatalogueSnapshot> } | undefined;
  private readonly now: () => number;

  constructor(private readonly options: CatalogueCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The current bytes; rebuilt first when products changed in this process. */
  async get(): Promise<CatalogueSnapshot> {
    const revision = this.options.revision();
    const loaded = this.loaded;
    if (loaded === undefined || loaded.revision !== revision) return this.refresh(revision);
    const { maxAgeMs } = this.options;
    if (maxAgeMs > 0 && this.now() - loaded.loadedAt >= maxAgeMs) {
      this.refresh(revision).catch(this.options.onRefreshError);
    }
    return loaded.snapshot;
  }

  /** One load per revision at a time; a load for an older revision is never stored over a newer one. */
  private refresh(revision: number): Promise<CatalogueSnapshot> {
    if (this.pending?.revision === revision) return this.pending.promise;
    const startedAt = this.now();
    const promise = this.options
      .load()
      .then(buildSnapshot)
      .then((snapshot) => {
        if (this.loaded === undefined || this.loaded.revision <= revision) {
          this.loaded = { snapshot, revision, loadedAt: startedAt };
        }
        return snapshot;
      })
      .finally(() => {
        if (this.pending?.promise === promise) this.pending = undefined;
      });
    this.pending = { revision, promise };
    return promise;
  }
}
