/**
 * Promise.all over an object: runs every task together and answers with the same names, so a
 * caller reading many things at once names each result once instead of twice in matching order.
 */
export async function allOf<T extends Record<string, PromiseLike<unknown>>>(
  tasks: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(
    Object.entries(tasks).map(async ([name, task]) => [name, await task] as const),
  );
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}
