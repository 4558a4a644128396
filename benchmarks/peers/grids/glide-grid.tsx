import "@glideapps/glide-data-grid/dist/index.css";
import {
  DataEditor,
  type DataEditorRef,
  type GridCell,
  GridCellKind,
  type GridColumn,
  type Item,
  type Rectangle,
  type Theme,
} from "@glideapps/glide-data-grid";
import { createRef } from "react";
import { createRoot } from "react-dom/client";
import {
  FLASH_COLORS,
  FLASH_MS,
  PEER_COLUMNS,
  ROW_HEIGHT,
  storeCellColor,
  storeCellFlash,
  storeCellText,
  THEME,
} from "../page/board-cells";
import type { MountGrid } from "../page/grid-context";

const GRID_THEME: Partial<Theme> = {
  bgCell: THEME.background,
  bgHeader: THEME.headerBackground,
  textHeader: THEME.headerText,
  textDark: THEME.text,
  borderColor: THEME.gridLine,
  fontFamily: THEME.fontFamily,
  baseFontStyle: `${THEME.fontSize}px`,
};

/** Cell theme overrides by colour class and flash state: made once, shared by every cell. */
const OVERRIDES: Partial<Theme>[][] = THEME.priceText.map((color) =>
  FLASH_COLORS.map((flash) => (flash === "" ? { textDark: color } : { textDark: color, bgCell: flash })),
);

const COLUMNS: GridColumn[] = PEER_COLUMNS.map((c) => ({ id: c.id, title: c.label, width: c.width }));

/**
 * Glide Data Grid the way its docs describe live data: it pulls each cell through `getCellContent`
 * (here straight from the store) and redraws only the cells named to `updateCells` (its damage list).
 * Changed cells are damaged once per animation frame (so a burst of batches costs one draw), and again
 * when their 300 ms flash ends. Glide draws synchronously inside `updateCells`: that is the commit.
 */
export const mountGlide: MountGrid = async (context) => {
  const { store, rows } = context;
  const ref = createRef<DataEditorRef>();
  let visible: Rectangle = { x: 0, y: 0, width: COLUMNS.length, height: 60 };
  const getCellContent = ([col, position]: Item): GridCell => {
    const column = PEER_COLUMNS[col];
    const row = rows[position];
    const text = storeCellText(store, column, row);
    const flash = storeCellFlash(store, column, row, performance.now());
    return {
      kind: GridCellKind.Text,
      data: text,
      displayData: text,
      allowOverlay: false,
      contentAlign: column.align,
      themeOverride: OVERRIDES[storeCellColor(store, column, row)][flash],
    };
  };
  createRoot(context.host).render(
    <DataEditor
      ref={ref}
      columns={COLUMNS}
      rows={rows.length}
      getCellContent={getCellContent}
      width={window.innerWidth}
      height={window.innerHeight}
      rowHeight={ROW_HEIGHT}
      headerHeight={ROW_HEIGHT}
      theme={GRID_THEME}
      smoothScrollX
      smoothScrollY
      onVisibleRegionChanged={(range) => {
        visible = range;
      }}
    />,
  );
  await new Promise<void>((resolve) => {
    const wait = () => (ref.current === null ? requestAnimationFrame(wait) : resolve());
    wait();
  });

  // Damage pass: visible cells whose value changed, or whose flash ended, since the last pass.
  const damaged: { cell: Item }[] = [];
  let lastPass = performance.now();
  let scheduled = false;
  let flashing = false;
  const pass = (): void => {
    scheduled = false;
    const now = performance.now();
    damaged.length = 0;
    flashing = false;
    const end = Math.min(rows.length, visible.y + visible.height + 1);
    for (let position = Math.max(0, visible.y); position < end; position++) {
      const row = rows[position];
      for (let col = 0; col < PEER_COLUMNS.length; col++) {
        const changedAt = store.changedAt[PEER_COLUMNS[col].field][row];
        const flashEnd = changedAt + FLASH_MS;
        if (changedAt > lastPass || (flashEnd > lastPass && flashEnd <= now))
          damaged.push({ cell: [col, position] });
        if (flashEnd > now) flashing = true;
      }
    }
    lastPass = now;
    const covers = context.fed.count;
    if (damaged.length > 0) ref.current?.updateCells(damaged);
    context.probe.commit(covers);
    if (flashing) schedule();
  };
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(pass);
  };
  store.onChange(schedule);
  return { renderer: "canvas2d" };
};
