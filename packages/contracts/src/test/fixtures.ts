import type {
  Address,
  Goals,
  Gym,
  Invoice,
  Order,
  Product,
  PublicUser,
  Summary,
} from '../index.js';

export const USER_ID = '64b7f0c2a1d3e4f5a6b7c8d9';
export const OTHER_ID = '64b7f0c2a1d3e4f5a6b7c8da';
export const PRODUCT_ID = '65a1b2c3d4e5f60718293a4b';
export const SECOND_PRODUCT_ID = '65a1b2c3d4e5f60718293a4c';
export const ORDER_ID = '0a1b2c3d4e5f';

export const product: Product = {
  _id: PRODUCT_ID,
  title: 'Chocolate Peanut Smoothie',
  description: 'Cocoa, peanut butter and whey.',
  imageUrl: '/art/1f964.webp',
  price: 149,
  category: 'Smoothie',
  nutrition: {
    servingSize: '350 ml',
    kcal: 330,
    protein: 26.5,
    carbs: 30.2,
    fat: 11.4,
    fibre: 4.1,
    sugar: 18.6,
    sodium: 160,
  },
  diet: 'veg',
  allergens: ['milk', 'peanut'],
  ingredients: 'Milk, banana, whey protein concentrate (milk), peanut butter, cocoa powder',
  available: true,
  version: 0,
};

export const goals: Goals = {
  weightKg: 70,
  heightCm: 175,
  age: 25,
  sex: 'male',
  activity: 'moderate',
  goal: 'maintain',
  targets: { kcal: 2590, protein: 126 },
};

export const user: PublicUser = {
  _id: USER_ID,
  email: 'asha@example.in',
  sessionId: 'sess_3f9a',
  userName: 'Asha',
  phoneNumber: '9876543210',
  address: '',
  userPhoto: 'avatar-2',
  emailVerified: false,
  role: 'customer',
};

export const address: Address = {
  your_name: 'Asha',
  your_email: 'asha@example.in',
  gym_name: 'Iron Temple',
  city: 'Pune',
  country: 'India',
  phone: '9876543210',
};

export const summary: Summary = {
  originalPrice: 447,
  storePickup: 0,
  discountedAmmount: 67.05,
  tax: 0,
  finalTotal: 379.95,
};

export const order: Order = {
  _id: OTHER_ID,
  userId: USER_ID,
  orderId: ORDER_ID,
  userName: 'Asha',
  address: 'Iron Temple, Pune, India',
  phoneNumber: '9876543210',
  paymentMethod: 'credit-card',
  date: '2026-01-15T10:20:30.000Z',
  paymentAmmount: 379.95,
  order: [
    {
      productId: PRODUCT_ID,
      productName: 'Chocolate Peanut Smoothie',
      productPrice: 149,
      quantity: 3,
      image: '/art/1f964.webp',
    },
  ],
  summary,
  status: 'Processing',
};

export const gym: Gym = {
  _id: '64b7f0c2a1d3e4f5a6b7c8db',
  name: 'Iron Temple',
  area: 'Andheri West',
  city: 'Mumbai',
  state: 'Maharashtra',
  opensAt: '05:30',
  closesAt: '22:30',
  handoverPoint: 'Front desk',
};

export const slot = { date: '2026-11-28', start: '18:00', end: '18:30' };

/** ₹150 × 3 less 10% (₹45) = ₹405 paid: taxable ₹385.71, CGST ₹9.65, SGST ₹9.64. */
export const invoice: Invoice = {
  invoiceNumber: 'GF/26-27/000123',
  date: '2026-11-25T10:00:00.000Z',
  seller: {
    legalName: 'GymFuel Foods Private Limited',
    address: '12 Linking Road, Bandra West, Mumbai 400050, Maharashtra',
    gstin: '27AABCG1234F1Z5',
    fssaiLicence: '11526999000123',
    stateCode: '27',
  },
  buyer: {
    name: 'Asha',
    address: 'Iron Temple, Andheri West, Mumbai, Maharashtra',
    state: 'Maharashtra',
  },
  placeOfSupply: 'Maharashtra (27)',
  lines: [
    {
      description: 'Shake',
      sac: '996331',
      quantity: 3,
      unitPrice: 150,
      discount: 45,
      taxableValue: 385.71,
      cgstRate: 2.5,
      cgst: 9.65,
      sgstRate: 2.5,
      sgst: 9.64,
      total: 405,
    },
  ],
  totals: { taxableValue: 385.71, cgst: 9.65, sgst: 9.64, total: 405 },
  amountInWords: 'Rupees Four Hundred Five Only',
  reverseCharge: false,
  creditNote: null,
};
