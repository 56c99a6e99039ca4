/** Runs `work` on each item, `lanes` at a time: all at once, their memory adds up. */
export async function eachLimited<T>(
  items: readonly T[],
  work: (item: T, i: number) => Promise<void>,
  lanes = 4,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}
