import type { BoardTheme } from "../theme";
import type { BoardState } from "./board-state";
import type { BoardViewPart, OutlineRect } from "./board-view-part";

/** An absolutely placed outline over the canvas (hover, keyboard focus). */
function outlineBox(border: string, background: string): HTMLDivElement {
  const box = document.createElement("div");
  Object.assign(box.style, {
    position: "absolute",
    left: "0",
    top: "0",
    display: "none",
    boxSizing: "border-box",
    border,
    background,
    pointerEvents: "none",
  });
  return box;
}

/**
 * Hover and keyboard focus as DOM outlines over the canvas: moving them redraws no cell. Placed on
 * layout, scroll, hover and focus changes, never per tick.
 */
export class BoardOverlay {
  private readonly hoverBox = outlineBox("", "");
  private readonly focusBox = outlineBox("", "transparent");
  private readonly rect: OutlineRect = { x: 0, y: 0, width: 0, height: 0 };

  constructor(canvasHost: HTMLElement, theme: BoardTheme) {
    canvasHost.append(this.hoverBox, this.focusBox);
    this.style(theme);
  }

  style(theme: BoardTheme): void {
    Object.assign(this.hoverBox.style, { border: `1px solid ${theme.hover}`, background: theme.hover });
    // Two px: the keyboard focus must be visible at a glance (WCAG 2.4.7).
    this.focusBox.style.border = `2px solid ${theme.focus}`;
  }

  draw(state: BoardState, view: BoardViewPart): void {
    this.place(this.hoverBox, view, state.hovered, 0.35);
    this.place(this.focusBox, view, state.focused, 1);
  }

  private place(box: HTMLDivElement, view: BoardViewPart, position: number, opacity: number): void {
    if (position < 0) {
      box.style.display = "none";
      return;
    }
    const rect = this.rect;
    view.outline(position, rect);
    Object.assign(box.style, {
      display: "block",
      transform: `translate(${rect.x}px, ${rect.y}px)`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
      opacity: String(opacity),
    });
  }
}
