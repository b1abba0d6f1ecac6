import { formatIndianNumber } from '@gymfuel/contracts';

/** Figures as the shop prints them, grouped the Indian way: '2,590 kcal', '1,24,500 kcal'. */
const grouped = (figure: number): string => formatIndianNumber(figure, 1);

/** Energy: '660 kcal', '2,590 kcal'. */
export const formatKcal = (kcal: number): string => `${grouped(kcal)} kcal`;

/**
 * Protein as labels print it ('24 g', '24.5 g', no zero tenth), grouped past a thousand grams
 * ('1,200 g'), which the contracts' formatGrams leaves ungrouped.
 */
export const formatProtein = (grams: number): string => `${grouped(grams)} g`;
