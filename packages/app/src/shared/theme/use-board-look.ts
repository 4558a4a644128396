import { useStore } from "@nanostores/react";
import type { BoardTheme } from "@vnboard/board-canvas";
import { $boardTheme, $colourBlindSafe } from "./theme-store";

/** The BoardView props of the chosen theme and palette, spread onto every board the app mounts. */
export interface BoardLook {
  theme: BoardTheme;
  colorBlindSafe: boolean;
}

/** The chosen theme and palette as BoardView props: `<BoardView {...useBoardLook()} ... />`. */
export function useBoardLook(): BoardLook {
  const theme = useStore($boardTheme);
  const colorBlindSafe = useStore($colourBlindSafe);
  return { theme, colorBlindSafe };
}
