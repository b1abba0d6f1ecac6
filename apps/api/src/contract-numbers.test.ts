import { endpointList, type EndpointName } from '@gymfuel/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUpVerifiedUser, type SignedInUser } from './test/accounts.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Every numeric field of every request schema, fed absurd values through the real app: each must
 * be refused with a 4xx naming the field, never a 5xx. The fields are found by walking the
 * contracts, so a numeric field added later is fuzzed without anyone listing it here.
 */

type Path = (string | number)[];
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

interface NumericField {
  path: Path;
  integer: boolean;
  /** null is a value the field takes (a voucher's 'no limit per shopper'), not an absurd one. */
  nullable: boolean;
}

function numericFields(schema: JsonSchema, path: Path = [], nullable = false): NumericField[] {
  const types = [schema.type ?? []].flat();
  const here =
    types.includes('integer') || types.includes('number')
      ? [{ path, integer: !types.includes('number'), nullable: nullable || types.includes('null') }]
      : [];
  const options = [schema.anyOf, schema.oneOf, schema.allOf].flatMap((list) => list ?? []);
  const takesNull = options.some((option) => option.type === 'null');
  const nested = [
    ...options.flatMap((option) => numericFields(option, path, takesNull)),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
      numericFields(value, [...path, key]),
    ),
    ...(schema.items === undefined ? [] : numericFields(schema.items, [...path, 0])),
  ];
  return [...here, ...nested];
}

const OBJECT_ID = '65a1b2c3d4e5f60718293a4b';
const ADDRESS = {
  your_name: 'Asha',
  your_email: 'asha@example.in',
  gym_name: 'Iron Temple',
  city: 'Pune',
  country: 'India',
  phone: '9876543210',
};
const SUMMARY = {
  originalPrice: 447,
  storePickup: 0,
  discountedAmmount: 0,
  tax: 0,
  finalTotal: 447,
};

const VOUCHER = {
  code: 'FUZZ10',
  discountPercentage: 10,
  minOrderValue: 100,
  maxDiscount: 50,
  usageLimit: 5,
  perCustomerLimit: 1,
};

/** The 'Menu' form's product: 4 × 25 + 4 × 40 + 9 × 8 = 332 kcal from the macros, 340 stated. */
const PRODUCT_DRAFT = {
  title: 'Mango Whey Lassi',
  description: 'Mango, curd and whey.',
  category: 'Shakes',
  price: 249,
  art: '1f96d',
  nutrition: {
    servingSize: '350 ml',
    kcal: 340,
    protein: 25,
    carbs: 40,
    fat: 8,
    fibre: 2,
    sugar: 30,
    sodium: 120,
  },
  diet: 'veg',
  allergens: ['milk'],
  ingredients: 'Curd (milk), mango, whey protein (milk)',
};

/** A well-formed body for each endpoint that has numbers; only the fuzzed field is then wrong. */
const VALID_BODIES: Partial<Record<EndpointName, object>> = {
  addCart: { proId: OBJECT_ID, quantity: 1, price: 149 },
  updateCart: { proId: OBJECT_ID, quantity: 2 },
  saveGoals: {
    weightKg: 70,
    heightCm: 175,
    age: 25,
    sex: 'male',
    activity: 'moderate',
    goal: 'maintain',
  },
  addOrder: {
    userName: 'Asha',
    address: 'Iron Temple, Pune, India',
    phoneNumber: '9876543210',
    order: [{ productId: OBJECT_ID, productName: 'Shake', productPrice: 149, quantity: 1 }],
    paymentAmmount: 447,
    paymentMethod: 'pay-on-delivery',
    summary: SUMMARY,
  },
  createPaymentOrder: {
    amount: 447,
    currency: 'INR',
    order: [{ proId: OBJECT_ID, quantity: 3 }],
    address: ADDRESS,
  },
  authorisePayment: {
    amount: 447,
    razorpay_order_id: 'order_9A33XWu170gUtm',
    razorpay_payment_id: 'pay_29QQoUBi66xm2f',
    razorpay_signature: 'a'.repeat(64),
  },
  setDefaultCapacity: { capacity: 5 },
  setSlotCapacity: { gym: 'Iron Temple', date: '2026-11-28', start: '18:00', capacity: 5 },
  setGymHours: { gym: 'Iron Temple', opensAt: '07:00', closesAt: '21:00', version: 0 },
  createVoucher: VOUCHER,
  updateVoucher: { ...VOUCHER, version: 0 },
  createProduct: PRODUCT_DRAFT,
  updateProduct: { ...PRODUCT_DRAFT, version: 0 },
};

/** JSON cannot spell these as numbers, so they arrive as text; `raw` is written into the JSON as is. */
const ABSURD: {
  label: string;
  value?: unknown;
  raw?: string;
  integerOnly?: boolean;
  unlessNullable?: boolean;
}[] = [
  { label: '1e300', value: 1e300 },
  { label: '-1', value: -1 },
  { label: '-1e300', value: -1e300 },
  { label: "'NaN'", value: 'NaN' },
  { label: "'Infinity'", value: 'Infinity' },
  { label: "'1e999'", value: '1e999' },
  { label: 'a bare 1e999 (parses to Infinity)', raw: '1e999' },
  { label: 'a bare -1e999', raw: '-1e999' },
  { label: "''", value: '' },
  { label: 'null', value: null, unlessNullable: true },
  { label: "'12abc'", value: '12abc' },
  { label: '2^53 + 2', value: Number.MAX_SAFE_INTEGER + 2 },
  { label: '1.5', value: 1.5, integerOnly: true },
];

const RAW_MARK = '__raw_number__';

function withValueAt(body: object, path: Path, value: unknown): object {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

let t: TestApp;
/** An owner: the staff guard and the owner-only console endpoints let them through. */
let operator: SignedInUser;

beforeAll(async () => {
  const unlimited = '100000';
  t = await createTestApp({
    env: {
      PAY_ON_DELIVERY: 'true',
      AUTH_RATE_LIMIT_PER_IP: unlimited,
      AUTH_RATE_LIMIT_PER_EMAIL: unlimited,
      VOUCHER_RATE_LIMIT_PER_IP: unlimited,
      PAYMENT_ORDER_RATE_LIMIT_PER_USER: unlimited,
      ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR: unlimited,
    },
  });
  operator = await signUpVerifiedUser(t.app, t.db.models, 'owner');
});
afterAll(() => t.close());

const fields = endpointList.flatMap((endpoint) =>
  (['body', 'query'] as const).flatMap((part) => {
    const schema = endpoint[part];
    if (schema === undefined) return [];
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    return numericFields(json).map((field) => ({ endpoint, part, ...field }));
  }),
);

describe('absurd numbers in every numeric field of the contracts', () => {
  it('finds the numeric fields (a walker that found nothing would test nothing)', () => {
    expect(fields.map(({ endpoint, path }) => `${endpoint.name}:${path.join('.')}`)).toEqual([
      'addCart:quantity',
      'addCart:price',
      'updateCart:quantity',
      'saveGoals:weightKg',
      'saveGoals:heightCm',
      'saveGoals:age',
      'addOrder:order.0.quantity',
      'addOrder:order.0.productPrice',
      'addOrder:paymentAmmount',
      'addOrder:summary.originalPrice',
      'addOrder:summary.storePickup',
      'addOrder:summary.discountedAmmount',
      'addOrder:summary.tax',
      'addOrder:summary.finalTotal',
      'createPaymentOrder:amount',
      'createPaymentOrder:order.0.quantity',
      'authorisePayment:amount',
      'setGymHours:version',
      'setDefaultCapacity:capacity',
      'setSlotCapacity:capacity',
      'createVoucher:discountPercentage',
      'createVoucher:minOrderValue',
      'createVoucher:maxDiscount',
      'createVoucher:usageLimit',
      'createVoucher:perCustomerLimit',
      'updateVoucher:discountPercentage',
      'updateVoucher:minOrderValue',
      'updateVoucher:maxDiscount',
      'updateVoucher:usageLimit',
      'updateVoucher:perCustomerLimit',
      'updateVoucher:version',
      ...['createProduct', 'updateProduct'].flatMap((name) => [
        `${name}:price`,
        `${name}:nutrition.kcal`,
        `${name}:nutrition.protein`,
        `${name}:nutrition.carbs`,
        `${name}:nutrition.fat`,
        `${name}:nutrition.fibre`,
        `${name}:nutrition.sugar`,
        `${name}:nutrition.sodium`,
      ]),
      'updateProduct:version',
    ]);
  });

  it.each(
    fields.map((field) => [`${field.endpoint.name} ${field.path.join('.')}`, field] as const),
  )(
    'refuses each absurd value of %s with 400 naming the field',
    async (_name, { endpoint, part, path, integer, nullable }) => {
      expect(part).toBe('body');
      const valid = VALID_BODIES[endpoint.name];
      if (valid === undefined) throw new Error(`Add a valid ${endpoint.name} body to VALID_BODIES`);
      const fieldPath = path.join('.');
      for (const absurd of ABSURD) {
        if (absurd.integerOnly === true && !integer) continue;
        if (absurd.unlessNullable === true && nullable) continue;
        const json = JSON.stringify(
          withValueAt(valid, path, absurd.raw === undefined ? absurd.value : RAW_MARK),
        ).replace(`"${RAW_MARK}"`, absurd.raw ?? '');
        const agent = request(t.app);
        const response = await (endpoint.method === 'PUT' ? agent.put : agent.post)
          .call(agent, endpoint.path.replace(/:\w+/g, OBJECT_ID))
          .set('Cookie', operator.cookie)
          .set('Content-Type', 'application/json')
          .send(json);
        const context = `${endpoint.name}.${fieldPath} = ${absurd.label}: ${JSON.stringify(response.body)}`;
        expect(response.status, context).toBe(400);
        const details = (response.body as { details?: { path: string }[] }).details ?? [];
        expect(
          details.map((detail) => detail.path),
          context,
        ).toContain(fieldPath);
      }
    },
  );
});
