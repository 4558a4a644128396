/** A random id for this browser, sent as Device-Id (spec 7); kept in localStorage, new if storage fails. */
export function deviceId(): string {
  const KEY = "deviceId";
  try {
    const stored = localStorage.getItem(KEY);
    if (stored !== null && /^[0-9a-f-]{16,64}$/.test(stored)) return stored;
    const fresh = crypto.randomUUID();
    localStorage.setItem(KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}
