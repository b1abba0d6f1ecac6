import { productArtUrl } from '@gymfuel/contracts';

export interface DemoInvoiceProduct {
  id: number;
  title: string;
  imageUrl: string;
  description: string;
  price: number;
}

export interface DemoInvoice {
  product: DemoInvoiceProduct;
  invoiceNumber: string;
  taxFee: number;
  amountPaid: number;
  cardLast4: string;
  datePaid: Date;
}

/** docs/product.md#invoice-demo: the hard-coded demo products behind /reciept/1 … /reciept/9. */
export const DEMO_INVOICE_PRODUCTS: readonly DemoInvoiceProduct[] = [
  {
    id: 1,
    title: 'Chocolate',
    price: 150,
    imageUrl: productArtUrl('1f36b'),
    description: 'Rich chocolate protein shake.',
  },
  {
    id: 2,
    title: 'Vanilla',
    price: 120,
    imageUrl: productArtUrl('1f95b'),
    description: 'Smooth vanilla protein shake.',
  },
  {
    id: 3,
    title: 'Strawberry',
    price: 200,
    imageUrl: productArtUrl('1f353'),
    description: 'Fresh strawberry protein shake.',
  },
  {
    id: 4,
    title: 'Banana',
    price: 170,
    imageUrl: productArtUrl('1f34c'),
    description: 'Ripe banana protein shake.',
  },
  {
    id: 5,
    title: 'Caramel',
    price: 250,
    imageUrl: productArtUrl('1f36f'),
    description: 'Salted caramel protein shake.',
  },
  {
    id: 6,
    title: 'Oreo',
    price: 180,
    imageUrl: productArtUrl('1f9cb'),
    description: 'Cookies and cream protein shake.',
  },
  {
    id: 7,
    title: 'Peanut Butter',
    price: 300,
    imageUrl: productArtUrl('1f95c'),
    description: 'Creamy peanut butter protein shake.',
  },
  {
    id: 8,
    title: 'Mint Chocolate Chip',
    price: 280,
    imageUrl: productArtUrl('1f368'),
    description: 'Cool mint shake with chocolate chips.',
  },
  {
    id: 9,
    title: 'Coffee',
    price: 400,
    imageUrl: productArtUrl('2615'),
    description: 'Cold brew coffee protein shake.',
  },
];

/** The demo invoice shows one fixed number whatever the product. */
export const DEMO_INVOICE_NUMBER = 'GF-2025-0042';
export const DEMO_CARD_LAST4 = '4242';
/** docs/product.md#invoice-demo: the tax fee is a random whole number from 10 to 50. */
export const TAX_FEE_MIN = 10;
export const TAX_FEE_MAX = 50;

/** Ids are exactly '1' … '9': '01', '1.0' or ' 1' are not demo products. */
export function findDemoInvoiceProduct(id: string | undefined): DemoInvoiceProduct | undefined {
  if (!id || !/^[1-9]$/.test(id)) return undefined;
  return DEMO_INVOICE_PRODUCTS.find((product) => product.id === Number(id));
}

export function randomTaxFee(random: () => number = Math.random): number {
  return TAX_FEE_MIN + Math.floor(random() * (TAX_FEE_MAX - TAX_FEE_MIN + 1));
}

export function buildDemoInvoice(
  product: DemoInvoiceProduct,
  taxFee: number,
  datePaid: Date,
): DemoInvoice {
  return {
    product,
    invoiceNumber: DEMO_INVOICE_NUMBER,
    taxFee,
    amountPaid: product.price + taxFee,
    cardLast4: DEMO_CARD_LAST4,
    datePaid,
  };
}
