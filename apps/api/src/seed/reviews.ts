import type { UserPhoto } from '@gymfuel/contracts';

export interface SeedReview {
  userName: string;
  review: string;
  userPhoto: UserPhoto;
  /** The reviewed product, by title (see products.ts). */
  productTitle: string;
}

export const SEED_REVIEWS: readonly SeedReview[] = [
  {
    userName: 'Aarav Sharma',
    review:
      'The Peanut Butter Banana Shake is waiting for me at the front desk after every session. Thick, not too sweet, and it actually keeps me full till dinner.',
    userPhoto: 'avatar-1',
    productTitle: 'Peanut Butter Banana Shake',
  },
  {
    userName: 'Priya Nair',
    review:
      'Finally a place that does a proper high-protein vegetarian meal. The Paneer Quinoa Power Salad is fresh, generous and tastes like real food.',
    userPhoto: 'avatar-2',
    productTitle: 'Paneer Quinoa Power Salad',
  },
  {
    userName: 'Rohan Mehta',
    review:
      'Ordered the Tandoori Chicken Tikka Bites for the whole squad after a deadlift PR. Smoky, juicy and delivered right to the gym on time.',
    userPhoto: 'avatar-3',
    productTitle: 'Tandoori Chicken Tikka Bites',
  },
  {
    userName: 'Ananya Iyer',
    review:
      'The Alphonso Mango Protein Smoothie tastes like summer. I switched from my usual shaker bottle and have not looked back.',
    userPhoto: 'avatar-4',
    productTitle: 'Alphonso Mango Protein Smoothie',
  },
  {
    userName: 'Kabir Singh',
    review:
      'Grilled Chicken Rice Bowl is my go-to lunch on training days. Great portion, clean ingredients and the makhani drizzle is a nice touch.',
    userPhoto: '',
    productTitle: 'Grilled Chicken Rice Bowl',
  },
  {
    userName: 'Meera Joshi',
    review:
      'Cold Coffee Protein Shake before my 6 am class is the best decision I have made this year. Strong coffee, smooth texture.',
    userPhoto: 'avatar-2',
    productTitle: 'Cold Coffee Protein Shake',
  },
];
