import type { Language } from "../../shared/i18n/i18n";
import type { ChartPageRange } from "./chart-series";

/**
 * The chart page's labels in the app's four languages (vi, en, zh, kr). The page is a separate small
 * entry without i18next, so it keeps its own table in the app's order.
 */
const LABELS = {
  title: ["Biểu đồ kỹ thuật", "Technical chart", "技术图表", "기술 차트"],
  "range.D": ["Trong ngày", "Intraday", "日内", "당일"],
  "range.W": ["1 tuần", "1W", "1周", "1주"],
  "range.1M": ["1 tháng", "1M", "1个月", "1개월"],
  "range.3M": ["3 tháng", "3M", "3个月", "3개월"],
  "range.1Y": ["1 năm", "1Y", "1年", "1년"],
  ranges: ["Khoảng thời gian", "Range", "时间范围", "기간"],
  loading: ["Đang tải…", "Loading…", "加载中…", "로딩 중…"],
  empty: ["Chưa có dữ liệu biểu đồ", "No chart data yet", "暂无图表数据", "차트 데이터가 없습니다"],
  error: [
    "Không tải được biểu đồ",
    "The chart could not be loaded",
    "无法加载图表",
    "차트를 불러올 수 없습니다",
  ],
  retry: ["Thử lại", "Retry", "重试", "다시 시도"],
  badSymbol: ["Mã không hợp lệ", "Not a valid symbol", "无效代码", "유효하지 않은 코드"],
  linked: ["Mã liên quan", "Linked symbols", "相关代码", "관련 종목"],
  noLinked: ["Không có mã liên quan", "No linked symbols", "无相关代码", "관련 종목 없음"],
  user: ["Người dùng", "User", "用户", "사용자"],
  open: ["Mở", "O", "开", "시"],
  high: ["Cao", "H", "高", "고"],
  low: ["Thấp", "L", "低", "저"],
  close: ["Đóng", "C", "收", "종"],
  volume: ["KL", "Vol", "量", "거래량"],
} satisfies Record<string, readonly [string, string, string, string]>;

export type ChartLabel = keyof typeof LABELS | `range.${ChartPageRange}`;

const ORDER: readonly Language[] = ["vi", "en", "zh", "kr"];

/** A label in `language`. */
export function chartLabel(language: Language, key: ChartLabel): string {
  return LABELS[key][ORDER.indexOf(language)] ?? LABELS[key][0];
}
