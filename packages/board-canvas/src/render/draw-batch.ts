import type { BoardTexture } from "../texture/board-texture";

/**
 * What the painters draw into: one textured rectangle per call, in CSS px. Two backends take it: pixi
 * sprites (`SpriteBatch`, drawn by a pixi renderer) and a flat command buffer (`CommandBatch`, drawn
 * with Canvas2D on an OffscreenCanvas in a worker). The painters never know which.
 */
export interface DrawBatch {
  /** Items pushed since `begin()`. */
  readonly size: number;
  begin(): void;
  /** Adds `texture` at (x, y) CSS px; width/height < 0 keeps the texture's own size. */
  push(texture: BoardTexture, x: number, y: number, width: number, height: number, alpha: number): void;
  end(): void;
  /**
   * Set when the batch draws whole runs of text itself (`pushText`, the worker's `fillText`); the
   * painters' glyph runs then push one command per run instead of one sprite per character.
   */
  readonly textRuns?: boolean;
  pushText?(
    chars: Uint16Array,
    length: number,
    font: string,
    color: string,
    x: number,
    baseline: number,
    align: number,
  ): void;
  destroy(): void;
}
