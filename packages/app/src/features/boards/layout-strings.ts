import type { LabelTable } from "../../shared/i18n/label-table";

/** Strings of the saved layouts in the column menu (issue 20), in vi, en, zh, kr. */
export const LAYOUT_STRINGS: LabelTable = {
  "layouts.heading": ["Bố cục đã lưu", "Saved layouts", "已保存的布局", "저장된 레이아웃"],
  "layouts.none": [
    "Chưa có bố cục nào",
    "No saved layout yet",
    "尚无已保存的布局",
    "저장된 레이아웃이 없습니다",
  ],
  "layouts.name": ["Tên bố cục", "Layout name", "布局名称", "레이아웃 이름"],
  "layouts.save": ["Lưu bố cục", "Save layout", "保存布局", "레이아웃 저장"],
  "layouts.switch": [
    "Dùng bố cục {{name}}",
    "Use layout {{name}}",
    "使用布局 {{name}}",
    "레이아웃 {{name}} 사용",
  ],
  "layouts.delete": [
    "Xoá bố cục {{name}}",
    "Delete layout {{name}}",
    "删除布局 {{name}}",
    "레이아웃 {{name}} 삭제",
  ],
  "layouts.export": ["Xuất tệp", "Export file", "导出文件", "파일 내보내기"],
  "layouts.import": ["Nhập tệp", "Import file", "导入文件", "파일 가져오기"],
  "layouts.saved": [
    "Đã lưu bố cục {{name}}",
    "Layout {{name}} saved",
    "已保存布局 {{name}}",
    "레이아웃 {{name}} 저장됨",
  ],
  "layouts.replaced": [
    "Đã cập nhật bố cục {{name}}",
    "Layout {{name}} updated",
    "已更新布局 {{name}}",
    "레이아웃 {{name}} 업데이트됨",
  ],
  "layouts.deleted": [
    "Đã xoá bố cục {{name}}",
    "Layout {{name}} deleted",
    "已删除布局 {{name}}",
    "레이아웃 {{name}} 삭제됨",
  ],
  "layouts.imported": [
    "Đã nhập {{added}} bố cục mới, cập nhật {{replaced}} bố cục",
    "Imported {{added}} new layouts, updated {{replaced}}",
    "已导入 {{added}} 个新布局，更新 {{replaced}} 个",
    "새 레이아웃 {{added}}개를 가져오고 {{replaced}}개를 업데이트했습니다",
  ],
  "layouts.serverFailed": [
    "Không lưu được bố cục vào tài khoản: thử lại sau",
    "Could not save the layouts to your account: try again later",
    "无法将布局保存到您的账户：请稍后重试",
    "레이아웃을 계정에 저장하지 못했습니다: 나중에 다시 시도하세요",
  ],
  "layouts.problem.badName": [
    "Tên bố cục cần từ 1 đến 40 ký tự",
    "A layout name needs 1 to 40 characters",
    "布局名称需为 1 到 40 个字符",
    "레이아웃 이름은 1~40자여야 합니다",
  ],
  "layouts.problem.tooMany": [
    "Tối đa 100 bố cục: hãy xoá bớt trước",
    "At most 100 layouts: delete some first",
    "最多 100 个布局：请先删除一些",
    "레이아웃은 최대 100개입니다: 먼저 일부를 삭제하세요",
  ],
  "layouts.problem.tooLarge": [
    "Tệp quá lớn (tối đa 256 KB): không nhập gì",
    "The file is too large (256 KB at most): nothing imported",
    "文件过大（最多 256 KB）：未导入任何内容",
    "파일이 너무 큽니다 (최대 256KB): 아무것도 가져오지 않았습니다",
  ],
  "layouts.problem.notJson": [
    "Tệp không phải JSON: không nhập gì",
    "The file is not JSON: nothing imported",
    "该文件不是 JSON：未导入任何内容",
    "파일이 JSON이 아닙니다: 아무것도 가져오지 않았습니다",
  ],
  "layouts.problem.notLayoutFile": [
    "Đây không phải tệp bố cục vnboard: không nhập gì",
    "This is not a vnboard layouts file: nothing imported",
    "这不是 vnboard 布局文件：未导入任何内容",
    "vnboard 레이아웃 파일이 아닙니다: 아무것도 가져오지 않았습니다",
  ],
  "layouts.problem.newerVersion": [
    "Tệp được tạo bởi phiên bản mới hơn của ứng dụng: không nhập gì",
    "The file was made by a newer version of the app: nothing imported",
    "该文件由更新版本的应用创建：未导入任何内容",
    "더 새로운 버전의 앱에서 만든 파일입니다: 아무것도 가져오지 않았습니다",
  ],
  "layouts.problem.badLayout": [
    "Bố cục thứ {{at}} trong tệp không hợp lệ: không nhập gì",
    "Layout {{at}} in the file is not valid: nothing imported",
    "文件中的第 {{at}} 个布局无效：未导入任何内容",
    "파일의 {{at}}번째 레이아웃이 올바르지 않습니다: 아무것도 가져오지 않았습니다",
  ],
  "layouts.problem.unreadable": [
    "Không đọc được tệp: không nhập gì",
    "The file could not be read: nothing imported",
    "无法读取该文件：未导入任何内容",
    "파일을 읽을 수 없습니다: 아무것도 가져오지 않았습니다",
  ],
};
