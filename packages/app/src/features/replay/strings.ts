import type { LabelTable } from "../../shared/i18n/label-table";

/** Strings of the replay of a recorded day (header button, badge and the replay bar), in vi, en, zh, kr. */
export const REPLAY_STRINGS: LabelTable = {
  "replay.open": ["Xem lại", "Replay", "回放", "다시보기"],
  "replay.openTitle": [
    "Xem lại một ngày đã ghi",
    "Replay a recorded day",
    "回放已录制的交易日",
    "녹화된 거래일 다시보기",
  ],
  "replay.badge": ["XEM LẠI", "REPLAY", "回放", "다시보기"],
  "replay.bar": ["Xem lại ngày đã ghi", "Replay of a recorded day", "录制回放", "녹화 다시보기"],
  "replay.recording": ["Bản ghi", "Recording", "录制", "녹화"],
  "replay.position": ["Thời điểm", "Position", "位置", "위치"],
  "replay.play": ["Phát", "Play", "播放", "재생"],
  "replay.pause": ["Tạm dừng", "Pause", "暂停", "일시정지"],
  "replay.speed": ["Tốc độ", "Speed", "速度", "속도"],
  "replay.jumpTo": ["Đến giờ (HH:MM)", "Jump to (HH:MM)", "跳转到 (HH:MM)", "이동 (HH:MM)"],
  "replay.jump": ["Đến", "Go", "跳转", "이동"],
  "replay.badTime": [
    "Nhập giờ dạng HH:MM hoặc HH:MM:SS",
    "Enter a time as HH:MM or HH:MM:SS",
    "请输入 HH:MM 或 HH:MM:SS 格式的时间",
    "HH:MM 또는 HH:MM:SS 형식으로 입력하세요",
  ],
  "replay.outside": [
    "Ngoài khoảng thời gian của bản ghi",
    "Outside the recording's span",
    "超出录制的时间范围",
    "녹화 범위를 벗어났습니다",
  ],
  "replay.live": ["Trực tiếp", "Live", "实时", "실시간"],
  "replay.liveTitle": [
    "Quay lại thị trường trực tiếp",
    "Back to the live market",
    "返回实时行情",
    "실시간 시장으로 돌아가기",
  ],
  "replay.close": ["Đóng", "Close", "关闭", "닫기"],
  "replay.loading": ["Đang tải bản ghi…", "Loading recordings…", "正在加载录制…", "녹화 불러오는 중…"],
  "replay.none": [
    "Máy chủ chưa có bản ghi nào",
    "The server has no recording yet",
    "服务器还没有录制",
    "서버에 녹화가 없습니다",
  ],
  "replay.failed": [
    "Không tải được danh sách bản ghi",
    "Could not load the recordings",
    "无法加载录制列表",
    "녹화 목록을 불러오지 못했습니다",
  ],
};
