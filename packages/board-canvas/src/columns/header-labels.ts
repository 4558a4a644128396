import type { BoardLanguage, HeaderText } from "./column-def";

/*
 * Built-in header labels of the column presets in the board's four languages, by header key
 * (`column.<field>` and `column.group.<name>`). Prices are in thousands of dong and volumes in lots of
 * 10 shares, as the board draws them. A host's `label` option or a column's own `header` text wins.
 */

/** Labels of one header key: [vi, en, zh, kr]. */
export type HeaderLabelRow = readonly [vi: string, en: string, zh: string, kr: string];

const LANGUAGE_INDEX: Readonly<Record<BoardLanguage, number>> = { vi: 0, en: 1, zh: 2, kr: 3 };

/**
 * The built-in labels by header key, [vi, en, zh, kr]. A host that translates its own strings (an i18n
 * library behind the `label` option) can load this table as its column labels instead of copying them.
 */
export const HEADER_LABELS: Readonly<Record<string, HeaderLabelRow>> = {
  "column.star": ["", "", "", ""],
  "column.code": ["Mã CK", "Symbol", "代码", "종목"],
  "column.refPrice": ["TC", "Ref", "参考", "기준"],
  "column.ceilPrice": ["Trần", "Ceil", "涨停", "상한"],
  "column.floorPrice": ["Sàn", "Floor", "跌停", "하한"],
  "column.totalBuyQtty": ["Mua CĐ", "Act. buy", "主动买", "매수체결"],
  "column.totalSellQtty": ["Bán CĐ", "Act. sell", "主动卖", "매도체결"],
  "column.bidQtty4": ["KL4", "Vol 4", "量4", "잔량4"],
  "column.offerQtty4": ["KL4", "Vol 4", "量4", "잔량4"],
  "column.bidPrice3": ["Giá 3", "Price 3", "价3", "가격3"],
  "column.bidQtty3": ["KL 3", "Vol 3", "量3", "잔량3"],
  "column.bidPrice2": ["Giá 2", "Price 2", "价2", "가격2"],
  "column.bidQtty2": ["KL 2", "Vol 2", "量2", "잔량2"],
  "column.bidPrice1": ["Giá 1", "Price 1", "价1", "가격1"],
  "column.bidQtty1": ["KL 1", "Vol 1", "量1", "잔량1"],
  "column.offerPrice1": ["Giá 1", "Price 1", "价1", "가격1"],
  "column.offerQtty1": ["KL 1", "Vol 1", "量1", "잔량1"],
  "column.offerPrice2": ["Giá 2", "Price 2", "价2", "가격2"],
  "column.offerQtty2": ["KL 2", "Vol 2", "量2", "잔량2"],
  "column.offerPrice3": ["Giá 3", "Price 3", "价3", "가격3"],
  "column.offerQtty3": ["KL 3", "Vol 3", "量3", "잔량3"],
  "column.matchPrice": ["Giá", "Price", "价格", "가격"],
  "column.matchQtty": ["KL", "Vol", "量", "수량"],
  "column.changePrice": ["+/-", "+/-", "涨跌", "등락"],
  "column.pctChangePrice": ["%", "%", "%", "%"],
  "column.totalTradedQtty": ["Tổng KL", "Total vol", "总量", "거래량"],
  "column.totalTradedValue": ["Tổng GT", "Total value", "总额", "거래대금"],
  "column.highestPrice": ["Cao", "High", "最高", "고가"],
  "column.lowestPrice": ["Thấp", "Low", "最低", "저가"],
  "column.avgPrice": ["TB", "Avg", "均价", "평균"],
  "column.buyForeignQtty": ["NN mua", "For. buy", "外资买", "외인매수"],
  "column.sellForeignQtty": ["NN bán", "For. sell", "外资卖", "외인매도"],
  "column.remainForeignQtty": ["Room", "Room", "外资余额", "외인한도"],
  "column.miniChart": ["1 tháng", "1 month", "1个月", "1개월"],
  "column.subCode": ["Mã CK", "Symbol", "代码", "종목"],
  "column.subForeignQtty": ["NN ròng", "For. net", "外资净买", "외인순매수"],
  "column.buyForeignValue": ["GT NN mua", "For. buy val", "外资买额", "외인매수액"],
  "column.sellForeignValue": ["GT NN bán", "For. sell val", "外资卖额", "외인매도액"],
  "column.subForeignValue": ["GT NN ròng", "For. net val", "外资净额", "외인순매수액"],
  // A call auction's projection (ATO, ATC; withCallAuction): the price that would match the most volume
  // now, and that volume.
  "column.auctionPrice": ["Giá DK", "Proj. price", "预计价", "예상가"],
  "column.auctionQtty": ["KL DK", "Proj. vol", "预计量", "예상량"],
  "column.group.projected": ["Khớp dự kiến", "Projected match", "预计成交", "예상 체결"],
  // Odd-lot groups: quantities in shares.
  "column.group.oddBid": ["Mua lô lẻ", "Odd-lot bid", "零股买盘", "단주 매수"],
  "column.group.oddMatch": ["Khớp lô lẻ (CP)", "Odd-lot match (shares)", "零股成交（股）", "단주 체결(주)"],
  "column.group.oddOffer": ["Bán lô lẻ", "Odd-lot offer", "零股卖盘", "단주 매도"],
  "column.group.bid": ["Bên mua", "Bid", "买盘", "매수"],
  "column.group.offer": ["Bên bán", "Offer", "卖盘", "매도"],
  "column.group.match": ["Khớp lệnh", "Matched", "成交", "체결"],
  "column.group.foreign": ["Nước ngoài", "Foreign", "外资", "외국인"],
  "column.group.activeVolume": ["KL chủ động", "Active volume", "主动成交", "체결 강도"],
  "column.group.highLow": ["Giá", "Prices", "价格", "가격"],
  // Derivatives board: prices in index points, quantities in contracts.
  "column.lastTradingDate": ["Ngày ĐH", "Expiry", "到期日", "만기일"],
  "column.basis": ["Basis", "Basis", "基差", "베이시스"],
  "column.openInterest": ["KL", "Qty", "数量", "수량"],
  "column.openInterestChange": ["+/-", "+/-", "增减", "증감"],
  "column.group.openInterest": ["KL mở", "Open interest", "持仓量", "미결제약정"],
  // Covered warrants.
  "column.issuer": ["TCPH", "Issuer", "发行人", "발행사"],
  "column.underlyingPrice": ["Giá CKCS", "Underlying", "标的价", "기초자산가"],
  "column.exercisePrice": ["Giá TH", "Exercise", "行权价", "행사가"],
  "column.exerciseRatio": ["Tỷ lệ CĐ", "Ratio", "转换比例", "전환비율"],
  "column.group.underlying": ["Chứng khoán cơ sở", "Underlying", "标的证券", "기초자산"],
  // Private corporate bonds (BOND_COLUMNS).
  "column.favourite": ["", "", "", ""],
  "column.bondCode": ["Mã TP", "Bond", "债券代码", "채권"],
  "column.totalListingQtty": ["KL phát hành", "Issued qty", "发行量", "발행량"],
  "column.interest_Rate": ["Lãi suất", "Rate", "利率", "금리"],
  "column.tsdb": ["TSĐB", "Secured", "担保", "담보"],
  "column.periodRemain": ["Còn lại (tháng)", "Left (months)", "剩余(月)", "잔존(개월)"],
  "column.maturitDate": ["Ngày đáo hạn", "Maturity", "到期日", "만기일"],
  "column.pt_BestBidPrice": ["Giá", "Price", "价格", "가격"],
  "column.pt_BestBidQtty": ["KL", "Qty", "量", "수량"],
  "column.pt_BestOfferPrice": ["Giá", "Price", "价格", "가격"],
  "column.pt_BestOfferQtty": ["KL", "Qty", "量", "수량"],
  "column.pt_TotalBidQtty": ["Tổng KL mua", "Total bid", "买盘总量", "총 매수량"],
  "column.pt_TotalOfferQtty": ["Tổng KL bán", "Total offer", "卖盘总量", "총 매도량"],
  "column.pt_MatchPrice": ["Giá", "Price", "价格", "가격"],
  "column.pt_MatchQtty": ["KL", "Qty", "量", "수량"],
  "column.pt_MaxPrice": ["Cao", "High", "最高", "고가"],
  "column.pt_MinPrice": ["Thấp", "Low", "最低", "저가"],
  "column.pt_TotalTradedQtty": ["Tổng KL/GT", "Total qty/value", "总量/额", "총 수량/대금"],
  "column.group.bestBid": ["Chào mua tốt nhất", "Best bid", "最优买价", "최우선 매수"],
  "column.group.bestOffer": ["Chào bán tốt nhất", "Best offer", "最优卖价", "최우선 매도"],
  "column.group.ptMatch": ["Khớp thỏa thuận", "Put-through match", "协议成交", "협상 체결"],
  // Put-through lists (PUT_THROUGH_COLUMNS).
  "column.price": ["Giá", "Price", "价格", "가격"],
  "column.quantity": ["KL", "Qty", "数量", "수량"],
  "column.value": ["GT", "Value", "金额", "대금"],
  "column.partyId": ["CTCK", "Party", "券商", "회원사"],
  "column.time": ["Thời gian", "Time", "时间", "시간"],
};

/** The built-in label of a header key in `language`, or undefined for a key the presets do not use. */
export function builtInHeaderLabel(key: string, language: BoardLanguage): string | undefined {
  return HEADER_LABELS[key]?.[LANGUAGE_INDEX[language] ?? 0];
}

/** The header keys that have built-in labels (for tests and hosts listing them). */
export function builtInHeaderKeys(): string[] {
  return Object.keys(HEADER_LABELS);
}

/** An i18n key ("column.matchPrice") rather than display text ("Giá khớp"). */
const KEY_PATTERN = /^[A-Za-z_][\w]*(\.[\w]+)+$/;

/**
 * The text of a header in `language`: a per-language map picks its language (else English, else
 * Vietnamese, else any); a key goes through the host's `label`, then the built-in labels, then shows its
 * last segment; any other string is shown as it is.
 */
export function headerText(
  header: string | HeaderText,
  language: BoardLanguage,
  label?: (key: string) => string,
): string {
  if (typeof header !== "string")
    return (
      header[language] ?? header.en ?? header.vi ?? Object.values(header).find((t) => t !== undefined) ?? ""
    );
  if (label !== undefined) return label(header);
  const builtIn = builtInHeaderLabel(header, language);
  if (builtIn !== undefined) return builtIn;
  return KEY_PATTERN.test(header) ? header.slice(header.lastIndexOf(".") + 1) : header;
}
