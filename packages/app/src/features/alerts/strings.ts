/** The alerts' strings (issue 20), in vi, en, zh and kr. */
import type { LabelTable as Labels } from "../../shared/i18n/label-table";

/** What the board route shows or fires before any panel opens: the header button and the notifications. */
export const ALERT_STRINGS: Labels = {
  "alerts.open": ["Cảnh báo ({{count}})", "Alerts ({{count}})", "提醒（{{count}}）", "알림 ({{count}})"],
  "alerts.setFor": [
    "Đặt cảnh báo cho {{code}}",
    "Set an alert on {{code}}",
    "为{{code}}设置提醒",
    "{{code}} 알림 설정",
  ],
  "alerts.kind.priceAbove": ["Giá khớp từ", "Price at or above", "价格高于或等于", "가격 이상"],
  "alerts.kind.priceBelow": ["Giá khớp đến", "Price at or below", "价格低于或等于", "가격 이하"],
  "alerts.kind.pctAbove": ["% thay đổi từ", "Change % at or above", "涨跌幅高于或等于", "등락률 이상"],
  "alerts.kind.pctBelow": ["% thay đổi đến", "Change % at or below", "涨跌幅低于或等于", "등락률 이하"],
  "alerts.kind.volumeAbove": [
    "Tổng khối lượng từ",
    "Total volume at or above",
    "总成交量高于或等于",
    "총 거래량 이상",
  ],
  "alerts.kind.roomBelow": [
    "Room nước ngoài còn đến",
    "Foreign room at or below",
    "外资剩余额度低于或等于",
    "외국인 잔여 한도 이하",
  ],
  "alerts.kind.ceiling": ["Chạm giá trần", "Hits the ceiling", "触及涨停价", "상한가 도달"],
  "alerts.kind.floor": ["Chạm giá sàn", "Hits the floor", "触及跌停价", "하한가 도달"],
  "alerts.firedTitle": ["Cảnh báo {{code}}", "Alert: {{code}}", "提醒：{{code}}", "알림: {{code}}"],
  "alerts.firedBody": [
    "{{condition}} (hiện {{value}})",
    "{{condition}} (now {{value}})",
    "{{condition}}（当前 {{value}}）",
    "{{condition}} (현재 {{value}})",
  ],
  "alerts.serverFailed": [
    "Không lưu được cảnh báo lên tài khoản; danh sách vẫn giữ trong trình duyệt này.",
    "The alerts could not be saved to your account; the list is kept in this browser.",
    "提醒未能保存到账户；列表仍保留在此浏览器中。",
    "알림을 계정에 저장하지 못했습니다. 목록은 이 브라우저에 남아 있습니다.",
  ],
};
