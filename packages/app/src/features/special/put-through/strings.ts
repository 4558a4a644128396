import type { LabelTable } from "../../../shared/i18n/label-table";

/** Strings of the put-through boards (spec 2.3 item 4), in vi, en, zh, kr. Keys start with "putThrough.". */
export const PUT_THROUGH_STRINGS: LabelTable = {
  "putThrough.title": ["Giao dịch thỏa thuận", "Put-through trading", "协议交易", "협상 거래"],
  "putThrough.allMarkets": ["Toàn thị trường", "All markets", "全市场", "전체 시장"],
  "putThrough.buy": ["Chào mua", "Buy offers", "买方报价", "매수 호가"],
  "putThrough.matched": ["Khớp lệnh thỏa thuận", "Matched deals", "协议成交", "체결된 거래"],
  "putThrough.sell": ["Chào bán", "Sell offers", "卖方报价", "매도 호가"],
  "putThrough.empty": ["Chưa có giao dịch", "Nothing yet", "暂无交易", "아직 거래가 없습니다"],
  "putThrough.totalQuantity": ["Tổng KL", "Total quantity", "总成交量", "총 수량"],
  "putThrough.totalValue": ["Tổng GT", "Total value", "总成交额", "총 대금"],
  "putThrough.unit.billion": ["tỷ đồng", "billion dong", "十亿越南盾", "십억 동"],
  "putThrough.unit.hundredThousand": ["x 100.000 đồng", "x 100,000 dong", "x 10万越南盾", "x 10만 동"],
};
