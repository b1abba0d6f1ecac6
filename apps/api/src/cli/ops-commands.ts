import {
  advanceTargetSchema,
  clockTimeSchema,
  emailSchema,
  isoDateSchema,
  MAX_SLOT_CAPACITY,
  orderIdSchema,
  roleSchema,
} from '@gymfuel/contracts';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import type { DeliveryService } from '../modules/delivery/delivery.service.js';
import type { GymService } from '../modules/gyms/gyms.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';
import type { UserService } from '../modules/users/users.service.js';

export const OPS_USAGE = [
  'Usage: pnpm --filter @gymfuel/api ops orders:advance <orderId> [status]',
  '       pnpm --filter @gymfuel/api ops users:grant <email> <staff|owner|customer>',
  '       pnpm --filter @gymfuel/api ops slots:capacity <gym> <YYYY-MM-DD> <HH:MM> <seats>',
  '',
  '  orders:advance moves an order forward along Processing → Shipped → In Transit → Delivered.',
  '  Without [status] it moves one step; with a later status (Shipped, "In Transit", Delivered)',
  '  it steps through every status up to that one, e-mailing the customer on Shipped and In Transit.',
  '  users:grant gives an account a role (customer takes it away); the e-mail must be verified.',
  '  slots:capacity sets how many orders one delivery slot takes (India time), in place of',
  '  SLOT_CAPACITY; orders already in the slot keep their seats.',
  '  Reads MONGODB_URI (or, without it, the embedded engine under DATA_DIR).',
].join('\n');

export interface OpsOutput {
  out(line: string): void;
  err(line: string): void;
}

export interface OpsServices {
  orders: Pick<OrderService, 'advance' | 'advanceUntil'>;
  users: Pick<UserService, 'grantRole'>;
  gyms: Pick<GymService, 'requireGym'>;
  delivery: Pick<DeliveryService, 'setCapacity'>;
}

const seatsSchema = z
  .string()
  .regex(/^\d+$/)
  .transform(Number)
  .pipe(z.number().max(MAX_SLOT_CAPACITY));

/** A refusal the operator can act on: exit code 1, the message on stderr. */
class Refused extends Error {}
/** Arguments that do not make a command: exit code 2, the message and the usage on stderr. */
class BadUsage extends Error {}

type Command = (args: readonly string[], services: OpsServices) => Promise<string[]>;

async function refusalsOf<T>(subject: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError) throw new Refused(`${subject}: ${error.message}`);
    throw error;
  }
}

const commands: Record<string, Command> = {
  async 'orders:advance'(args, { orders }) {
    const [rawOrderId, rawTarget, ...extra] = args;
    if (rawOrderId === undefined || extra.length > 0) throw new BadUsage('');
    const orderId = orderIdSchema.safeParse(rawOrderId);
    if (!orderId.success) throw new BadUsage(`Not an order id: ${rawOrderId}`);
    const target = rawTarget === undefined ? undefined : advanceTargetSchema.safeParse(rawTarget);
    if (target !== undefined && !target.success) {
      throw new BadUsage(`Not a status to advance to: ${rawTarget}`);
    }
    const subject = `Order ${orderId.data}`;
    const reached = await refusalsOf(
      subject,
      target === undefined
        ? orders.advance(orderId.data, undefined, 'trusted').then((order) => [order.status])
        : orders.advanceUntil(orderId.data, target.data),
    );
    return reached.map((status) => `${subject}: ${status}`);
  },

  async 'users:grant'(args, { users }) {
    const [rawEmail, rawRole, ...extra] = args;
    if (rawEmail === undefined || rawRole === undefined || extra.length > 0) {
      throw new BadUsage('');
    }
    const email = emailSchema.safeParse(rawEmail);
    if (!email.success) throw new BadUsage(`Not an e-mail address: ${rawEmail}`);
    const role = roleSchema.safeParse(rawRole);
    if (!role.success) throw new BadUsage(`Not a role: ${rawRole}`);
    const user = await refusalsOf(email.data, users.grantRole(email.data, role.data));
    return [`${user.email}: ${user.role ?? 'customer'}`];
  },

  async 'slots:capacity'(args, { gyms, delivery }) {
    const [gymName, rawDate, rawStart, rawSeats, ...extra] = args;
    if (gymName === undefined || rawSeats === undefined || extra.length > 0) {
      throw new BadUsage('');
    }
    const date = isoDateSchema.safeParse(rawDate);
    if (!date.success) throw new BadUsage(`Not a date like 2026-11-28: ${rawDate}`);
    const start = clockTimeSchema.safeParse(rawStart);
    if (!start.success) throw new BadUsage(`Not a time like 18:00: ${rawStart}`);
    const seats = seatsSchema.safeParse(rawSeats);
    if (!seats.success) {
      throw new BadUsage(`Not a number of seats from 0 to ${MAX_SLOT_CAPACITY}: ${rawSeats}`);
    }
    const slot = { date: date.data, start: start.data };
    const gym = await refusalsOf(gymName, gyms.requireGym(gymName));
    await refusalsOf(gym.name, delivery.setCapacity(gym, slot, seats.data));
    return [`${gym.name} ${slot.date} ${slot.start}: ${seats.data} seats`];
  },
};

/** Exit codes: 0 done, 1 refused (unknown order or account, not allowed), 2 bad usage. */
export async function runOpsCommand(
  args: readonly string[],
  services: OpsServices,
  output: OpsOutput,
): Promise<number> {
  const [name, ...rest] = args;
  const command = name === undefined ? undefined : commands[name];
  try {
    if (command === undefined) throw new BadUsage('');
    for (const line of await command(rest, services)) output.out(line);
    return 0;
  } catch (error) {
    if (error instanceof Refused) {
      output.err(error.message);
      return 1;
    }
    if (error instanceof BadUsage) {
      if (error.message !== '') output.err(error.message);
      output.err(OPS_USAGE);
      return 2;
    }
    throw error;
  }
}
