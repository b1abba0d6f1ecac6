import {
  chunksInImportOrder,
  entryUrl,
  pageChunkUrls,
  pageFileUrls,
  type BuildManifest,
} from './page-chunks';

// The shape of dist/.vite/manifest.json, cut down: two entries, two lazy pages sharing a chunk.
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_react-B2.js', '_query-C3.js'],
  },
  'src/after-first-paint.ts': { file: 'assets/after-first-paint-D4.js', isEntry: true },
  '_react-B2.js': { file: 'assets/react-B2.js', name: 'react' },
  '_query-C3.js': { file: 'assets/query-C3.js', name: 'query', imports: ['_react-B2.js'] },
  '_zod-E5.js': { file: 'assets/zod-E5.js', name: 'zod' },
  '_nutrition-F6.js': {
    file: 'assets/nutrition-F6.js',
    imports: ['_zod-E5.js'],
    css: ['assets/nutrition-F6.css'],
  },
  'src/features/products/ProductsPage.tsx': {
    file: 'assets/ProductsPage-G7.js',
    name: 'ProductsPage',
    isDynamicEntry: true,
    imports: ['index.html', '_react-B2.js', '_nutrition-F6.js'],
  },
  '_cart-J9.js': { file: 'assets/cart-J9.js', imports: ['_zod-E5.js', '_nutrition-F6.js'] },
  'src/shared/api/first-screen-endpoints.ts': {
    file: 'assets/first-screen-endpoints-K1.js',
    name: 'first-screen-endpoints',
    isDynamicEntry: true,
    imports: ['index.html', '_cart-J9.js', '_nutrition-F6.js'],
  },
  'src/features/legal/TermsPage.tsx': {
    file: 'assets/TermsPage-H8.js',
    name: 'TermsPage',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

describe('pageChunkUrls', () => {
  it("lists a page's chunk and those it imports, through and through, less the entries' own", () => {
    expect(pageChunkUrls(MANIFEST, ['ProductsPage'])).toEqual([
      '/assets/ProductsPage-G7.js',
      '/assets/nutrition-F6.js',
      '/assets/zod-E5.js',
    ]);
    expect(pageChunkUrls(MANIFEST, ['TermsPage'])).toEqual(['/assets/TermsPage-H8.js']);
  });

  it('lists nothing for a page without lazily loaded code, and fails on an unknown page', () => {
    expect(pageChunkUrls(MANIFEST, [])).toEqual([]);
    expect(() => pageChunkUrls(MANIFEST, ['CartPage'])).toThrow(
      'The build manifest has no page chunk named CartPage',
    );
  });
});

describe('pageFileUrls', () => {
  it("lists the pages' chunks and their stylesheets, less the entries' own, each once", () => {
    expect(pageFileUrls(MANIFEST, ['ProductsPage', 'TermsPage'])).toEqual([
      '/assets/ProductsPage-G7.js',
      '/assets/nutrition-F6.js',
      '/assets/nutrition-F6.css',
      '/assets/zod-E5.js',
      '/assets/TermsPage-H8.js',
    ]);
  });
});

describe('chunksInImportOrder', () => {
  it("lists a dynamic import's chunks beyond the entries', each after those it imports", () => {
    expect(chunksInImportOrder(MANIFEST, 'first-screen-endpoints')).toEqual([
      '/assets/zod-E5.js',
      '/assets/nutrition-F6.js',
      '/assets/cart-J9.js',
      '/assets/first-screen-endpoints-K1.js',
    ]);
  });

  it('fails on an unknown name', () => {
    expect(() => chunksInImportOrder(MANIFEST, 'admin-endpoints')).toThrow(
      'The build manifest has no dynamic chunk named admin-endpoints',
    );
  });
});

describe('entryUrl', () => {
  it('answers the built file of an entry, and fails on a source that is none', () => {
    expect(entryUrl(MANIFEST, 'src/after-first-paint.ts')).toBe('/assets/after-first-paint-D4.js');
    expect(() => entryUrl(MANIFEST, 'src/features/legal/TermsPage.tsx')).toThrow(
      'The build manifest has no entry src/features/legal/TermsPage.tsx',
    );
  });
});
