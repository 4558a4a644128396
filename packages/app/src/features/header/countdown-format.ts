/** m:ss under an hour, else h:mm:ss: the time left to the next session. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = s < 10 ? `0${s}` : String(s);
  if (h === 0) return `${m}:${ss}`;
  return `${h}:${m < 10 ? `0${m}` : m}:${ss}`;
}
