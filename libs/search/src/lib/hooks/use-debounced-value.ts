import { useCallback, useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs`, and a function to take it over at once. */
export function useDebouncedValue<T>(value: T, delayMs: number): [settled: T, flush: () => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  const flush = useCallback(() => setSettled(value), [value]);
  return [settled, flush];
}
