import { describe, expect, it } from 'vitest';
import { acceptsGzip, matchesIfNoneMatch } from './catalogue-response.js';

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br', false],
    ['gzip', true],
    ['GZIP', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip;q=0', false],
    ['*', true],
    ['*;q=0', false],
    ['*, gzip;q=0', false],
    ['x-gzip', true],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('matchesIfNoneMatch', () => {
  const snapshot = {
    identity: Buffer.from('[]'),
    gzipped: Buffer.from(''),
    etag: '"abc"',
    gzippedEtag: '"abc-gz"',
  };

  it.each([
    [undefined, false],
    ['"abc"', true],
    ['"abc-gz"', true],
    ['W/"abc"', true],
    ['"old", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
  ])('%j → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, snapshot)).toBe(expected);
  });
});
