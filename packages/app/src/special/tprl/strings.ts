import type { LabelTable } from "../../i18n/label-table";

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
  "tprl.col.favourite": ["", "", "", ""],
  "tprl.col.code": ["Mã TP", "Bond", "债券代码", "채권"],
  "tprl.col.issuedQty": ["KL phát hành", "Issued qty", "发行量", "발행량"],
  "tprl.col.rate": ["Lãi suất (%)", "Rate (%)", "利率(%)", "금리(%)"],
  "tprl.col.collateral": ["TSĐB", "Secured", "担保", "담보"],
  "tprl.col.remaining": ["Còn lại (tháng)", "Left (months)", "剩余(月)", "잔존(개월)"],
  "tprl.col.maturity": ["Ngày đáo hạn", "Maturity", "到期日", "만기일"],
  "tprl.col.price": ["Giá", "Price", "价格", "가격"],
  "tprl.col.qty": ["KL", "Qty", "量", "수량"],
  "tprl.col.high": ["Cao", "High", "最高", "고가"],
  "tprl.col.low": ["Thấp", "Low", "最低", "저가"],
  "tprl.col.total": ["Tổng KL/GT", "Total qty/value", "总量/额", "총 수량/대금"],
  "tprl.group.bid": ["Chào mua tốt nhất", "Best bid", "最优买价", "최우선 매수"],
  "tprl.group.offer": ["Chào bán tốt nhất", "Best offer", "最优卖价", "최우선 매도"],
  "tprl.group.match": ["Khớp thỏa thuận", "Put-through match", "协议成交", "협상 체결"],
};
