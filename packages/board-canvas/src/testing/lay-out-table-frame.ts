import { layoutColumns } from "../layout/column-layout";
import { resolveColumns, type TableFrame } from "../table/table-painter";

/**
 * For tests of the painters without a board around them: lays the frame's columns out over a viewport
 * of `width` x `height` CSS px and resolves their fields, as `TableView.layoutColumns` does.
 */
export function layOutTableFrame(frame: TableFrame, width: number, height: number): void {
  frame.viewportWidth = width;
  frame.viewportHeight = height;
  const layout = layoutColumns(frame.columns, width);
  frame.columnX = layout.x;
  frame.columnWidth = layout.width;
  frame.useAlt = new Uint8Array(frame.columns.length);
  resolveColumns(frame);
}
