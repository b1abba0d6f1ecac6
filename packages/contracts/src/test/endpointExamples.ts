import type { EndpointName } from '../endpoints/table.js';
import {
  goals,
  gym,
  invoice,
  slot,
  ORDER_ID,
  OTHER_ID,
  PRODUCT_ID,
  SECOND_PRODUCT_ID,
  USER_ID,
  address,
  order,
  product,
  summary,
  user,
} from './fixtures.js';

/** A seller's legal identity as GET /config publishes it. */
const LEGAL = {
  legalName: 'Protein Kitchens LLP',
  address: '12 Hill Road, Bandra West, Mumbai 400050, Maharashtra',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  fssaiLicence: '11521999000456',
  grievanceOfficer: {
    name: 'Rahul Mehta',
    designation: 'Grievance Officer',
    email: 'grievance@proteinkitchens.in',
    phone: '+91 22 2640 1234',
  },
};

type Labelled = readonly [label: string, value: unknown];

export interface Examples {
  /** A valid body (or query for GET /login); absent for calls that take none. */
  request?: unknown;
  badRequests?: readonly Labelled[];
  response: unknown;
  badResponses: readonly Labelled[];
}

const favourite = {
  proId: PRODUCT_ID,
  imageUrl: '/art/1f964.webp',
  title: 'Shake',
  description: 'Thick',
};
const review = { _id: OTHER_ID, userName: 'Asha', review: 'Lovely', userPhoto: 'avatar-1' };
const paymentResult = {
  razorpay_order_id: 'order_Nf0a1b2c3d',
  razorpay_payment_id: 'pay_Nf0a1b2c3d',
  razorpay_signature: 'a'.repeat(64),
};

const adminSlot = {
  start: '18:00',
  end: '18:30',
  capacity: 2,
  overridden: true,
  booked: 3,
  remaining: 0,
  outsideHours: false,
};
const adminVoucher = {
  code: 'MIN499',
  discountPercentage: 10,
  isActive: true,
  minOrderValue: 499,
  perCustomerLimit: 1,
  rules: 'Min. order ₹499',
  uses: 3,
  version: 2,
};
const voucherRequest = {
  code: 'min499',
  discountPercentage: 10,
  minOrderValue: 499,
  validFrom: '2026-11-30T18:30:00.000Z',
  validUntil: '2026-12-31T18:30:00.000Z',
  perCustomerLimit: 1,
};
const voucherBadRequests = [
  ['a discount of 0', { code: 'MIN499', discountPercentage: 0 }],
  ['a usage limit of 0', { code: 'MIN499', discountPercentage: 10, usageLimit: 0 }],
  [
    'an end before the start',
    {
      code: 'MIN499',
      discountPercentage: 10,
      validFrom: '2026-12-31T18:30:00.000Z',
      validUntil: '2026-11-30T18:30:00.000Z',
    },
  ],
] as const;

/** One order as the operators' board shows it. */
const boardCard = {
  orderId: ORDER_ID,
  status: 'Processing',
  date: order.date,
  paymentMethod: 'credit-card',
  paymentAmmount: order.paymentAmmount,
  order: order.order,
  slot: { date: '2026-11-28', start: '18:00', end: '18:30' },
  gym: { name: 'Iron Temple', handoverPoint: 'Front desk' },
  overbooked: true,
  shopper: { name: 'Asha', phone: '9876543210' },
};

/** The 'Menu' form's product: the fixture's, with its art as a PRODUCT_ART code. */
const productDraft = {
  title: product.title,
  description: product.description,
  category: product.category,
  price: product.price,
  art: '1f964',
  nutrition: product.nutrition,
  diet: product.diet,
  allergens: product.allergens,
  ingredients: product.ingredients,
};
const productDraftMistakes: readonly Labelled[] = [
  ['an empty title', { ...productDraft, title: '  ' }],
  ['an unknown category', { ...productDraft, category: 'Dessert' }],
  ['a price with paise', { ...productDraft, price: 149.5 }],
  ['a free product', { ...productDraft, price: 0 }],
  ['art that is not packaged', { ...productDraft, art: '1f600' }],
  ['an image URL instead of art', { ...productDraft, art: 'https://example.com/a.png' }],
  // 4 × 26.5 + 4 × 30.2 + 9 × 11.4 = 329.4 kcal; 500 is far more than 15% above it.
  [
    'energy that the macros do not give',
    { ...productDraft, nutrition: { ...product.nutrition, kcal: 500 } },
  ],
  ['no label', { ...productDraft, nutrition: null }],
  ['an undeclared diet', { ...productDraft, diet: null }],
  ['an allergen twice', { ...productDraft, allergens: ['milk', 'milk'] }],
];

/** One valid and several invalid examples per endpoint; the type forces one entry per endpoint. */
export const EXAMPLES = {
  getProducts: {
    response: [product],
    badResponses: [
      ['a wrapped list', { success: true, data: [product] }],
      ['an unknown category', [{ ...product, category: 'Dessert' }]],
      ['a price in paise with decimals', [{ ...product, price: 149.5 }]],
      ['an unknown diet', [{ ...product, diet: 'vegan' }]],
      ['an allergen off the FSSAI list', [{ ...product, allergens: ['celery'] }]],
      [
        'protein with two decimals',
        [{ ...product, nutrition: { ...product.nutrition, protein: 26.55 } }],
      ],
      [
        'energy with a fraction',
        [{ ...product, nutrition: { ...product.nutrition, kcal: 330.5 } }],
      ],
      [
        'a serving without its unit',
        [{ ...product, nutrition: { ...product.nutrition, servingSize: '350' } }],
      ],
      ['no ingredients field', [{ ...product, ingredients: undefined }]],
      ['availability as a word', [{ ...product, available: 'yes' }]],
    ],
  },
  listGyms: {
    response: { success: true, data: [gym] },
    badResponses: [
      ['hours as numbers', { success: true, data: [{ ...gym, opensAt: 530 }] }],
      ['no handover point', { success: true, data: [{ ...gym, handoverPoint: undefined }] }],
    ],
  },
  getSlots: {
    request: { gym: 'Iron Temple', date: '2026-11-28' },
    badRequests: [
      ['no date', { gym: 'Iron Temple' }],
      ['a date in another format', { gym: 'Iron Temple', date: '28/11/2026' }],
      ['no gym', { date: '2026-11-28' }],
    ],
    response: {
      success: true,
      data: [{ start: '18:00', end: '18:30', remaining: 20, available: true }],
    },
    badResponses: [
      [
        'a negative remaining',
        {
          success: true,
          data: [{ start: '18:00', end: '18:30', remaining: -1, available: false }],
        },
      ],
    ],
  },
  getGyms: {
    response: { success: true, data: ['Iron Temple', 'Gold Gym'] },
    badResponses: [['names that are not strings', { success: true, data: [1] }]],
  },
  getReviews: {
    response: { success: true, data: [review] },
    badResponses: [['a review without text', { success: true, data: [{ ...review, review: 1 }] }]],
  },
  contact: {
    request: { email: 'asha@example.in', message: 'Loved the shake' },
    badRequests: [
      ['an empty message', { email: 'asha@example.in', message: '  ' }],
      ['an empty e-mail', { email: '', message: 'Hello' }],
      ['a missing body', undefined],
    ],
    response: { success: true },
    badResponses: [['success false', { success: false }]],
  },
  getCode: {
    request: { code: 'gym15' },
    badRequests: [
      ['an operator object', { code: { $ne: '' } }],
      ['an empty code', { code: '' }],
      ['a number', { code: 15 }],
    ],
    response: {
      success: true,
      data: {
        code: 'GYM15',
        isActive: true,
        discountPercentage: 15,
        rules: 'Min. order ₹499 · up to ₹100 off · until 30 Nov',
        validUntil: '2026-12-01T00:00:00+05:30',
        minOrderValue: 499,
        maxDiscount: 100,
        perCustomerLimit: 1,
      },
    },
    badResponses: [
      [
        'a percentage over 100',
        { success: true, data: { code: 'X', isActive: true, discountPercentage: 150, rules: '' } },
      ],
      [
        'isActive as a string',
        { success: true, data: { code: 'X', isActive: 'yes', discountPercentage: 1, rules: '' } },
      ],
      [
        'a minimum order in paise fractions',
        {
          success: true,
          data: {
            code: 'X',
            isActive: true,
            discountPercentage: 1,
            rules: '',
            minOrderValue: 4.999,
          },
        },
      ],
      [
        'an inactive reason of its own',
        {
          success: true,
          data: {
            code: 'X',
            isActive: false,
            discountPercentage: 1,
            inactiveMessage: 'Nope',
            rules: '',
          },
        },
      ],
    ],
  },
  signUp: {
    request: {
      email: 'Asha@Example.in',
      password: 'correct horse',
      userName: 'Asha',
      phoneNumber: '+91 98765 43210',
    },
    badRequests: [
      [
        'a short password',
        { email: 'a@b.in', password: 'short', userName: 'A', phoneNumber: '9876543210' },
      ],
      [
        'a bad phone',
        { email: 'a@b.in', password: 'longenough', userName: 'A', phoneNumber: '12345' },
      ],
      [
        'no name',
        { email: 'a@b.in', password: 'longenough', userName: '', phoneNumber: '9876543210' },
      ],
      [
        'an operator e-mail',
        { email: { $ne: null }, password: 'longenough', userName: 'A', phoneNumber: '9876543210' },
      ],
    ],
    response: { success: true, message: 'New user created and logged in successfully', data: user },
    badResponses: [
      [
        'a leaked password hash',
        { success: true, message: 'ok', data: { ...user, password: '$2b$10$x' } },
      ],
      ['no sessionId', { success: true, message: 'ok', data: { ...user, sessionId: '' } }],
      [
        'an unknown avatar',
        { success: true, message: 'ok', data: { ...user, userPhoto: 'me.png' } },
      ],
    ],
  },
  loginWithQuery: {
    request: { email: 'asha@example.in', password: 'anything' },
    badRequests: [
      ['a repeated parameter (array)', { email: ['a@b.in', 'c@d.in'], password: 'x' }],
      ['no password', { email: 'asha@example.in' }],
    ],
    response: { success: true, message: 'Login successful', data: user },
    badResponses: [['no data', { success: true, message: 'ok' }]],
  },
  login: {
    request: { email: 'asha@example.in', password: 'anything' },
    badRequests: [
      ['an operator e-mail', { email: { $ne: null }, password: 'x' }],
      ['an empty password', { email: 'asha@example.in', password: '' }],
    ],
    response: { success: true, message: 'Login successful', data: user },
    badResponses: [
      ['a leaked token field', { success: true, message: 'ok', data: { ...user, token: 'jwt' } }],
    ],
  },
  googleSignIn: {
    request: { credential: 'eyJhbGciOiJSUzI1NiJ9.e30.sig', email: 'x@y.in', userName: 'X' },
    badRequests: [
      ['a bare e-mail and name', { email: 'x@y.in', userName: 'X' }],
      ['an empty token', { credential: '' }],
    ],
    response: { success: true, message: 'Login Successful', data: user },
    badResponses: [['no message', { success: true, data: user }]],
  },
  getUser: {
    request: { email: 'asha@example.in', sessionId: 'sess_3f9a' },
    badRequests: [
      ['no sessionId', { email: 'asha@example.in' }],
      ['an operator sessionId', { email: 'asha@example.in', sessionId: { $ne: '' } }],
    ],
    response: { success: true, data: user },
    badResponses: [['a user without _id', { success: true, data: { ...user, _id: undefined } }]],
  },
  logout: {
    request: { email: 'asha@example.in' },
    badRequests: [['no e-mail', {}]],
    response: { success: true, message: 'Logged out' },
    badResponses: [['no message', { success: true }]],
  },
  logoutAll: {
    request: {},
    badRequests: [['a list', []]],
    response: { success: true, message: 'Signed out of all devices' },
    badResponses: [['no message', { success: true }]],
  },
  verifyEmail: {
    request: { token: 'kq3V0yWm2b6n9Zs1XhT4pLc8RuEa5dQj7gFiNoB0wYk' },
    badRequests: [
      // An empty or over-long token is a dead link (the API's 400), not bad input.
      ['no token', {}],
      ['a number token', { token: 42 }],
    ],
    response: { success: true, message: 'Email verified' },
    badResponses: [['failure', { success: false, message: 'Email verified' }]],
  },
  resendVerification: {
    request: {},
    badRequests: [['a string', 'resend']],
    response: { success: true, message: 'A new verification e-mail is on its way.' },
    badResponses: [['no message', { success: true }]],
  },
  forgotPassword: {
    request: { email: ' Asha@Example.in ' },
    badRequests: [
      ['no e-mail', {}],
      ['not an e-mail', { email: 'asha' }],
    ],
    response: {
      success: true,
      message: 'If an account exists for this e-mail, a reset link is on its way.',
    },
    badResponses: [['no message', { success: true }]],
  },
  resetPassword: {
    request: { token: 'kq3V0yWm2b6n9Zs1XhT4pLc8RuEa5dQj7gFiNoB0wYk', password: 'new-secret-9' },
    badRequests: [
      ['a short password', { token: 'abc', password: 'short' }],
      ['no token', { password: 'new-secret-9' }],
    ],
    response: {
      success: true,
      message: 'Your password has been changed. Please log in with the new one.',
    },
    badResponses: [['no message', { success: true }]],
  },
  updateUser: {
    request: {
      email: 'asha@example.in',
      updatedemail: 'asha.k@example.in',
      userName: 'Asha K',
      phoneNumber: '',
      address: '',
      userPhoto: 'avatar-3',
      password: 'correct horse',
    },
    badRequests: [
      // An empty password is none given (the API's 403 for a new e-mail), not bad input.
      [
        'a number password',
        {
          email: 'a@b.in',
          updatedemail: 'c@d.in',
          userName: 'A',
          phoneNumber: '',
          address: '',
          userPhoto: '',
          password: 42,
        },
      ],
      [
        'an unknown avatar',
        {
          email: 'a@b.in',
          updatedemail: 'a@b.in',
          userName: 'A',
          phoneNumber: '',
          address: '',
          userPhoto: 'x',
        },
      ],
      [
        'a landline',
        {
          email: 'a@b.in',
          updatedemail: 'a@b.in',
          userName: 'A',
          phoneNumber: '0201234567',
          address: '',
          userPhoto: '',
        },
      ],
      ['missing fields', { email: 'a@b.in' }],
    ],
    response: { success: true, message: 'User updated successfully', data: user },
    badResponses: [['no data', { success: true, message: 'User updated successfully' }]],
  },
  getCart: {
    response: [
      {
        _id: OTHER_ID,
        userId: USER_ID,
        proId: PRODUCT_ID,
        title: 'Shake',
        description: 'Thick',
        imageUrl: '/art/1f95b.webp',
        price: 149,
        quantity: 3,
      },
    ],
    badResponses: [
      ['a wrapped list', { success: true, data: [] }],
      [
        'a quantity above 10',
        [
          {
            userId: USER_ID,
            proId: PRODUCT_ID,
            title: 'S',
            description: 'T',
            imageUrl: '',
            price: 1,
            quantity: 11,
          },
        ],
      ],
    ],
  },
  addCart: {
    request: {
      title: 'Shake',
      quantity: 1,
      userId: USER_ID,
      imageUrl: '/art/1f95b.webp',
      description: 'Thick',
      price: 149,
      proId: PRODUCT_ID,
    },
    badRequests: [
      ['quantity 0', { proId: PRODUCT_ID, quantity: 0 }],
      ['quantity 11', { proId: PRODUCT_ID, quantity: 11 }],
      ['quantity 2.5', { proId: PRODUCT_ID, quantity: 2.5 }],
      ['quantity "3"', { proId: PRODUCT_ID, quantity: '3' }],
      ['a malformed product id', { proId: 'abc', quantity: 1 }],
      ['a price as a string', { proId: PRODUCT_ID, quantity: 1, price: '1' }],
    ],
    response: { success: true, message: 'Product added to Cart!' },
    badResponses: [['no message', { success: true }]],
  },
  updateCart: {
    request: { proId: PRODUCT_ID, quantity: 10 },
    badRequests: [
      ['quantity 11', { proId: PRODUCT_ID, quantity: 11 }],
      ['no product', { quantity: 2 }],
    ],
    response: { success: true },
    badResponses: [['nothing', {}]],
  },
  removeCart: {
    request: { userId: USER_ID, proId: PRODUCT_ID },
    badRequests: [['an operator product id', { proId: { $exists: true } }]],
    response: { success: true },
    badResponses: [['success as a string', { success: 'true' }]],
  },
  clearCart: {
    request: { userId: USER_ID },
    badRequests: [['a malformed userId', { userId: 'me' }]],
    response: { success: true },
    badResponses: [['nothing', {}]],
  },
  getFavourites: {
    request: {},
    badRequests: [['an operator userId', { userId: { $ne: null } }]],
    response: { success: true, favourites: [favourite] },
    badResponses: [['no list', { success: true }]],
  },
  setFavourites: {
    request: { userId: USER_ID, favourites: [favourite] },
    badRequests: [
      ['a duplicate product', { favourites: [favourite, favourite] }],
      [
        '101 entries',
        {
          favourites: Array.from({ length: 101 }, (_, i) => ({
            ...favourite,
            proId: i.toString(16).padStart(24, '0'),
          })),
        },
      ],
      ['no list', {}],
    ],
    response: { success: true },
    badResponses: [['nothing', {}]],
  },
  getAddresses: {
    request: { userId: USER_ID },
    badRequests: [['a numeric userId', { userId: 42 }]],
    response: { success: true, data: { address: JSON.stringify([address]) } },
    badResponses: [
      ['the list not encoded', { success: true, data: { address: [address] } }],
      ['an empty string', { success: true, data: { address: '' } }],
    ],
  },
  saveAddresses: {
    request: { userId: USER_ID, addresses: JSON.stringify([address]) },
    badRequests: [
      ['malformed JSON', { addresses: '[{' }],
      ['a list instead of a string', { addresses: [address] }],
      ['an entry with a bad phone', { addresses: JSON.stringify([{ ...address, phone: 'x' }]) }],
    ],
    response: { success: true },
    badResponses: [['nothing', {}]],
  },
  getGoals: {
    response: { success: true, data: goals },
    badResponses: [
      ['targets missing', { success: true, data: { ...goals, targets: undefined } }],
      ['an unknown goal', { success: true, data: { ...goals, goal: 'shred' } }],
    ],
  },
  saveGoals: {
    request: {
      weightKg: 70,
      heightCm: 175,
      age: 25,
      sex: 'male',
      activity: 'moderate',
      goal: 'maintain',
    },
    badRequests: [
      [
        'a weight under 30 kg',
        {
          weightKg: 29.9,
          heightCm: 175,
          age: 25,
          sex: 'male',
          activity: 'moderate',
          goal: 'maintain',
        },
      ],
      [
        'a height over 230 cm',
        {
          weightKg: 70,
          heightCm: 231,
          age: 25,
          sex: 'male',
          activity: 'moderate',
          goal: 'maintain',
        },
      ],
      [
        'an age of 13',
        {
          weightKg: 70,
          heightCm: 175,
          age: 13,
          sex: 'male',
          activity: 'moderate',
          goal: 'maintain',
        },
      ],
      [
        'a fractional age',
        {
          weightKg: 70,
          heightCm: 175,
          age: 25.5,
          sex: 'male',
          activity: 'moderate',
          goal: 'maintain',
        },
      ],
      [
        'an unknown sex',
        {
          weightKg: 70,
          heightCm: 175,
          age: 25,
          sex: 'other',
          activity: 'moderate',
          goal: 'maintain',
        },
      ],
      [
        'an unknown activity',
        {
          weightKg: 70,
          heightCm: 175,
          age: 25,
          sex: 'male',
          activity: 'extreme',
          goal: 'maintain',
        },
      ],
      [
        'an unknown goal',
        { weightKg: 70, heightCm: 175, age: 25, sex: 'male', activity: 'moderate', goal: 'shred' },
      ],
      [
        'a weight as text',
        {
          weightKg: '70',
          heightCm: 175,
          age: 25,
          sex: 'male',
          activity: 'moderate',
          goal: 'maintain',
        },
      ],
    ],
    response: { success: true, data: goals },
    badResponses: [['no data', { success: true }]],
  },
  getOrders: {
    request: { userId: USER_ID },
    badRequests: [['an operator userId', { userId: { $gt: '' } }]],
    response: { success: true, data: [order] },
    badResponses: [
      ['an unknown status', { success: true, data: [{ ...order, status: 'Lost' }] }],
      [
        'paymentAmount spelt the usual way',
        { success: true, data: [{ ...order, paymentAmmount: undefined, paymentAmount: 1 }] },
      ],
    ],
  },
  getOrder: {
    request: { orderId: ORDER_ID },
    badRequests: [
      ['an operator id', { orderId: { $ne: '' } }],
      ['a short id', { orderId: 'abc' }],
    ],
    response: {
      success: true,
      data: { ...order, order: order.order.map((line) => ({ ...line, reviewed: true })) },
    },
    badResponses: [
      ['a non-ISO date', { success: true, data: { ...order, date: '15/01/2026' } }],
      [
        'a reviewed flag that is not a boolean',
        {
          success: true,
          data: { ...order, order: order.order.map((l) => ({ ...l, reviewed: 'yes' })) },
        },
      ],
    ],
  },
  cancelOrder: {
    request: { userId: USER_ID, orderID: ORDER_ID },
    badRequests: [['orderId spelt the usual way', { orderId: ORDER_ID }]],
    response: { success: true, message: 'Order cancelled' },
    badResponses: [['no message', { success: true }]],
  },
  addOrder: {
    request: {
      userId: USER_ID,
      orderId: ORDER_ID,
      userName: 'Asha',
      address: 'Iron Temple, Pune, India',
      phoneNumber: '9876543210',
      paymentMethod: 'pay-on-delivery',
      date: '2026-01-15T10:20:30.000Z',
      paymentAmmount: 379.95,
      order: order.order,
      summary,
      status: 'Processing',
    },
    badRequests: [
      [
        'the online method',
        {
          userName: 'A',
          address: 'Gym',
          phoneNumber: '9876543210',
          paymentMethod: 'credit-card',
          order: [{ productId: PRODUCT_ID, quantity: 1 }],
        },
      ],
      [
        'no lines',
        {
          userName: 'A',
          address: 'Gym',
          phoneNumber: '9876543210',
          paymentMethod: 'pay-on-delivery',
          order: [],
        },
      ],
      [
        'the same product twice',
        {
          userName: 'A',
          address: 'Gym',
          phoneNumber: '9876543210',
          paymentMethod: 'pay-on-delivery',
          order: [
            { productId: PRODUCT_ID, quantity: 1 },
            { productId: PRODUCT_ID, quantity: 2 },
          ],
        },
      ],
    ],
    response: { success: true, orderId: ORDER_ID },
    badResponses: [['an order id of the wrong form', { success: true, orderId: 'ORD-1' }]],
  },
  createPaymentOrder: {
    request: {
      amount: 379.95,
      currency: 'INR',
      receipt: 'rcpt_1',
      notes: { source: 'web' },
      order: [
        { proId: PRODUCT_ID, quantity: 3 },
        { proId: SECOND_PRODUCT_ID, quantity: 1 },
      ],
      code: 'gym15',
      address,
    },
    badRequests: [
      [
        'another currency',
        { amount: 1, currency: 'USD', order: [{ proId: PRODUCT_ID, quantity: 1 }], address },
      ],
      [
        'an amount with 3 decimals',
        { amount: 1.005, currency: 'INR', order: [{ proId: PRODUCT_ID, quantity: 1 }], address },
      ],
      [
        '51 lines',
        {
          amount: 1,
          currency: 'INR',
          order: Array.from({ length: 51 }, (_, i) => ({
            proId: i.toString(16).padStart(24, '0'),
            quantity: 1,
          })),
          address,
        },
      ],
      ['no address', { amount: 1, currency: 'INR', order: [{ proId: PRODUCT_ID, quantity: 1 }] }],
      [
        'a slot on 30 February',
        {
          amount: 1,
          currency: 'INR',
          order: [{ proId: PRODUCT_ID, quantity: 1 }],
          address,
          slot: { date: '2026-02-30', start: '18:00' },
        },
      ],
      [
        'a slot at 25:00',
        {
          amount: 1,
          currency: 'INR',
          order: [{ proId: PRODUCT_ID, quantity: 1 }],
          address,
          slot: { date: '2026-11-28', start: '25:00' },
        },
      ],
      [
        'a notes value that is not a string',
        {
          amount: 1,
          currency: 'INR',
          notes: { a: 1 },
          order: [{ proId: PRODUCT_ID, quantity: 1 }],
          address,
        },
      ],
    ],
    response: {
      id: 'order_Nf0a1b2c3d',
      amount: 37995,
      currency: 'INR',
      provider: 'simulated',
      slot: { date: '2026-11-28', start: '18:00', end: '18:30' },
    },
    badResponses: [
      [
        'an amount in rupees',
        { id: 'order_1', amount: 379.95, currency: 'INR', provider: 'razorpay', slot },
      ],
      [
        'no slot',
        { id: 'order_Nf0a1b2c3d', amount: 37995, currency: 'INR', provider: 'simulated' },
      ],
      ['no id', { amount: 100, currency: 'INR', provider: 'razorpay' }],
    ],
  },
  authorisePayment: {
    request: {
      ...paymentResult,
      order_id: 'order_Nf0a1b2c3d',
      amount: 379.95,
      userId: USER_ID,
      userName: 'Asha',
      address: 'Iron Temple, Pune, India',
      phoneNumber: '9876543210',
      paymentMethod: 'credit-card',
      order: [{ proId: PRODUCT_ID, quantity: 3 }],
      summary,
    },
    badRequests: [
      ['no signature', { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1' }],
      ['an operator signature', { ...paymentResult, razorpay_signature: { $ne: '' } }],
    ],
    response: { success: true, orderId: ORDER_ID },
    badResponses: [['no orderId', { success: true }]],
  },
  addReview: {
    request: {
      productId: PRODUCT_ID,
      review: 'Great taste',
      userName: 'Asha',
      userPhoto: 'avatar-1',
      userId: USER_ID,
    },
    badRequests: [
      ['an empty review', { productId: PRODUCT_ID, review: ' ' }],
      ['a review over 1000 characters', { productId: PRODUCT_ID, review: 'x'.repeat(1001) }],
      ['no product', { review: 'Nice' }],
    ],
    response: { success: true, message: 'Review added' },
    badResponses: [['no message', { success: true }]],
  },
  razorpayWebhook: {
    request: {
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1' } } },
      created_at: 1700000000,
    },
    badRequests: [
      ['no event', { payload: {} }],
      ['a payload that is not an object', { event: 'order.paid', payload: 'x' }],
    ],
    response: { success: true },
    badResponses: [['nothing', {}]],
  },
  simulatePayment: {
    request: { order_id: 'order_Nf0a1b2c3d', outcome: 'success' },
    badRequests: [
      ['an unknown outcome', { order_id: 'order_1', outcome: 'maybe' }],
      ['no order id', { outcome: 'failure' }],
    ],
    response: paymentResult,
    badResponses: [['a partial result', { razorpay_order_id: 'order_1' }]],
  },
  advanceOrder: {
    request: { orderId: ORDER_ID, status: 'Delivered', handoverCode: '4821' },
    badRequests: [
      ['a 3-digit handover code', { orderId: ORDER_ID, status: 'Delivered', handoverCode: '482' }],
      ['a move to Cancelled', { orderId: ORDER_ID, status: 'Cancelled' }],
      ['a move back to Processing', { orderId: ORDER_ID, status: 'Processing' }],
      ['no order', { status: 'Shipped' }],
      ['no target status', { orderId: ORDER_ID }],
    ],
    response: { success: true, data: { ...order, status: 'Shipped' } },
    badResponses: [['no order', { success: true }]],
  },
  reorder: {
    request: { orderId: ORDER_ID },
    badRequests: [['a malformed order id', { orderId: 'nope' }]],
    response: {
      success: true,
      data: { added: 2, skipped: ['Retired Shake'], atLimit: ['Peanut Power Shake'] },
    },
    badResponses: [
      ['skipped as a count', { success: true, data: { added: 2, skipped: 1, atLimit: [] } }],
      ['no atLimit', { success: true, data: { added: 2, skipped: [] } }],
    ],
  },
  healthz: {
    response: { status: 'ok' },
    badResponses: [['another status', { status: 'down' }]],
  },
  readyz: {
    response: { status: 'ok' },
    badResponses: [['nothing', {}]],
  },
  getClientConfig: {
    response: {
      success: true,
      data: {
        googleClientId: null,
        paymentsProvider: 'simulated',
        payOnDelivery: false,
        legal: LEGAL,
      },
    },
    badResponses: [
      [
        'pay on delivery as a string',
        {
          success: true,
          data: {
            googleClientId: null,
            paymentsProvider: 'simulated',
            payOnDelivery: 'true',
            legal: LEGAL,
          },
        },
      ],
      [
        'an empty client id',
        {
          success: true,
          data: { googleClientId: '', paymentsProvider: 'simulated', legal: LEGAL },
        },
      ],
      [
        'an unknown provider',
        { success: true, data: { googleClientId: null, paymentsProvider: 'paypal', legal: LEGAL } },
      ],
      [
        'a GSTIN whose check character is wrong',
        {
          success: true,
          data: {
            googleClientId: null,
            paymentsProvider: 'simulated',
            legal: { ...LEGAL, gstin: '27AAPFU0939F1ZW' },
          },
        },
      ],
    ],
  },
  getInvoice: {
    request: { orderId: ORDER_ID },
    badRequests: [
      ['a short order id', { orderId: 'abc' }],
      ['no order id', {}],
    ],
    response: { success: true, data: invoice },
    badResponses: [
      [
        'a number longer than 16 characters',
        { success: true, data: { ...invoice, invoiceNumber: 'GF/2026-27/0000123' } },
      ],
      [
        'money with 3 decimals',
        { success: true, data: { ...invoice, totals: { ...invoice.totals, cgst: 9.645 } } },
      ],
      ['reverse charge', { success: true, data: { ...invoice, reverseCharge: true } }],
      ['no lines', { success: true, data: { ...invoice, lines: [] } }],
      ['no credit note field', { success: true, data: { ...invoice, creditNote: undefined } }],
      [
        'a credit note numbered as an invoice',
        {
          success: true,
          data: {
            ...invoice,
            creditNote: { number: 'GF/26-27/000007', date: invoice.date, amount: 405 },
          },
        },
      ],
    ],
  },
  getInvoicePdf: {
    request: { orderId: ORDER_ID },
    badRequests: [['a short order id', { orderId: 'abc' }]],
    response: '%PDF-1.3',
    badResponses: [['a JSON envelope', { success: true, data: invoice }]],
  },
  getCreditNotePdf: {
    request: { orderId: ORDER_ID },
    badRequests: [['a short order id', { orderId: 'abc' }]],
    response: '%PDF-1.3',
    badResponses: [['a JSON envelope', { success: true, data: invoice }]],
  },
  getDeliverySettings: {
    response: { success: true, data: { gyms: [{ ...gym, version: 2 }], defaultCapacity: 20 } },
    badResponses: [
      ['a default of 0', { success: true, data: { gyms: [gym], defaultCapacity: 0 } }],
      [
        'a negative version',
        { success: true, data: { gyms: [{ ...gym, version: -1 }], defaultCapacity: 20 } },
      ],
    ],
  },
  getAdminSlots: {
    request: { gym: 'Iron Temple', date: '2026-11-28' },
    badRequests: [['no date', { gym: 'Iron Temple' }]],
    response: { success: true, data: [adminSlot] },
    badResponses: [
      ['no booked count', { success: true, data: [{ ...adminSlot, booked: undefined }] }],
    ],
  },
  setGymHours: {
    request: { gym: 'Iron Temple', opensAt: '07:00', closesAt: '21:30', version: 2 },
    badRequests: [
      [
        'a time off the half hour',
        { gym: 'Iron Temple', opensAt: '07:15', closesAt: '21:00', version: 2 },
      ],
      [
        'a closing before the opening',
        { gym: 'Iron Temple', opensAt: '21:00', closesAt: '07:00', version: 2 },
      ],
      ['no gym', { opensAt: '07:00', closesAt: '21:00', version: 2 }],
      [
        'a fractional version',
        { gym: 'Iron Temple', opensAt: '07:00', closesAt: '21:30', version: 0.5 },
      ],
    ],
    response: { success: true, data: { ...gym, version: 3 } },
    badResponses: [['no hours', { success: true, data: { ...gym, opensAt: undefined } }]],
  },
  setDefaultCapacity: {
    request: { capacity: 25 },
    badRequests: [
      ['a capacity of 0', { capacity: 0 }],
      ['a fractional capacity', { capacity: 2.5 }],
    ],
    response: { success: true, data: { capacity: 25 } },
    badResponses: [['no capacity', { success: true, data: {} }]],
  },
  setSlotCapacity: {
    request: { gym: 'Iron Temple', date: '2026-11-28', start: '18:00', capacity: 0 },
    badRequests: [
      [
        'a negative capacity',
        { gym: 'Iron Temple', date: '2026-11-28', start: '18:00', capacity: -1 },
      ],
      ['no start', { gym: 'Iron Temple', date: '2026-11-28', capacity: 5 }],
    ],
    response: { success: true, data: adminSlot },
    badResponses: [
      ['a negative remaining', { success: true, data: { ...adminSlot, remaining: -1 } }],
    ],
  },
  listVouchers: {
    response: { success: true, data: [adminVoucher] },
    badResponses: [['no uses', { success: true, data: [{ ...adminVoucher, uses: undefined }] }]],
  },
  createVoucher: {
    request: voucherRequest,
    badRequests: voucherBadRequests,
    response: { success: true, data: adminVoucher },
    badResponses: [['no code', { success: true, data: { ...adminVoucher, code: undefined } }]],
  },
  updateVoucher: {
    request: { ...voucherRequest, version: 2 },
    badRequests: [
      ...voucherBadRequests.map(([name, body]): Labelled => [name, { ...body, version: 2 }]),
      ['a fractional version', { ...voucherRequest, version: 1.5 }],
    ],
    response: { success: true, data: { ...adminVoucher, version: 3 } },
    badResponses: [
      ['no switch', { success: true, data: { ...adminVoucher, isActive: undefined } }],
      ['a negative version', { success: true, data: { ...adminVoucher, version: -1 } }],
    ],
  },
  deactivateVoucher: {
    request: { code: 'MIN499' },
    badRequests: [['an empty code', { code: ' ' }]],
    response: { success: true, data: { ...adminVoucher, isActive: false } },
    badResponses: [
      ['no rules text', { success: true, data: { ...adminVoucher, rules: undefined } }],
    ],
  },
  listAdminRefunds: {
    response: {
      success: true,
      data: [
        {
          orderId: ORDER_ID,
          userName: 'Asha Kapoor',
          amount: 378,
          status: 'failed',
          attempts: 1,
          lastError: 'Razorpay answered 400: The payment has been fully refunded already',
          withProvider: false,
          retryable: true,
          createdAt: '2026-11-25T12:00:00.000Z',
          updatedAt: '2026-11-25T12:00:05.000Z',
        },
      ],
    },
    badResponses: [['an amount in paise as text', { success: true, data: [{ amount: '37800' }] }]],
  },
  retryRefund: {
    request: { orderId: ORDER_ID },
    badRequests: [
      ['no order', {}],
      ['a malformed order id', { orderId: 'nope' }],
    ],
    response: {
      success: true,
      data: {
        orderId: ORDER_ID,
        userName: 'Asha Kapoor',
        amount: 378,
        status: 'pending',
        attempts: 2,
        withProvider: true,
        retryable: false,
        createdAt: '2026-11-25T12:00:00.000Z',
        updatedAt: '2026-11-25T12:10:00.000Z',
      },
    },
    badResponses: [['an unknown status', { success: true, data: { status: 'lost' } }]],
  },
  listAdminMessages: {
    request: { show: 'unhandled', before: `1764072000000-${OTHER_ID}` },
    badRequests: [
      ['an unknown filter', { show: 'old' }],
      ['a made-up cursor', { before: 'page-2' }],
    ],
    response: {
      success: true,
      data: [
        {
          _id: OTHER_ID,
          email: 'riya@example.in',
          message: 'Do you deliver to Powai?',
          handled: false,
          createdAt: '2026-11-25T12:00:00.000Z',
        },
      ],
      nextCursor: `1764072000000-${OTHER_ID}`,
    },
    badResponses: [
      ['no handled flag', { success: true, data: [{ _id: OTHER_ID }], nextCursor: null }],
      ['no cursor', { success: true, data: [] }],
    ],
  },
  markMessage: {
    request: { handled: true },
    badRequests: [
      ['no flag', {}],
      ['the flag as text', { handled: 'yes' }],
    ],
    response: {
      success: true,
      data: {
        _id: OTHER_ID,
        email: 'riya@example.in',
        message: 'Do you deliver to Powai?',
        handled: true,
        createdAt: '2026-11-25T12:00:00.000Z',
      },
    },
    badResponses: [['no message', { success: true }]],
  },
  listAdminReviews: {
    response: {
      success: true,
      data: [
        {
          ...review,
          createdAt: '2026-11-25T12:00:00.000Z',
          hidden: { reason: 'Abusive', by: 'staff@gymfuel.in', at: '2026-11-25T13:00:00.000Z' },
        },
      ],
    },
    badResponses: [
      [
        'a hidden review without a reason',
        {
          success: true,
          data: [
            {
              ...review,
              createdAt: '2026-11-25T12:00:00.000Z',
              hidden: { by: 'a', at: '2026-11-25T13:00:00.000Z' },
            },
          ],
        },
      ],
    ],
  },
  hideReview: {
    request: { reason: 'Names a member of staff' },
    badRequests: [
      ['no reason', {}],
      ['a blank reason', { reason: '   ' }],
      ['a reason over 200 characters', { reason: 'x'.repeat(201) }],
    ],
    response: {
      success: true,
      data: {
        ...review,
        createdAt: '2026-11-25T12:00:00.000Z',
        hidden: {
          reason: 'Names a member of staff',
          by: 'staff@gymfuel.in',
          at: '2026-11-25T13:00:00.000Z',
        },
      },
    },
    badResponses: [['no review', { success: true }]],
  },
  showReview: {
    request: {},
    badRequests: [['a list for a body', []]],
    response: { success: true, data: { ...review, createdAt: '2026-11-25T12:00:00.000Z' } },
    badResponses: [['no date', { success: true, data: review }]],
  },
  listStaff: {
    response: {
      success: true,
      data: [
        {
          _id: USER_ID,
          email: 'owner@gymfuel.in',
          userName: 'Asha Kapoor',
          role: 'owner',
          emailVerified: true,
        },
      ],
    },
    badResponses: [
      [
        'an unknown role',
        {
          success: true,
          data: [
            { _id: USER_ID, email: 'a@b.in', userName: 'A', role: 'chef', emailVerified: true },
          ],
        },
      ],
    ],
  },
  setStaffRole: {
    request: { email: 'ravi@example.in', role: 'staff' },
    badRequests: [
      ['an unknown role', { email: 'ravi@example.in', role: 'chef' }],
      ['no e-mail', { role: 'staff' }],
      ['a malformed e-mail', { email: 'ravi', role: 'staff' }],
    ],
    response: {
      success: true,
      data: {
        _id: USER_ID,
        email: 'ravi@example.in',
        userName: 'Ravi Shah',
        role: 'staff',
        emailVerified: true,
      },
    },
    badResponses: [['no account', { success: true }]],
  },
  listActivity: {
    request: { actor: 'owner@gymfuel.in', kind: 'staff.role', before: `1764072000000-${USER_ID}` },
    badRequests: [
      ['an unknown kind', { kind: 'order.eaten' }],
      ['a made-up cursor', { before: 'page-2' }],
    ],
    response: {
      success: true,
      data: [
        {
          _id: OTHER_ID,
          at: '2026-11-25T12:00:00.000Z',
          actor: { userId: USER_ID, email: 'owner@gymfuel.in', role: 'owner' },
          kind: 'staff.role',
          subject: 'ravi@example.in',
          before: { role: 'customer' },
          after: { role: 'staff' },
        },
      ],
      nextCursor: null,
    },
    badResponses: [['no cursor', { success: true, data: [] }]],
  },
  listBoardOrders: {
    request: { date: '2026-11-28', gym: 'Iron Temple', slot: '18:00' },
    badRequests: [
      ['a date in another format', { date: '28/11/2026' }],
      ['a slot that is no time', { slot: '7pm' }],
      ['an empty gym', { gym: ' ' }],
    ],
    response: { success: true, data: [boardCard] },
    badResponses: [
      ['no shopper', { success: true, data: [{ ...boardCard, shopper: undefined }] }],
      [
        'a cancel by someone else',
        { success: true, data: [{ ...boardCard, cancellation: { by: 'robot' } }] },
      ],
    ],
  },
  staffCancelOrder: {
    request: { orderId: ORDER_ID, reason: 'Gym closed today' },
    badRequests: [
      ['no reason', { orderId: ORDER_ID }],
      ['a blank reason', { orderId: ORDER_ID, reason: '   ' }],
      ['a reason over 200 characters', { orderId: ORDER_ID, reason: 'x'.repeat(201) }],
      ['no order', { reason: 'Gym closed today' }],
    ],
    response: {
      success: true,
      data: {
        ...boardCard,
        status: 'Cancelled',
        cancellation: { by: 'staff', reason: 'Gym closed today' },
      },
    },
    badResponses: [['no card', { success: true }]],
  },
  getPrepList: {
    request: { date: '2026-11-28', slot: '18:00' },
    badRequests: [
      ['a date in another format', { date: '2026/11/28' }],
      ['a slot that is no time', { slot: '25:00' }],
    ],
    response: {
      success: true,
      data: {
        date: '2026-11-28',
        slot: '18:00',
        products: [{ productId: PRODUCT_ID, title: 'Shake', quantity: 3 }],
        gyms: [
          {
            gym: 'Iron Temple',
            orders: [
              {
                orderId: ORDER_ID,
                shopperName: 'Asha',
                slot: { date: '2026-11-28', start: '18:00', end: '18:30' },
                lines: [{ title: 'Shake', quantity: 3 }],
              },
            ],
          },
        ],
      },
    },
    badResponses: [
      [
        'a product with nothing to cook',
        {
          success: true,
          data: {
            date: '2026-11-28',
            products: [{ productId: PRODUCT_ID, title: 'Shake', quantity: 0 }],
            gyms: [],
          },
        },
      ],
    ],
  },
  createProduct: {
    request: productDraft,
    badRequests: productDraftMistakes,
    response: { success: true, data: product },
    badResponses: [['a bare product', product]],
  },
  updateProduct: {
    request: { ...productDraft, version: 3 },
    badRequests: [
      ...productDraftMistakes.map(([name, draft]): Labelled => [
        name,
        { ...(draft as object), version: 3 },
      ]),
      ['a version in words', { ...productDraft, version: 'three' }],
      ['a negative version', { ...productDraft, version: -1 }],
    ],
    response: { success: true, data: { ...product, price: 159, version: 4 } },
    badResponses: [
      ['no availability', { success: true, data: { ...product, available: undefined } }],
      // (A product with no version reads as version 0: catalogues cached before versions.)
      ['a negative version', { success: true, data: { ...product, version: -1 } }],
    ],
  },
  setProductAvailability: {
    request: { available: false },
    badRequests: [
      ['availability as a word', { available: 'no' }],
      ['no availability', {}],
    ],
    response: { success: true, data: { ...product, available: false } },
    badResponses: [['no product', { success: true }]],
  },
} as const satisfies Record<EndpointName, Examples>;
