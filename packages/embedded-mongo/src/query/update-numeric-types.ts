import type { Document } from 'bson';
import {
  isNumberAt,
  numericTypesOf,
  typesStillValid,
  valueAt,
  type NumericType,
} from '../store/numeric-types.js';

/** Operators whose operand replaces the field's value, and so its BSON type. */
const REPLACING = ['$set', '$setOnInsert', '$min', '$max'];
/** Operators that move or remove whole fields. */
const RELOCATING = ['$unset', '$rename'];
const ARITHMETIC = ['$inc', '$mul'];

type Width = NumericType | 'int32';

const isInt32 = (value: number): boolean => value >= -(2 ** 31) && value <= 2 ** 31 - 1;

/** A number's BSON width: recorded, or implied (a fraction means Double). */
function widthOf(value: unknown, recorded: NumericType | undefined): Width | undefined {
  if (typeof value !== 'number') return undefined;
  return recorded ?? (Number.isInteger(value) ? 'int32' : 'double');
}

/** mongod's arithmetic result type: Double wins, then Long, then Int32. */
function widest(a: Width | undefined, b: Width | undefined): Width | undefined {
  if (a === 'double' || b === 'double') return 'double';
  if (a === 'long' || b === 'long') return 'long';
  return a ?? b;
}

/** An operand's field: update keys are paths, so look the key up literally first. */
function operandValue(operand: Document, path: string): unknown {
  return path in operand ? operand[path] : valueAt(operand, path);
}

/** Which numbers of the updated document must keep going out as Long or Double. */
export function typesAfterOperatorUpdate(
  stored: Document,
  updated: Document,
  operators: Record<string, Document>,
  inserting: boolean,
): Map<string, NumericType> {
  const storedTypes = numericTypesOf(stored);
  const types = typesStillValid(storedTypes, updated);
  const active = (operator: string) =>
    operators[operator] !== undefined && (operator !== '$setOnInsert' || inserting);
  const forget = (field: string) => {
    for (const path of [...types.keys()])
      if (path === field || path.startsWith(`${field}.`)) types.delete(path);
  };

  for (const operator of [...REPLACING, ...RELOCATING].filter(active)) {
    const operand = operators[operator] as Document;
    for (const field of Object.keys(operand)) {
      // $min/$max only replace the value (and its type) when they win.
      const replaced =
        !['$min', '$max'].includes(operator) ||
        operandValue(operand, field) === valueAt(updated, field);
      if (replaced) forget(field);
    }
    if (operator === '$rename') for (const target of Object.values(operand)) forget(String(target));
  }
  for (const operator of REPLACING.filter(active)) {
    const operand = operators[operator] as Document;
    for (const [path, type] of numericTypesOf(operand) ?? []) {
      if (isNumberAt(updated, path) && operandValue(operand, path) === valueAt(updated, path))
        types.set(path, type);
    }
  }
  for (const operator of ARITHMETIC.filter(active)) {
    const operand = operators[operator] as Document;
    const operandTypes = numericTypesOf(operand);
    for (const path of Object.keys(operand)) {
      const operandsWidth = widest(
        widthOf(valueAt(stored, path), storedTypes?.get(path)),
        widthOf(operandValue(operand, path), operandTypes?.get(path)),
      );
      const result = valueAt(updated, path);
      // mongod turns an Int32 result that overflows into a Long.
      const width =
        operandsWidth === 'int32' && typeof result === 'number' && !isInt32(result)
          ? 'long'
          : operandsWidth;
      if (isNumberAt(updated, path) && (width === 'double' || width === 'long'))
        types.set(path, width);
    }
  }
  return types;
}
