/** The value below which `fraction` of `values` lie (0.5: the median); NaN for no values. */
export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}
