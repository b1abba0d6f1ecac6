/**
 * A number input's text as the contracts' schemas expect it: nothing typed is a missing value
 * (so the schema says the field is required), anything else the number it reads as.
 */
export const numberFrom = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);
