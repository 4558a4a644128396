import type { SymbolStore } from "@vnboard/feed";
import {
  AllCommunityModule,
  type CellStyle,
  type ColDef,
  colorSchemeDark,
  type GetRowIdParams,
  ModuleRegistry,
  themeQuartz,
} from "ag-grid-community";
import { AgGridReact } from "ag-grid-react";
import { createRef } from "react";
import { createRoot } from "react-dom/client";
import {
  FLASH_MS,
  formatCell,
  PEER_COLUMNS,
  type PeerColumn,
  ROW_HEIGHT,
  THEME,
  valuesCellColor,
} from "../page/board-cells";
import type { MountGrid } from "../page/grid-context";

ModuleRegistry.registerModules([AllCommunityModule]);

type RowData = Record<string, number | string>;

/** One immutable row object per update, as AG Grid's transactions expect (row id = the code). */
function rowData(store: SymbolStore, row: number): RowData {
  const data: RowData = { code: store.keyOf(row) };
  for (const column of PEER_COLUMNS)
    if (column.kind !== "code") data[column.id] = store.num(column.field, row);
  return data;
}

/** Quartz in the dark scheme with the board's colours, font size and a compact cell padding. */
const GRID_THEME = themeQuartz.withPart(colorSchemeDark).withParams({
  backgroundColor: THEME.background,
  foregroundColor: THEME.text,
  headerBackgroundColor: THEME.headerBackground,
  headerTextColor: THEME.headerText,
  oddRowBackgroundColor: THEME.rowOdd,
  fontFamily: THEME.fontFamily,
  fontSize: THEME.fontSize,
  cellHorizontalPadding: 4,
  valueChangeValueHighlightBackgroundColor: THEME.flashNeutral,
});

const STYLES: CellStyle[] = THEME.priceText.map((color) => ({ color }));

function columnDef(column: PeerColumn): ColDef<RowData> {
  return {
    field: column.id,
    headerName: column.label,
    width: column.width,
    type: column.align === "right" ? "rightAligned" : undefined,
    valueFormatter: column.kind === "code" ? undefined : (p) => formatCell(column.kind, p.value as number),
    cellStyle: (p) => STYLES[p.data === undefined ? 0 : valuesCellColor(column, p.data)],
  };
}

/**
 * AG Grid Community the way its docs recommend for high-frequency streaming: row ids, async
 * transactions (batched by the grid, 50 ms by default), change flashing on every column, colours by
 * `cellStyle` from the row's values (the feed's priceColor). Each applied batch is a commit.
 */
export const mountAgGrid: MountGrid = async (context) => {
  const { store } = context;
  const initial = Array.from(context.rows, (row) => rowData(store, row));
  const api = createRef<AgGridReact<RowData>>();
  const ready = new Promise<void>((resolve) => {
    createRoot(context.host).render(
      <div style={{ width: "100%", height: "100%" }}>
        <AgGridReact<RowData>
          ref={api}
          theme={GRID_THEME}
          rowData={initial}
          columnDefs={PEER_COLUMNS.map(columnDef)}
          defaultColDef={{ enableCellChangeFlash: true, sortable: false, resizable: false }}
          getRowId={(p: GetRowIdParams<RowData>) => String(p.data.code)}
          rowHeight={ROW_HEIGHT}
          cellFlashDuration={FLASH_MS}
          cellFadeDuration={0}
          onGridReady={() => resolve()}
        />
      </div>,
    );
  });
  await ready;
  const dirty = store.track();
  store.onChange(() => {
    const grid = api.current?.api;
    if (grid === undefined || dirty.count === 0) return;
    const update: RowData[] = [];
    for (let i = 0; i < dirty.count; i++) update.push(rowData(store, dirty.at(i)));
    dirty.clear();
    const covers = context.fed.count;
    grid.applyTransactionAsync({ update }, () => context.probe.commit(covers));
  });
  return { renderer: "dom" };
};
