import { drawableColour } from "./drawable-colour";

/**
 * Board colours. Text colours are indexed by the feed's PriceColor (NONE, REFERENCE, CEILING, FLOOR,
 * UP, DOWN) so that a cell's colour class picks its glyph set directly; the convention every
 * Vietnamese board follows is ceiling purple, floor cyan, reference yellow, up green, down red
 * (the exchanges' convention). An embedder overrides any entry.
 */
export interface BoardTheme {
  /** CSS colours by PriceColor: [none, reference, ceiling, floor, up, down]. */
  priceText: readonly [string, string, string, string, string, string];
  /** Text of codes and plain cells with no colour class. */
  text: string;
  mutedText: string;
  background: string;
  rowEven: string;
  rowOdd: string;
  /** Flash backgrounds when a value went up, down, or changed without direction. */
  flashUp: string;
  flashDown: string;
  flashNeutral: string;
  gridLine: string;
  hover: string;
  focus: string;
  headerBackground: string;
  headerText: string;
  fontFamily: string;
  /** CSS pixels. */
  fontSize: number;
}

/** The default theme: dark background, the Vietnamese board colours. */
export const DARK_THEME: BoardTheme = {
  priceText: ["#e6e6e6", "#f5c518", "#d66bff", "#33c3f0", "#1ed760", "#ff4d4f"],
  text: "#e6e6e6",
  mutedText: "#8a8f98",
  background: "#101216",
  rowEven: "#14171c",
  rowOdd: "#191d23",
  flashUp: "#1e6b3a",
  flashDown: "#7a2327",
  flashNeutral: "#4a4f58",
  gridLine: "#262b33",
  hover: "#2a3140",
  focus: "#4f8cff",
  headerBackground: "#1c2027",
  headerText: "#c9ced6",
  fontFamily: "Arial, 'Noto Sans', 'Noto Sans CJK SC', sans-serif",
  fontSize: 12,
};

/** A light theme with the same colour classes. */
export const LIGHT_THEME: BoardTheme = {
  // Each class and the muted text reach WCAG AA's 4.5:1 on every light surface (rows, header, hover).
  priceText: ["#1f2328", "#806200", "#a020c8", "#076f95", "#07732f", "#c22030"],
  text: "#1f2328",
  mutedText: "#5c646e",
  background: "#ffffff",
  rowEven: "#ffffff",
  rowOdd: "#f4f6f8",
  flashUp: "#b9f0c9",
  flashDown: "#ffc9cc",
  flashNeutral: "#dde1e6",
  gridLine: "#e1e4e8",
  hover: "#e8eefb",
  focus: "#2f6fdf",
  headerBackground: "#eef1f4",
  headerText: "#24292f",
  fontFamily: "Arial, 'Noto Sans', 'Noto Sans CJK SC', sans-serif",
  fontSize: 12,
};

/**
 * A theme's colour-blind-safe variant (issue 20): up prices blue and down prices orange instead of green
 * and red, the pair that stays apart for red-green colour blindness (deuteranopia, protanopia), with the
 * flashes to match. The other classes keep their colours; give the board `colorBlindSafe: true` as well,
 * so that each class also carries its marker (▲ ▼ ↑ ↓) and no class is told by hue alone.
 */
export function colourBlindTheme(base: BoardTheme): BoardTheme {
  // A light background (#rrggbb with a green channel over half) takes the darker blue and orange.
  const light = Number.parseInt(base.background.slice(3, 5), 16) > 0x80;
  const [none, reference, ceiling, floor] = base.priceText;
  return {
    ...base,
    priceText: light
      ? [none, reference, ceiling, floor, "#0a5ec2", "#a84a00"]
      : [none, reference, ceiling, floor, "#5aa9ff", "#ff9933"],
    flashUp: light ? "#c6dcfa" : "#1d4a80",
    flashDown: light ? "#ffd9b3" : "#7a4414",
  };
}

/** The dark theme with blue up and orange down prices. */
export const DARK_COLOUR_BLIND_THEME: BoardTheme = colourBlindTheme(DARK_THEME);

/** The light theme with blue up and orange down prices. */
export const LIGHT_COLOUR_BLIND_THEME: BoardTheme = colourBlindTheme(LIGHT_THEME);

/**
 * A theme with some entries overridden by an embedder. An entry the board cannot draw (a colour a canvas
 * does not parse, a font size that is not a positive number) keeps the base's and
 * is named in `rejected` ("flashUp \"#12345\""): a canvas keeps its last colour for one it cannot parse.
 */
export function mergeTheme(
  base: BoardTheme,
  overrides: Partial<BoardTheme> = {},
  rejected: string[] = [],
): BoardTheme {
  const theme: Record<string, unknown> = { ...base };
  const take = (name: string, value: unknown, fallback: unknown, drawable: boolean): unknown => {
    if (!drawable) rejected.push(`${name} ${JSON.stringify(value)}`);
    return drawable ? value : fallback;
  };
  for (const [key, value] of Object.entries(overrides)) {
    const fallback = (base as unknown as Record<string, unknown>)[key];
    theme[key] =
      key === "priceText"
        ? base.priceText.map((colour, i) => {
            const entry: unknown = Array.isArray(value) ? value[i] : undefined;
            return take(`${key}[${i}]`, entry, colour, drawableColour(entry));
          })
        : key === "fontSize"
          ? take(key, value, fallback, Number.isFinite(value) && (value as number) > 0)
          : take(
              key,
              value,
              fallback,
              key === "fontFamily" || typeof fallback !== "string" || drawableColour(value),
            );
  }
  return theme as unknown as BoardTheme;
}
