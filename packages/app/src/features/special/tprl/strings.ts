import type { LabelTable } from "../../../shared/i18n/label-table";

/** Strings of the private corporate bond board (spec 2.3 item 6), in vi, en, zh, kr. Keys "tprl.". */
export const TPRL_STRINGS: LabelTable = {
  "tprl.title": ["Trái phiếu doanh nghiệp riêng lẻ", "Private corporate bonds", "私募公司债", "사모 회사채"],
  "tprl.loading": ["Đang tải trái phiếu…", "Loading bonds…", "正在加载债券…", "채권 로딩 중…"],
  "tprl.totals": [
    "Giao dịch thỏa thuận toàn thị trường",
    "All-market put-through",
    "全市场协议交易",
    "전체 시장 협상 거래",
  ],
  "tprl.totalQty": ["KL giao dịch", "Traded quantity", "成交量", "거래량"],
  "tprl.totalValue": ["GT giao dịch (đồng)", "Traded value (dong)", "成交额（越南盾）", "거래대금 (동)"],
  "tprl.showValue": ["Hiện giá trị", "Show value", "显示金额", "대금 보기"],
  "tprl.showQuantity": ["Hiện khối lượng", "Show quantity", "显示数量", "수량 보기"],
  "tprl.yes": ["Có", "Yes", "有", "있음"],
  "tprl.no": ["Không", "No", "无", "없음"],
};
