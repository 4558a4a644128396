import { Container, Sprite } from "pixi.js";
import type { BoardTexture } from "../texture/board-texture";
import type { DrawBatch } from "./draw-batch";
import { pixiTexture } from "./pixi-texture";

/**
 * The sprites drawn into the backbuffer this frame. Sprites are pooled and reused frame after frame:
 * a frame sets the first `count` of them and hides the ones the previous frame used beyond that, so
 * steady state allocates nothing (STYLE.md, habit 3).
 */
export class SpriteBatch implements DrawBatch {
  readonly container = new Container();
  private readonly sprites: Sprite[] = [];
  private count = 0;
  private shownLast = 0;

  get size(): number {
    return this.count;
  }

  begin(): void {
    this.count = 0;
  }

  /** Adds a sprite at (x, y) CSS px; width/height < 0 keeps the texture's own size. */
  push(boardTexture: BoardTexture, x: number, y: number, width: number, height: number, alpha: number): void {
    const texture = pixiTexture(boardTexture);
    let sprite = this.sprites[this.count];
    if (sprite === undefined) {
      sprite = new Sprite(texture);
      sprite.roundPixels = true;
      this.sprites.push(sprite);
      this.container.addChild(sprite);
    }
    if (sprite.texture !== texture) sprite.texture = texture;
    sprite.x = x;
    sprite.y = y;
    if (width >= 0) sprite.setSize(width, height);
    else if (sprite.scale.x !== 1 || sprite.scale.y !== 1) sprite.scale.set(1, 1);
    if (sprite.alpha !== alpha) sprite.alpha = alpha;
    if (!sprite.visible) sprite.visible = true;
    this.count++;
  }

  /** Hides the sprites the previous frame used that this one did not. */
  end(): void {
    for (let i = this.count; i < this.shownLast; i++) this.sprites[i].visible = false;
    this.shownLast = this.count;
  }

  destroy(): void {
    this.container.destroy({ children: true });
    this.sprites.length = 0;
  }
}
