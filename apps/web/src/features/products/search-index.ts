import type { Product } from '@gymfuel/contracts';
import MiniSearch from 'minisearch';

export type SearchIndex = MiniSearch<Product>;

/**
 * A word as it is indexed and searched: NFKD turns full-width letters ('ＰＡＮＥＥＲ', from some
 * phone keyboards) into plain ones and splits an accented letter from its accent, and the accents
 * (U+0300–U+036F) go, so 'acai' finds 'Açaí'; then the case goes.
 */
const plainWord = (term: string) =>
  term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Words are runs of letters (with their accents) and digits. MiniSearch's own split is at spaces
 * and punctuation only, so a sign or an emoji stayed a word that every product had to match
 * ('paneer 💪' and 'peanut+banana' found nothing).
 */
const words = (text: string) => text.split(/[^\p{L}\p{M}\p{N}]+/u);

/**
 * MiniSearch's typo matching takes memory in the square of a word's length: a pasted
 * 60,000-letter "word" asks for gigabytes and throws. No word on a menu comes near this, so a
 * longer one must match as typed.
 */
const LONGEST_TYPO_WORD = 30;

/** Built once per catalogue: the words of each product's title, description and ingredients. */
export function buildSearchIndex(products: readonly Product[]): SearchIndex {
  const index = new MiniSearch<Product>({
    idField: '_id',
    fields: ['title', 'description', 'ingredients'],
    tokenize: words,
    processTerm: plainWord,
    searchOptions: {
      // A word may be half typed ('panee') or mistyped by a letter ('paner'). Two swapped letters
      // are two edits, so from seven letters a word may be two off: 'protien' finds protein.
      // (Two for six letters would let 'salmon' find almond.)
      prefix: true,
      fuzzy: (term) =>
        term.length > LONGEST_TYPO_WORD ? 0 : term.length >= 7 ? 2 : term.length >= 3 ? 1 : 0,
      // Every word must match: 'paneer tikka' narrows the list rather than widening it.
      combineWith: 'AND',
    },
  });
  index.addAll([...products]);
  return index;
}

/**
 * The products matching a search, by id, each with its rank: 0 when a word typed matched its
 * title, 1 when only its description or ingredients. Null for an empty search, which keeps them
 * all.
 */
export function searchRanks(
  index: SearchIndex,
  search: string,
): ReadonlyMap<string, number> | null {
  const text = search.trim();
  if (text === '') return null;
  return new Map(
    index.search(text).map((result) => {
      const inTitle = Object.values(result.match).some((fields) => fields.includes('title'));
      return [String(result.id), inTitle ? 0 : 1];
    }),
  );
}
