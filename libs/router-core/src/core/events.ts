/** A tiny typed event emitter; handlers run synchronously in subscription order. */
export class Emitter<Events extends { [K in keyof Events]: unknown }> {
  readonly #handlers = new Map<keyof Events, Set<(payload: never) => void>>();

  on<K extends keyof Events>(type: K, handler: (payload: Events[K]) => void): () => void {
    const set = this.#handlers.get(type) ?? new Set();
    set.add(handler as (payload: never) => void);
    this.#handlers.set(type, set);
    return () => set.delete(handler as (payload: never) => void);
  }

  emit<K extends keyof Events>(type: K, payload: Events[K]): void {
    this.#handlers.get(type)?.forEach((h) => (h as (p: Events[K]) => void)(payload));
  }
}
