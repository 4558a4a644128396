/**
 * A problem with what the caller asked for (bad name, unknown list, limit reached), as opposed to a fault of
 * the server. The HTTP layer answers it with `status` and `{ error: { code, message } }`, the wire `code`
 * derived from the status as docs/api.md lists them; the fine-grained `reason` here is for logs and tests.
 */
export class InputError extends Error {
  constructor(
    readonly reason: string,
    message: string,
    readonly status: 400 | 401 | 404 | 429 = 400,
  ) {
    super(message);
    this.name = "InputError";
  }
}
