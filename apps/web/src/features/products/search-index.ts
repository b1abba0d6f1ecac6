import type { Product } from '@gymfuel/contracts';
import MiniSearch, { type Query } from 'minisearch';

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

/** The fields a search looks in, as the shopper wrote them. */
const WORD_FIELDS = ['title', 'description', 'ingredients'];

/**
 * MiniSearch matches words from their start only, so 'berry' missed 'Blueberry' and 'shake'
 * missed 'Milkshake'. These fields hold the inner ends of the same words ('lueberry' … 'erry'),
 * which a typed word then matches from their start. Only ends of 4 letters or more, searched by
 * words of 4 letters or more: shorter ones match inside too many words ('ice' in 'Rice').
 */
const INSIDE_FIELDS = { title: 'titleInside', text: 'textInside' } as const;
const SHORTEST_INSIDE = 4;

/** How well a field's match speaks for a product: lower ranks are listed first. */
const FIELD_RANKS: Readonly<Record<string, number>> = {
  title: 0,
  [INSIDE_FIELDS.title]: 1,
  description: 2,
  ingredients: 2,
  [INSIDE_FIELDS.text]: 3,
};

/** A word's inner ends of SHORTEST_INSIDE letters or more ('blueberry' → 'lueberry' … 'erry'). */
function innerEnds(word: string): string[] {
  // A longer word is matched as typed (see LONGEST_TYPO_WORD): its ends would take memory in the
  // square of its length.
  if (word.length > LONGEST_TYPO_WORD) return [];
  return Array.from({ length: Math.max(0, word.length - SHORTEST_INSIDE) }, (_, i) =>
    word.slice(i + 1),
  );
}

const isInsideField = (field: string | undefined) =>
  field === INSIDE_FIELDS.title || field === INSIDE_FIELDS.text;

/** Built once per catalogue: the words of each product's title, description and ingredients. */
export function buildSearchIndex(products: readonly Product[]): SearchIndex {
  const index = new MiniSearch<Product>({
    idField: '_id',
    fields: [...WORD_FIELDS, INSIDE_FIELDS.title, INSIDE_FIELDS.text],
    extractField: (product, field) =>
      field === INSIDE_FIELDS.title
        ? product.title
        : field === INSIDE_FIELDS.text
          ? `${product.description} ${product.ingredients}`
          : MiniSearch.getDefault('extractField')(product, field),
    tokenize: words,
    // A search's words come without a field: they are matched plainly.
    processTerm: (term, field) =>
      isInsideField(field) ? innerEnds(plainWord(term)) : plainWord(term),
    searchOptions: {
      fields: WORD_FIELDS,
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
 * One typed word's query: the words as they start, or, for a word long enough, inside a word.
 * Inside, no typo is forgiven: a short end is one letter from many unrelated words ('cake' would
 * find 'Milkshake' through its 'hake').
 */
function wordQuery(word: string): Query {
  if (plainWord(word).length < SHORTEST_INSIDE) return word;
  return {
    combineWith: 'OR',
    queries: [word, { queries: [word], fields: Object.values(INSIDE_FIELDS), fuzzy: false }],
  };
}

/**
 * The products matching a search, by id, each with its rank: 0 when a word typed matched a word
 * of its title, 1 when it matched only inside one, 2 and 3 the same for its description or
 * ingredients. Null for an empty search, which keeps them all.
 */
export function searchRanks(
  index: SearchIndex,
  search: string,
): ReadonlyMap<string, number> | null {
  const text = search.trim();
  if (text === '') return null;
  const typed = words(text).filter((word) => plainWord(word) !== '');
  return new Map(
    index.search({ combineWith: 'AND', queries: typed.map(wordQuery) }).map((result) => {
      const fields = Object.values(result.match).flat();
      return [String(result.id), Math.min(...fields.map((field) => FIELD_RANKS[field] ?? 3))];
    }),
  );
}
