import type { LabelTable } from "../i18n/label-table";

/** A wall display (/scroll, /plasma) the server refused (login build, `--feed-auth token`). */
export const FEED_ACCESS_STRINGS: LabelTable = {
  "display.refused.title": [
    "Màn hình này chưa được cấp quyền xem bảng giá",
    "This display may not show the board",
    "此显示屏无权显示行情",
    "이 디스플레이는 시세판을 표시할 권한이 없습니다",
  ],
  "display.refused.wrongKey": [
    "Khóa hiển thị không đúng. Hãy mở lại bằng địa chỉ (có ?key=…) do quản trị viên cung cấp.",
    "The display key is wrong. Open the address (with ?key=…) your operator gave you again.",
    "显示密钥不正确。请使用管理员提供的地址（含 ?key=…）重新打开。",
    "디스플레이 키가 올바르지 않습니다. 운영자가 제공한 주소(?key=… 포함)로 다시 여세요.",
  ],
  "display.refused.noKey": [
    "Màn hình này cần khóa hiển thị: hãy mở bằng địa chỉ (có ?key=…) do quản trị viên cung cấp, hoặc đăng nhập.",
    "This display needs its key: open the address (with ?key=…) your operator gave you, or sign in.",
    "此显示屏需要显示密钥：请使用管理员提供的地址（含 ?key=…）打开，或先登录。",
    "이 디스플레이에는 키가 필요합니다. 운영자가 제공한 주소(?key=… 포함)로 열거나 로그인하세요.",
  ],
};
