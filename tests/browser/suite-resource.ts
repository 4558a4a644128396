/**
 * A resource a suite's beforeAll starts (a server, a browser), read through a getter: read before that
 * hook ran (at the top of a describe, say), it is a clear error instead of an undefined further on.
 */
export function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not started yet: use it inside a test or hook`);
  return value;
}
