import type { LabelTable } from "../../shared/i18n/label-table";

/** Strings of the special boards (spec 2.3: top lists, hubs, plasma, scroll, expanded, summary). */
export const SPECIAL_STRINGS: LabelTable = {
  "special.loading": ["Đang tải dữ liệu…", "Loading data…", "正在加载数据…", "데이터 로딩 중…"],

  "special.topKind.0": ["Top tăng giá", "Top gainers", "涨幅榜", "상승 상위"],
  "special.topKind.1": ["Top giảm giá", "Top losers", "跌幅榜", "하락 상위"],
  "special.topKind.2": ["Top khối lượng", "Top volume", "成交量榜", "거래량 상위"],
  "special.topKind.3": ["Top giá trị", "Top value", "成交额榜", "거래대금 상위"],
  "special.topKind.4": ["Top NN mua ròng", "Top foreign net buy", "外资净买入榜", "외국인 순매수 상위"],
  "special.topKind.5": ["Top NN bán ròng", "Top foreign net sell", "外资净卖出榜", "외국인 순매도 상위"],
  "special.top.all": ["Toàn thị trường", "All market", "全市场", "전체 시장"],
  "special.top.hub": ["Top cổ phiếu", "Top stocks", "股票排行", "종목 순위"],
  "special.top.kinds": ["Loại danh sách", "List kind", "榜单类型", "목록 종류"],
  "special.top.exchanges": ["Sàn", "Exchange", "交易所", "거래소"],
  "special.top.refresh": [
    "Cập nhật mỗi 10 giây",
    "Refreshed every 10 seconds",
    "每10秒更新",
    "10초마다 갱신",
  ],
  "special.top.empty": [
    "Chưa có mã nào thỏa điều kiện",
    "No stock qualifies yet",
    "暂无符合条件的股票",
    "조건에 맞는 종목이 아직 없습니다",
  ],

  "special.col.code": ["Mã", "Code", "代码", "종목"],
  "special.col.price": ["Giá", "Price", "价格", "가격"],
  "special.col.change": ["+/-", "Change", "涨跌", "등락"],
  "special.col.volume": ["Tổng KL", "Volume", "成交量", "거래량"],
  "special.col.value": ["Tổng GT", "Value", "成交额", "거래대금"],
  "special.col.netForeign": ["GT NN ròng", "Foreign net value", "外资净额", "외국인 순매매"],
  "special.col.share": ["Tỷ trọng", "Share", "占比", "비중"],
  "special.col.matchVolume": ["KL khớp", "Match vol.", "成交手数", "체결량"],
  "special.col.index": ["Chỉ số", "Index", "指数", "지수"],
  "special.col.indexValue": ["Điểm", "Points", "点位", "포인트"],
  "special.col.up": ["Tăng", "Up", "上涨", "상승"],
  "special.col.noChange": ["Đứng giá", "Unchanged", "平盘", "보합"],
  "special.col.down": ["Giảm", "Down", "下跌", "하락"],
  "special.col.status": ["Trạng thái", "Status", "状态", "상태"],

  "special.scroll.title": ["Bảng giá trực tuyến", "Live price board", "实时行情", "실시간 시세판"],

  "special.plasma.top5": ["Top 5 giao dịch", "Top 5 traded", "成交前五", "거래 상위 5"],
  "special.plasma.noTrades": [
    "Chưa có giao dịch khớp lệnh",
    "No matched trades yet",
    "暂无撮合成交",
    "아직 체결이 없습니다",
  ],

  "special.expanded.title": ["Chỉ số mở rộng", "Expanded indices", "扩展指数", "확장 지수"],
  "special.expanded.foreign": [
    "Lịch sử giao dịch NĐTNN",
    "Foreign trading history",
    "外资交易历史",
    "외국인 거래 내역",
  ],

  "special.summary.title": ["Tổng hợp", "Summary", "汇总", "요약"],
  "special.summary.empty": [
    "Danh sách trống: nhập mã để thêm",
    "The list is empty: type a code to add it",
    "列表为空：输入代码添加",
    "목록이 비어 있습니다: 종목 코드를 입력해 추가하세요",
  ],
};
