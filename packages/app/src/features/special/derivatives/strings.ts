import type { LabelTable } from "../../../shared/i18n/label-table";

/** Strings of the derivatives board itself (toolbar, expanded panel, its states): with its lazy code. */
export const DERIVATIVE_STRINGS: LabelTable = {
  "deriv.title": ["Phái sinh VN30", "VN30 futures", "VN30期货", "VN30 선물"],
  "deriv.loading": ["Đang tải dữ liệu…", "Loading data…", "数据加载中…", "데이터 로딩 중…"],
  "deriv.empty": [
    "Chưa có hợp đồng phái sinh nào",
    "No futures contract is listed",
    "暂无期货合约",
    "상장된 선물 계약이 없습니다",
  ],
  "deriv.disabled": [
    "Bảng phái sinh không được cung cấp",
    "The derivatives board is not offered",
    "未提供衍生品行情",
    "파생상품 시세판이 제공되지 않습니다",
  ],
  "deriv.total": ["Tổng", "Total", "合计", "합계"],
  "deriv.totalQty": ["KL", "Qty", "数量", "수량"],
  "deriv.totalValue": ["GT", "Value", "金额", "금액"],

  "deriv.panel": ["Chi tiết hợp đồng", "Contract detail", "合约详情", "계약 상세"],
  "deriv.close": ["Đóng", "Close", "关闭", "닫기"],
  "deriv.tab.book": ["Sổ lệnh", "Order book", "委托簿", "호가창"],
  "deriv.tab.history": ["Lịch sử khớp", "Matched orders", "成交明细", "체결 내역"],

  "deriv.chart": [
    "Biểu đồ giá và chênh lệch",
    "Price and basis chart",
    "价格与基差图",
    "가격 및 베이시스 차트",
  ],
  "deriv.chart.price": ["Giá", "Price", "价格", "가격"],
  "deriv.chart.basis": ["Chênh lệch", "Basis", "基差", "베이시스"],
  "deriv.chart.loading": ["Đang tải biểu đồ…", "Loading chart…", "图表加载中…", "차트 로딩 중…"],
  "deriv.chart.empty": [
    "Chưa có giao dịch hôm nay",
    "No trade today yet",
    "今日暂无成交",
    "오늘 체결이 아직 없습니다",
  ],
  "deriv.chart.error": [
    "Không tải được biểu đồ, sẽ thử lại",
    "The chart could not be loaded; retrying",
    "图表加载失败，将重试",
    "차트를 불러오지 못했습니다. 다시 시도합니다",
  ],

  "deriv.book.level": ["Bước", "Level", "档", "단계"],
  "deriv.book.bidQty": ["KL mua", "Bid qty", "买量", "매수잔량"],
  "deriv.book.bid": ["Giá mua", "Bid", "买价", "매수호가"],
  "deriv.book.offer": ["Giá bán", "Offer", "卖价", "매도호가"],
  "deriv.book.offerQty": ["KL bán", "Offer qty", "卖量", "매도잔량"],

  "deriv.history.time": ["Thời gian", "Time", "时间", "시간"],
  "deriv.history.price": ["Giá", "Price", "价格", "가격"],
  "deriv.history.change": ["+/-", "Change", "涨跌", "등락"],
  "deriv.history.qty": ["KL", "Qty", "数量", "수량"],
  "deriv.history.loading": ["Đang tải lịch sử…", "Loading history…", "成交明细加载中…", "체결 내역 로딩 중…"],
  "deriv.history.empty": ["Chưa có lệnh khớp", "No matched order yet", "暂无成交", "체결 내역이 없습니다"],
  "deriv.history.error": [
    "Không tải được lịch sử khớp, sẽ thử lại",
    "The matched orders could not be loaded; retrying",
    "成交明细加载失败，将重试",
    "체결 내역을 불러오지 못했습니다. 다시 시도합니다",
  ],
  "deriv.history.unknown": [
    "Hợp đồng không có trên máy chủ",
    "The server does not know this contract",
    "服务器上没有此合约",
    "서버에 이 계약이 없습니다",
  ],
};
