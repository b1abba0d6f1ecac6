import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { toAppError } from './error-handler.js';

describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = AppError.conflict('Taken');
    expect(toAppError(error)).toBe(error);
  });

  it('turns a zod failure into a 400 with details', () => {
    const failure = z.object({ n: z.number() }).safeParse({ n: 'x' });
    const error = toAppError(failure.error);
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(error?.details).toEqual([expect.objectContaining({ path: 'n' })]);
  });

  it('turns a duplicate key into a 409', () => {
    const duplicate = Object.assign(new Error('E11000 duplicate key'), { code: 11000 });
    expect(toAppError(duplicate)).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('turns a mongoose cast error into a 400', () => {
    const cast = new mongoose.Error.CastError('ObjectId', 'nope', '_id');
    expect(toAppError(cast)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  const { mongo } = mongoose;
  it.each([
    ['a network failure', new mongo.MongoNetworkError('connect ECONNREFUSED 127.0.0.1:27017')],
    ['a network timeout', new mongo.MongoNetworkTimeoutError('connection timed out')],
    ['a client not connected', new mongo.MongoNotConnectedError('Client must be connected')],
    ['a closed topology', new mongo.MongoTopologyClosedError()],
    [
      "mongoose's buffer timing out",
      new mongoose.Error('Operation `gyms.find()` buffering timed out after 1500ms'),
    ],
  ])("turns %s into a 503 'Service temporarily unavailable'", (_case, error) => {
    expect(toAppError(error)).toMatchObject({
      status: 503,
      code: 'NOT_CONFIGURED',
      message: 'Service temporarily unavailable',
    });
  });

  it('leaves other mongoose errors alone', () => {
    expect(toAppError(new mongoose.Error('Something else went wrong'))).toBeNull();
  });

  it('maps body-parser failures by type', () => {
    expect(toAppError({ type: 'entity.parse.failed', status: 400 })).toMatchObject({ status: 400 });
    expect(toAppError({ type: 'entity.too.large', status: 413 })).toMatchObject({ status: 413 });
    expect(toAppError({ type: 'request.aborted', status: 400 })).toMatchObject({ status: 400 });
  });

  it('leaves anything else to be a logged 500', () => {
    expect(toAppError(new TypeError('bug'))).toBeNull();
    expect(toAppError('a string')).toBeNull();
  });
});
