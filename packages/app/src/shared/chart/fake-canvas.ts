/**
 * A canvas and 2D context that record what a renderer draws, for unit tests in Node (no DOM): every
 * fillRect with the fill style it used, every fillText, and the backing size.
 */
export interface FilledRect {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
}

export interface FakeCanvas {
  canvas: HTMLCanvasElement;
  rects: FilledRect[];
  texts: { text: string; fill: string }[];
}

export function createFakeCanvas(): FakeCanvas {
  const rects: FilledRect[] = [];
  const texts: { text: string; fill: string }[] = [];
  const state = {
    fillStyle: "",
    strokeStyle: "",
    lineWidth: 1,
    font: "",
    textAlign: "",
    textBaseline: "",
    globalAlpha: 1,
  };
  const noop = () => {};
  const context = {
    ...state,
    setTransform: noop,
    beginPath: noop,
    moveTo: noop,
    lineTo: noop,
    stroke: noop,
    setLineDash: noop,
    fillRect(x: number, y: number, width: number, height: number) {
      rects.push({ x, y, width, height, fill: String(context.fillStyle) });
    },
    fillText(text: string) {
      texts.push({ text, fill: String(context.fillStyle) });
    },
  };
  const canvas = {
    width: 0,
    height: 0,
    style: {} as Record<string, string>,
    getContext: (kind: string) => (kind === "2d" ? context : null),
  };
  return { canvas: canvas as unknown as HTMLCanvasElement, rects, texts };
}
