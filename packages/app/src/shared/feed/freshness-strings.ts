import type { LabelTable } from "../i18n/label-table";

/** The header's feed latency and stale-data signal, and a stale board row's screen-reader text. */
export const FRESHNESS_STRINGS: LabelTable = {
  "freshness.latency": ["{{ms}} ms", "{{ms}} ms", "{{ms}} 毫秒", "{{ms}} ms"],
  "freshness.unknown": ["-- ms", "-- ms", "-- 毫秒", "-- ms"],
  "freshness.latencyTitle": [
    "Độ trễ dữ liệu: {{ms}} ms, từ lúc máy chủ tạo lô dữ liệu đến lúc trình duyệt nhận (giả định đồng hồ hai bên khớp nhau; đồng hồ máy này chậm hơn máy chủ thì đã được bù).",
    "Feed latency: {{ms}} ms from the server producing a batch to this browser receiving it (assumes both clocks agree; a clock behind the server's is corrected for).",
    "行情延迟：{{ms}} 毫秒，从服务器生成数据批次到本浏览器收到（假定双方时钟一致；本机时钟慢于服务器时已校正）。",
    "데이터 지연: 서버가 데이터 묶음을 만든 뒤 이 브라우저가 받기까지 {{ms}} ms (두 시계가 맞다고 가정하며, 이 기기 시계가 서버보다 늦으면 보정합니다).",
  ],
  "freshness.latencyUnknownTitle": [
    "Độ trễ dữ liệu: chưa đo được",
    "Feed latency: not measured yet",
    "行情延迟：尚未测得",
    "데이터 지연: 아직 측정되지 않음",
  ],
  "freshness.stale": [
    "Dữ liệu cũ {{seconds}} giây",
    "Stale {{seconds}} s",
    "数据过时 {{seconds}} 秒",
    "데이터 정체 {{seconds}}초",
  ],
  "freshness.staleTitle": [
    "Không có dữ liệu mới từ {{exchanges}} trong {{seconds}} giây dù sàn đang giao dịch (ngưỡng {{threshold}} giây): giá trên bảng có thể đã cũ.",
    "No new data from {{exchanges}} for {{seconds}} s while trading (threshold {{threshold}} s): the prices shown may be out of date.",
    "{{exchanges}} 交易中已 {{seconds}} 秒无新数据（阈值 {{threshold}} 秒）：所示价格可能已过时。",
    "{{exchanges}} 거래 중 {{seconds}}초 동안 새 데이터 없음 (기준 {{threshold}}초): 표시된 가격이 오래되었을 수 있습니다.",
  ],
  "freshness.staleAnnounce": [
    "Dữ liệu của {{exchanges}} đã cũ",
    "Data from {{exchanges}} is stale",
    "{{exchanges}} 的数据已过时",
    "{{exchanges}} 데이터가 오래되었습니다",
  ],
  "freshness.staleRow": ["dữ liệu cũ", "stale data", "数据已过时", "오래된 데이터"],
};
