import { describe, expect, it } from "vitest";
import { replayRecipe, TextureRecipe } from "./texture-recipe";

describe("TextureRecipe", () => {
  it("replays the steps from a given one, setting a font only when it changes", () => {
    const calls: string[] = [];
    const context = {
      set font(value: string) {
        calls.push(`font ${value}`);
      },
      // The platform reads a font back normalised: replay must not compare against it.
      get font() {
        return "normalised";
      },
      set fillStyle(value: string) {
        calls.push(`style ${value}`);
      },
      fillRect: (x: number, y: number, w: number, h: number) => calls.push(`rect ${x},${y},${w},${h}`),
      fillText: (text: string, x: number, y: number) => calls.push(`text ${text} ${x},${y}`),
    } as unknown as CanvasRenderingContext2D;
    const recipe = new TextureRecipe(100, 50, 2);
    recipe.fill("#111", 0, 40, 6, 6);
    recipe.text("12px Arial", "#0f0", "1", 0, 13);
    recipe.text("12px Arial", "#f00", "1", 0, 30);
    recipe.text("bold 12px Arial", "#f00", "2", 15, 30);
    replayRecipe(context, recipe.steps, 1);
    expect(calls).toEqual([
      "style #0f0",
      "font 12px Arial",
      "text 1 0,13",
      "style #f00",
      "text 1 0,30",
      "style #f00",
      "font bold 12px Arial",
      "text 2 15,30",
    ]);
  });
});
