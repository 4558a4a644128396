import { useStore } from "@nanostores/react";
import { watchDevicePixelRatio } from "@vnboard/board-canvas";
import { useEffect, useRef } from "react";
import { $boardTheme } from "../theme/theme-store";

/** What ChartCanvas drives: a plain renderer class (CandleChart, PriceStepChart). */
export interface ChartRenderer<D> {
  setData(data: D): void;
  setHover(x: number): void;
  resize(cssWidth: number, cssHeight: number, dpr: number): boolean;
  render(): void;
  destroy(): void;
  /** Points drawn by the last render (candles, steps): published as data-points for tests and debugging. */
  pointCount(): number;
}

interface Props<D> {
  create: (canvas: HTMLCanvasElement) => ChartRenderer<D>;
  /** Reads the current data; called on the animation frame after an invalidation, never per tick. */
  source: () => D;
  /** Calls `invalidate` when the data changed (live stores); returns the unsubscribe function. */
  subscribe?: (invalidate: () => void) => () => void;
  label: string;
  className?: string;
}

/**
 * A canvas owned by a chart renderer. React only mounts it: data changes reach the renderer through
 * `source` on the next animation frame (one draw per frame however many changes), resizes through a
 * ResizeObserver, and the device pixel ratio is read at each resize and each change of it (a browser
 * zoom, another screen) so the chart stays crisp. A theme
 * switch creates the renderer again (it takes the new theme's chart style, activeChartStyle) and redraws.
 */
export function ChartCanvas<D>({ create, source, subscribe, label, className }: Props<D>) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const invalidateRef = useRef<() => void>(() => {});
  const theme = useStore($boardTheme);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the renderer lives as long as the canvas and theme
  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return;
    const renderer = create(canvas);
    let frame = 0;
    const draw = () => {
      frame = 0;
      renderer.setData(sourceRef.current());
      renderer.render();
      canvas.dataset.points = String(renderer.pointCount());
    };
    const invalidate = () => {
      if (frame === 0) frame = requestAnimationFrame(draw);
    };
    invalidateRef.current = invalidate;
    const measure = () => {
      const box = canvas.parentElement?.getBoundingClientRect();
      if (box !== undefined && renderer.resize(box.width, box.height, window.devicePixelRatio || 1))
        invalidate();
    };
    const observer = new ResizeObserver(measure);
    if (canvas.parentElement !== null) observer.observe(canvas.parentElement);
    // A browser zoom of a popup sized in px changes the ratio but not the CSS size: no resize to see.
    const unwatchRatio = watchDevicePixelRatio(measure);
    measure();
    invalidate();
    const onMove = (event: PointerEvent) => {
      renderer.setHover(event.clientX - canvas.getBoundingClientRect().left);
      invalidate();
    };
    const onLeave = () => {
      renderer.setHover(-1);
      invalidate();
    };
    canvas.addEventListener("pointermove", onMove);
    canvas.addEventListener("pointerleave", onLeave);
    return () => {
      observer.disconnect();
      unwatchRatio();
      canvas.removeEventListener("pointermove", onMove);
      canvas.removeEventListener("pointerleave", onLeave);
      if (frame !== 0) cancelAnimationFrame(frame);
      invalidateRef.current = () => {};
      renderer.destroy();
    };
  }, [theme]);

  // A new source (new data loaded) redraws; live sources invalidate through `subscribe`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `source` identity is the trigger
  useEffect(() => invalidateRef.current(), [source]);
  useEffect(
    () => (subscribe === undefined ? undefined : subscribe(() => invalidateRef.current())),
    [subscribe],
  );

  return (
    <div className={`chart-canvas ${className ?? ""}`}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}
