import { CanvasSource, Rectangle, Texture } from "pixi.js";
import { type BoardTexture, type BoardTextureSource, EMPTY_TEXTURE } from "../texture/board-texture";

/**
 * pixi's texture for a board texture, made on first use and cached on it (`native`), so a frame's
 * sprites cost one property read per glyph. The source becomes one pixi CanvasSource that follows the
 * board source's updates and goes with its destruction.
 */
export function pixiTexture(texture: BoardTexture): Texture {
  const known = texture.native as Texture | null;
  if (known !== null) return known;
  if (texture.source === EMPTY_TEXTURE.source) return Texture.EMPTY;
  const { x, y, width, height } = texture.frame;
  const made = new Texture({ source: pixiSource(texture.source), frame: new Rectangle(x, y, width, height) });
  texture.native = made;
  return made;
}

function pixiSource(source: BoardTextureSource): CanvasSource {
  const known = source.native as CanvasSource | null;
  if (known !== null) return known;
  const made = new CanvasSource({
    resource: source.resource as HTMLCanvasElement,
    resolution: source.resolution,
  });
  source.native = made;
  source.on("update", () => made.update());
  source.on("destroy", () => made.destroy());
  return made;
}
