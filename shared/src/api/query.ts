/** Query parameters with empty values dropped (spec 02 §5: empty filters are not sent). */
export function compactQuery(query: Record<string, string | number | undefined | null>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) result[key] = text;
  }
  return result;
}
