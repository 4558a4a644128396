import type { LabelTable } from "../i18n/label-table";

/**
 * Strings of the CSV exports (the board's and the stock popup's), in vi, en, zh, kr. The units name what
 * the numbers are in the file: the store's own units, not the board's display units.
 */
export const CSV_STRINGS: LabelTable = {
  "csv.unit.dong": ["đồng", "VND", "越南盾", "동"],
  "csv.unit.shares": ["cổ phiếu", "shares", "股", "주"],
  "csv.unit.percent": ["%", "%", "%", "%"],
  "csv.board": ["Xuất CSV", "Export CSV", "导出 CSV", "CSV 내보내기"],
  "csv.board.title": [
    "Tải bảng giá đang xem về tệp CSV (các cột đang hiện, theo thứ tự trên bảng)",
    "Download the board as shown to a CSV file (the columns shown, rows in the board's order)",
    "将当前显示的行情表下载为 CSV 文件（显示的列，按表中顺序）",
    "보이는 시세판을 CSV 파일로 받기 (보이는 열, 시세판의 행 순서)",
  ],
  "csv.popup.group": ["Xuất CSV", "Export CSV", "导出 CSV", "CSV 내보내기"],
  "csv.popup.matches": ["CSV lịch sử khớp", "Match history CSV", "成交明细 CSV", "체결 내역 CSV"],
  "csv.popup.prices": ["CSV lịch sử giá", "Price history CSV", "历史价格 CSV", "과거 시세 CSV"],
  "csv.popup.failed": [
    "Không tải được dữ liệu để xuất CSV",
    "Could not load the data for the CSV file",
    "无法加载导出 CSV 所需的数据",
    "CSV 파일용 데이터를 불러오지 못했습니다",
  ],
  "csv.col.time": ["Thời gian", "Time", "时间", "시간"],
  "csv.col.date": ["Ngày", "Date", "日期", "날짜"],
  "csv.col.code": ["Mã CK", "Symbol", "代码", "종목"],
  "csv.col.price": ["Giá khớp", "Match price", "成交价", "체결가"],
  "csv.col.change": ["Thay đổi", "Change", "涨跌", "등락"],
  "csv.col.changePercent": ["Thay đổi %", "Change %", "涨跌幅", "등락률"],
  "csv.col.volume": ["KL khớp", "Match volume", "成交量", "체결량"],
  "csv.col.totalVolume": ["Tổng KL", "Total volume", "总成交量", "누적 거래량"],
  "csv.col.open": ["Mở cửa", "Open", "开盘", "시가"],
  "csv.col.high": ["Cao nhất", "High", "最高", "고가"],
  "csv.col.low": ["Thấp nhất", "Low", "最低", "저가"],
  "csv.col.close": ["Đóng cửa", "Close", "收盘", "종가"],
  "csv.col.value": ["Tổng GT", "Total value", "总成交额", "거래대금"],
};
