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

  it('turns a mongoose cast or validation error into a 400 that names no model or path', () => {
    const cast = new mongoose.Error.CastError('ObjectId', 'nope', '_id');
    const invalid = new mongoose.Error.ValidationError();
    invalid.addError('title', new mongoose.Error.ValidatorError({ path: 'title' }));
    for (const error of [cast, invalid]) {
      expect(toAppError(error)).toMatchObject({
        status: 400,
        code: 'BAD_REQUEST',
        message: 'Invalid request',
      });
    }
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

  it('maps the other 4xx errors of Express’s parts to a 400', () => {
    // The router's, for a path parameter that is not valid percent-encoding.
    const undecodable = Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), {
      status: 400,
    });
    expect(toAppError(undecodable)).toMatchObject({
      status: 400,
      message: 'Malformed URL: a path parameter is not valid percent-encoding',
    });
    // body-parser's, for a body that is not in its Content-Encoding: no type.
    const undecompressable = Object.assign(new Error('incorrect header check'), { status: 400 });
    expect(toAppError(undecompressable)).toMatchObject({
      status: 400,
      message: 'The request body could not be read',
    });
    expect(toAppError({ status: 500, message: 'stream is not readable' })).toBeNull();
  });

  it('leaves anything else to be a logged 500', () => {
    expect(toAppError(new TypeError('bug'))).toBeNull();
    expect(toAppError('a string')).toBeNull();
  });
});
