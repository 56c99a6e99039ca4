/** The Network Information API fields the prefetch policy reads. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is skipped in data-saver mode and on 2g-class connections. */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}
