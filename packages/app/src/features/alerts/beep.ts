/**
 * The alert sound: a short two-tone beep made with WebAudio (no audio file). Browsers start an
 * AudioContext suspended until the page had a user gesture, so turning the sound on (a click) primes it.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context !== null) return context;
  const scope = globalThis as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  const Context = scope.AudioContext ?? scope.webkitAudioContext;
  if (Context === undefined) return null;
  context = new Context();
  return context;
}

/** Creates and resumes the audio context; call from a click so that later beeps may play. */
export function primeSound(): void {
  try {
    const ctx = audio();
    if (ctx?.state === "suspended") void ctx.resume().catch(() => {});
  } catch {
    // no audio on this device: alerts stay silent
  }
}

/** About a quarter of a second: 880 Hz then 1320 Hz, faded in and out so that it does not click. */
export function beep(): void {
  try {
    const ctx = audio();
    if (ctx === null) return;
    if (ctx.state === "suspended") void ctx.resume().catch(() => {});
    const start = ctx.currentTime;
    [880, 1320].forEach((frequency, i) => {
      const at = start + i * 0.13;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.12);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.13);
    });
  } catch {
    // no audio on this device: alerts stay silent
  }
}
