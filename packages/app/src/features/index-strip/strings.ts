import type { LabelTable } from "../../shared/i18n/label-table";

/**
 * Strings of the index strip (spec 2.2, 2.3), in vi, en, zh, kr. The `session.*` keys are the ones the
 * feed's `sessionStatusKey` returns for the market status codes of spec 4; other screens showing a
 * session status use them too.
 */
export const INDEX_STRIP_STRINGS: LabelTable = {
  "session.blank": ["", "", "", ""],
  "session.preOpen": ["Chờ mở cửa", "Pre-open", "等待开盘", "개장 전"],
  "session.buyIn": ["Mua bắt buộc", "Buy-in", "强制买入", "바이인"],
  "session.pause": ["Tạm ngừng", "Paused", "暂停", "일시 정지"],
  "session.halt": ["Ngừng giao dịch", "Market halt", "停止交易", "거래 정지"],
  "session.ato": ["ATO", "ATO", "开盘集合竞价", "시가 단일가"],
  "session.continuous": ["Liên tục", "Continuous", "连续竞价", "접속 매매"],
  "session.atc": ["ATC", "ATC", "收盘集合竞价", "종가 단일가"],
  "session.putThrough": ["Thỏa thuận", "Put-through", "大宗交易", "대량 매매"],
  "session.plo": ["Sau giờ (PLO)", "Post-close (PLO)", "盘后 (PLO)", "시간외 (PLO)"],
  "session.closed": ["Đóng cửa", "Closed", "已收盘", "장 마감"],
  "session.unknown": ["Không xác định", "Unknown", "未知", "알 수 없음"],
  "indexStrip.region": ["Chỉ số thị trường", "Market indices", "市场指数", "시장 지수"],
  "indexStrip.loading": ["Đang tải chỉ số…", "Loading indices…", "指数加载中…", "지수 로딩 중…"],
  "indexStrip.mode": ["Chế độ hiển thị chỉ số", "Index panel display", "指数面板显示", "지수 패널 표시"],
  "indexStrip.mode.FULL": ["Đầy đủ", "Full", "完整", "전체"],
  "indexStrip.mode.INFO": ["Thông tin", "Info", "信息", "정보"],
  "indexStrip.mode.HIDDEN": ["Ẩn", "Hidden", "隐藏", "숨김"],
  "indexStrip.volume": ["KL", "Vol", "量", "거래량"],
  "indexStrip.value": ["GT", "Val", "额", "거래대금"],
  "indexStrip.low": ["Thấp", "Low", "最低", "저가"],
  "indexStrip.high": ["Cao", "High", "最高", "고가"],
  "indexStrip.up": ["Tăng", "Up", "上涨", "상승"],
  "indexStrip.upCeil": ["Trần", "Ceiling", "涨停", "상한가"],
  "indexStrip.noChange": ["Đứng giá", "Unchanged", "平盘", "보합"],
  "indexStrip.down": ["Giảm", "Down", "下跌", "하락"],
  "indexStrip.downFloor": ["Sàn", "Floor", "跌停", "하한가"],
  "indexStrip.chart": ["Biểu đồ trong ngày", "Intraday chart", "日内走势图", "당일 차트"],
  "indexStrip.details": ["Chi tiết chỉ số", "Index details", "指数详情", "지수 상세"],
  "indexStrip.follow": [
    "Nhấn để theo dõi biểu đồ",
    "Click to follow the chart",
    "点击关注走势图",
    "클릭하여 차트 보기",
  ],
  "indexStrip.toggleHint": [
    "Nhấn để theo dõi hoặc bỏ theo dõi chỉ số",
    "Click to follow or unfollow this index",
    "点击关注或取消关注该指数",
    "클릭하여 지수 구독 또는 해제",
  ],
};
