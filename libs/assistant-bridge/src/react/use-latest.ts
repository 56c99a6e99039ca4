import { useInsertionEffect, useRef } from 'react';

/** A ref always holding the latest value, so channels outlive re-renders with new callbacks. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
