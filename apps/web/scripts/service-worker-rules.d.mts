export interface RuntimeRoute {
  urlPattern: (context: {
    request: { mode: RequestMode };
    url: URL;
    sameOrigin: boolean;
  }) => boolean;
  handler: 'StaleWhileRevalidate' | 'CacheFirst' | 'NetworkOnly';
  method: 'GET';
  options: { cacheName?: string; precacheFallback?: { fallbackURL: string } };
}

export declare const RUNTIME_CACHING: RuntimeRoute[];
export declare function menuAssets(pagesHtml: string): string[];
export declare function pagesAtTheirUrls(
  entries: { url: string; revision: string | null; size: number }[],
): { manifest: { url: string; revision: string | null; size: number }[]; warnings: string[] };
export declare function serviceWorkerOptions(
  distDir: string,
  pagesHtml: string,
  shopPageFiles: string[],
): Record<string, unknown>;
