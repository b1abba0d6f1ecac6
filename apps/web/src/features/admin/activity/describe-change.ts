/** A stored value as the Activity view writes it: text as is, anything else as JSON, none as '—'. */
function shown(value: unknown): string {
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * An entry's before and after, one line per field: 'role: customer → staff'. A field on one
 * side only (a creation, a field added) shows '—' on the other.
 */
export function describeChange(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): string[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => `${field}: ${shown(before?.[field])} → ${shown(after?.[field])}`);
}
