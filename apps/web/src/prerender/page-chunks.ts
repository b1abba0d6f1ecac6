/** A chunk in Vite's build manifest (dist/.vite/manifest.json), as far as the prerender reads it. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Vite's build manifest: each chunk under the source it was built from. */
export type BuildManifest = Record<string, ManifestChunk>;

/** The keys of the chunks `key` needs: itself and those it imports, through and through. */
function withImports(manifest: BuildManifest, key: string, into = new Set<string>()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) withImports(manifest, imported, into);
  return into;
}

/** The URL of the built script of the entry `source` (e.g. 'src/after-first-paint.ts'). */
export function entryUrl(manifest: BuildManifest, source: string): string {
  const chunk = manifest[source];
  if (!chunk?.isEntry) throw new Error(`The build manifest has no entry ${source}`);
  return `/${chunk.file}`;
}

/** The keys of the chunks the entries load: a page or an import finds them run already. */
function entryChunks(manifest: BuildManifest): Set<string> {
  const entries = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) withImports(manifest, key, entries);
  }
  return entries;
}

/** The key of the chunk a dynamic import named `name` became. */
function dynamicChunk(manifest: BuildManifest, name: string, what: string): string {
  const key = Object.keys(manifest).find(
    (k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === name,
  );
  if (!key) throw new Error(`The build manifest has no ${what} named ${name}`);
  return key;
}

/** The keys of the chunks the pages `pageNames` need beyond those the entries load. */
function pageChunkKeys(manifest: BuildManifest, pageNames: readonly string[]): string[] {
  const entries = entryChunks(manifest);
  const pages = new Set<string>();
  for (const name of pageNames)
    withImports(manifest, dynamicChunk(manifest, name, 'page chunk'), pages);
  return [...pages].filter((key) => !entries.has(key));
}

/**
 * The URLs of the chunks that the lazily loaded pages `pageNames` (their chunks' names) need,
 * less those the entries load anyway: a prerendered page's loader preloads them, so that the
 * app, when it asks for the page's code as it starts, finds them on their way.
 */
export function pageChunkUrls(manifest: BuildManifest, pageNames: readonly string[]): string[] {
  return pageChunkKeys(manifest, pageNames).map((key) => `/${manifest[key]!.file}`);
}

/**
 * Every file the pages `pageNames` need beyond the entries' own: their chunks and the
 * stylesheets those load with them (a page whose stylesheet fails never renders). The service
 * worker precaches them for the shop's pages.
 */
export function pageFileUrls(manifest: BuildManifest, pageNames: readonly string[]): string[] {
  return pageChunkKeys(manifest, pageNames).flatMap((key) =>
    [manifest[key]!.file, ...(manifest[key]!.css ?? [])].map((file) => `/${file}`),
  );
}

/**
 * The URLs of the chunks that the dynamic import named `name` needs beyond the entries' own,
 * each after the chunks it imports: the loader runs them in this order, one per task, so that
 * the app's own import of it later runs nothing.
 */
export function chunksInImportOrder(manifest: BuildManifest, name: string): string[] {
  const done = entryChunks(manifest);
  const ordered: string[] = [];
  const visit = (key: string) => {
    if (done.has(key)) return;
    done.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
    ordered.push(`/${manifest[key]!.file}`);
  };
  visit(dynamicChunk(manifest, name, 'dynamic chunk'));
  return ordered;
}
