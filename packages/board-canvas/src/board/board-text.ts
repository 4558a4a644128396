import { PriceColor } from "@vnboard/feed";
import type { BoardLanguage } from "../columns/column-def";
import { GlyphAtlas } from "../text/glyph-atlas";
import { type BoardTheme, DARK_THEME, mergeTheme } from "../theme";
import type { BoardOptions } from "./board-options";
import { reportBoardError } from "./report-error";

/** The theme a board draws with: the options' entries over DARK_THEME, the font size times `scale`. */
export function boardTheme(options: Pick<BoardOptions<string>, "theme" | "scale" | "onError">): BoardTheme {
  const rejected: string[] = [];
  const theme = mergeTheme(DARK_THEME, options.theme, rejected);
  if (rejected.length > 0)
    reportBoardError(options, {
      code: "theme",
      message: `theme: kept the default for ${rejected.join(", ")}`,
    });
  return { ...theme, fontSize: theme.fontSize * boardScale(options.scale) };
}

/** A usable scale factor: finite and positive, else 1. */
export function boardScale(scale: number | undefined): number {
  return scale !== undefined && Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** Price classes drawn bold in the colour-blind-safe palette (their text colour blocks). */
const MARKED_CLASSES: ReadonlySet<number> = new Set([
  PriceColor.CEILING,
  PriceColor.FLOOR,
  PriceColor.UP,
  PriceColor.DOWN,
]);

/** The glyph atlas of a theme: text colour blocks by PriceColor, then plain and muted; the swatches. */
export function createAtlas(theme: BoardTheme, resolution: number, colorBlindSafe: boolean): GlyphAtlas {
  return new GlyphAtlas({
    textColors: [...theme.priceText, theme.text, theme.mutedText],
    swatchColors: [
      theme.rowEven,
      theme.rowOdd,
      theme.flashUp,
      theme.flashDown,
      theme.flashNeutral,
      theme.gridLine,
    ],
    fontFamily: theme.fontFamily,
    fontSize: theme.fontSize,
    resolution,
    boldBlocks: colorBlindSafe ? MARKED_CLASSES : undefined,
  });
}

/** Labels of the card grid. */
export type CardLabels = NonNullable<BoardOptions["cardLabels"]>;

const CARD_LABELS: Readonly<Record<BoardLanguage, CardLabels>> = {
  vi: { totalVolume: "Tổng KL", matchVolume: "KL khớp", bid: "Mua", offer: "Bán" },
  en: { totalVolume: "Vol", matchVolume: "Last", bid: "Bid", offer: "Offer" },
  zh: { totalVolume: "总量", matchVolume: "成交量", bid: "买", offer: "卖" },
  kr: { totalVolume: "거래량", matchVolume: "체결량", bid: "매수", offer: "매도" },
};

/** The card labels given, else the built-in ones of the language. */
export function cardLabelsOf(
  labels: CardLabels | undefined,
  language: BoardLanguage | undefined,
): CardLabels {
  return labels ?? CARD_LABELS[language ?? "vi"] ?? CARD_LABELS.en;
}
