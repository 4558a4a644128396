import type { LabelTable } from "../../../shared/i18n/label-table";

/** Strings of the industry popup (spec 2.5, type IND), in vi, en, zh, kr. Keys start with "industry.". */
export const INDUSTRY_POPUP_STRINGS: LabelTable = {
  "industry.popup": ["Thông tin ngành", "Industry details", "行业详情", "업종 상세"],
  "industry.details": ["Chi tiết ngành", "Industry details", "行业详情", "업종 상세"],
  "industry.unknown": [
    "Không tìm thấy ngành này",
    "This industry was not found",
    "未找到该行业",
    "이 업종을 찾을 수 없습니다",
  ],
  "industry.tab.stocks": ["Danh sách mã", "Stock list", "股票列表", "종목 목록"],
  "industry.members": ["Số mã", "Stocks", "股票数", "종목 수"],
  "industry.averagePct": ["Thay đổi giá bình quân", "Average price change", "平均涨跌幅", "평균 등락률"],
  "industry.foreignNet": ["GT NN mua ròng", "Foreign net value", "外资净买额", "외국인 순매수 대금"],
  "industry.untraded": ["Chưa giao dịch", "Not traded", "未成交", "미거래"],
  "industry.breadthChart": [
    "Tỷ lệ mã tăng / đứng giá / giảm / chưa giao dịch",
    "Share of stocks up / unchanged / down / not traded",
    "上涨 / 平盘 / 下跌 / 未成交股票占比",
    "상승 / 보합 / 하락 / 미거래 종목 비율",
  ],
  "industry.all": ["Tất cả", "All", "全部", "전체"],
};
