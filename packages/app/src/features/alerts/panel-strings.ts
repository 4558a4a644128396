import type { LabelTable as Labels } from "../../shared/i18n/label-table";

/** The editor's and the panel's: a later table (root/later-label-tables.ts), as they load on first use. */
export const ALERT_PANEL_STRINGS: Labels = {
  "alerts.title": ["Cảnh báo giá", "Price alerts", "价格提醒", "가격 알림"],
  "alerts.set": ["Đặt cảnh báo", "Set alert", "设置提醒", "알림 설정"],
  "alerts.condition": ["Điều kiện", "Condition", "条件", "조건"],
  "alerts.level": ["Mức", "Level", "数值", "기준값"],
  "alerts.unit.price": ["nghìn đồng", "thousand dong", "千越南盾", "천 동"],
  "alerts.unit.points": ["điểm", "points", "点", "포인트"],
  "alerts.unit.percent": ["%", "%", "%", "%"],
  "alerts.unit.shares": ["cổ phiếu", "shares", "股", "주"],
  "alerts.now": ["Hiện tại: {{value}}", "Now: {{value}}", "当前：{{value}}", "현재: {{value}}"],
  "alerts.invalidLevel": [
    "Hãy nhập một mức hợp lệ.",
    "Enter a valid level.",
    "请输入有效的数值。",
    "올바른 기준값을 입력하세요.",
  ],
  "alerts.full": [
    "Đã đủ số cảnh báo tối đa; hãy xoá bớt.",
    "The alert list is full; delete some first.",
    "提醒数量已达上限，请先删除一些。",
    "알림이 가득 찼습니다. 먼저 일부를 삭제하세요.",
  ],
  "alerts.save": ["Lưu", "Save", "保存", "저장"],
  "alerts.cancel": ["Huỷ", "Cancel", "取消", "취소"],
  "alerts.delete": ["Xoá", "Delete", "删除", "삭제"],
  "alerts.deleteOne": [
    "Xoá cảnh báo {{what}}",
    "Delete alert {{what}}",
    "删除提醒{{what}}",
    "알림 삭제 {{what}}",
  ],
  "alerts.armed": ["Đang chờ", "Armed", "等待中", "대기 중"],
  "alerts.fired": ["Đã báo lúc {{time}}", "Fired at {{time}}", "已于{{time}}触发", "{{time}} 발생"],
  "alerts.empty": [
    "Chưa có cảnh báo nào. Đặt cảnh báo từ menu chuột phải của một mã hoặc từ cửa sổ chi tiết mã.",
    "No alerts yet. Set one from a row's right-click menu or from the stock popup.",
    "暂无提醒。可在行的右键菜单或个股弹窗中设置。",
    "알림이 없습니다. 행의 오른쪽 클릭 메뉴나 종목 팝업에서 설정하세요.",
  ],
  "alerts.sound": ["Phát âm thanh khi báo", "Play a sound", "提醒时播放声音", "알림 소리"],
  "alerts.notificationsOff": [
    "Trình duyệt không cho hiện thông báo; cảnh báo chỉ hiện trong trang.",
    "The browser does not allow notifications; alerts show in the page only.",
    "浏览器不允许通知；提醒仅在页面内显示。",
    "브라우저가 알림을 허용하지 않아 페이지 안에서만 표시됩니다.",
  ],
  "alerts.enableNotifications": ["Bật thông báo", "Allow notifications", "允许通知", "알림 허용"],
};
