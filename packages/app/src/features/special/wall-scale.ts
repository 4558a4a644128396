import { useEffect, useState } from "react";

/** The screen a wall layout is drawn for at scale 1. */
const BASE = { width: 1920, height: 1080 } as const;
/** The scale of a 4K wall (3840x2160), read from about 3 m: 12 px text becomes 36 px. */
const SCALE_AT_4K = 3;
const MAX_SCALE = 4;

/**
 * The scale of a wall display (/plasma, /scroll) on a `width` x `height` screen in CSS px: 1 up to
 * 1920x1080, growing linearly to 3 at 3840x2160 (the smaller of the two ratios, so a wide but short
 * screen is not overfilled), in quarter steps so that a window resized by a few pixels keeps its scale.
 */
export function wallScale(width: number, height: number): number {
  const ratio = Math.min(width / BASE.width, height / BASE.height);
  if (!(ratio > 1)) return 1;
  const scale = 1 + (ratio - 1) * (SCALE_AT_4K - 1);
  return Math.min(MAX_SCALE, Math.round(scale * 4) / 4);
}

/** The wall scale of this window, following resizes. */
export function useWallScale(): number {
  const [scale, setScale] = useState(() => wallScale(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const onResize = () => setScale(wallScale(window.innerWidth, window.innerHeight));
    window.addEventListener("resize", onResize);
    onResize();
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return scale;
}
