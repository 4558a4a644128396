/**
 * Company content the REST calls serve: fundamentals (spec "Fundamentals", POST info-basic), company
 * events (POST rss) and news items per language (GET new-home). Deterministic per seed and code; figures
 * are consistent with the day's price (EPS = price / P/E, book value = price / P/B).
 */
import { addDays, compactDate } from "./dates";
import { childRng } from "./prng";
import type { Instrument } from "./universe";

export function fundamentals(
  seed: number,
  inst: Instrument,
  price: number,
  room: number,
): Record<string, number> {
  const rng = childRng(seed, `fund:${inst.code}`);
  const pe = Math.round(rng.logNormal(12, 0.5) * 100) / 100;
  const pb = Math.round(rng.logNormal(1.5, 0.5) * 100) / 100;
  const eps = Math.round(price / pe);
  const roe = Math.round((pb / pe) * 10000) / 100;
  return {
    CurrentForeignRoom: room,
    BasicPE_LFY: pe,
    DilutedPE: Math.round(pe * rng.uniform(1, 1.08) * 100) / 100,
    PB: pb,
    BasicEPS_LFY: eps,
    DilutedEPS_LFY: Math.round(eps * rng.uniform(0.92, 1)),
    BookValuePerShare: Math.round(price / pb),
    DividentYield: Math.round(rng.uniform(0, 8) * 100) / 100,
    ROE_LFY: roe,
    ROA_LFY: Math.round(roe * (inst.icbCode === "8355" ? 0.09 : rng.uniform(0.3, 0.7)) * 100) / 100,
  };
}

export interface CompanyEvent {
  EventTitle: string;
  /** YYYYMMDD (docs/api.md). */
  ExecutionDate: string;
  EventDetail: string;
}

const EVENT_KINDS: readonly (readonly [title: string, detail: (code: string, n: number) => string])[] = [
  [
    "Trả cổ tức bằng tiền mặt",
    (c, n) => `<p>${c} chi trả cổ tức bằng tiền, tỷ lệ ${n}% (${n * 100} đồng/cổ phiếu).</p>`,
  ],
  ["Đại hội đồng cổ đông thường niên", (c) => `<p>${c} tổ chức Đại hội đồng cổ đông thường niên.</p>`],
  ["Phát hành cổ phiếu thưởng", (c, n) => `<p>${c} phát hành cổ phiếu thưởng tỷ lệ 100:${n}.</p>`],
  ["Niêm yết bổ sung", (c, n) => `<p>${c} niêm yết bổ sung ${n},000,000 cổ phiếu.</p>`],
  [
    "Chốt quyền mua cổ phiếu phát hành thêm",
    (c, n) => `<p>${c} chốt danh sách thực hiện quyền mua, tỷ lệ 100:${n}.</p>`,
  ],
];

export function companyEvents(seed: number, inst: Instrument, date: string): CompanyEvent[] {
  const rng = childRng(seed, `events:${inst.code}`);
  const out: CompanyEvent[] = [];
  const count = rng.between(2, 6);
  for (let k = 0; k < count; k++) {
    const [title, detail] = rng.pick(EVENT_KINDS);
    const when = addDays(date, rng.between(-300, 45));
    out.push({
      EventTitle: title,
      ExecutionDate: compactDate(when),
      EventDetail: detail(inst.code, rng.between(5, 30)),
    });
  }
  return out.sort((a, b) => (b.ExecutionDate < a.ExecutionDate ? -1 : 1));
}

/** News links must be absolute (docs/api.md); the simulated items point at a placeholder host. */
const NEWS_BASE = "https://example.com";

export interface NewsItem {
  /** 0 stock-market news, 1 provider notice. */
  type: 0 | 1;
  title: string;
  urlLink: string;
}

const NEWS: Readonly<Record<string, readonly [market: readonly string[], notices: readonly string[]]>> = {
  vi: [
    [
      "VN-Index giằng co quanh vùng {v} điểm",
      "Khối ngoại mua ròng phiên thứ {n} liên tiếp",
      "Nhóm ngân hàng dẫn dắt thị trường",
      "Thanh khoản sàn HOSE đạt {n} nghìn tỷ đồng",
      "Cổ phiếu {c} tăng trần với thanh khoản đột biến",
    ],
    [
      "Thông báo lịch nghỉ giao dịch",
      "Hướng dẫn sử dụng bảng giá mới",
      "Nâng cấp hệ thống giao dịch cuối tuần",
    ],
  ],
  en: [
    [
      "VN-Index hovers around {v} points",
      "Foreign investors net buyers for the {n}th session",
      "Banks lead the market",
      "HOSE liquidity reaches {n} trillion dong",
      "{c} hits the ceiling on heavy volume",
    ],
    ["Trading holiday schedule", "Guide to the new price board", "Weekend trading system upgrade"],
  ],
  zh: [
    [
      "VN-Index 在 {v} 点附近震荡",
      "外资连续第 {n} 个交易日净买入",
      "银行股领涨市场",
      "胡志明交易所成交额达 {n} 万亿越南盾",
      "{c} 放量涨停",
    ],
    ["休市安排通知", "新版行情板使用指南", "周末交易系统升级"],
  ],
  kr: [
    [
      "VN-Index {v}포인트 부근에서 등락",
      "외국인 {n}거래일 연속 순매수",
      "은행주가 시장 주도",
      "호찌민거래소 거래대금 {n}조 동 기록",
      "{c} 대량 거래 속 상한가",
    ],
    ["휴장 일정 안내", "새 시세판 이용 안내", "주말 거래 시스템 업그레이드"],
  ],
};

export function newsItems(
  seed: number,
  language: string,
  date: string,
  vnindex: number,
  codes: readonly string[],
): NewsItem[] {
  const [market, notices] = NEWS[language] ?? NEWS.vi;
  const rng = childRng(seed, `news:${language}:${date}`);
  const fill = (t: string) =>
    t
      .replace("{v}", vnindex.toFixed(0))
      .replace("{n}", String(rng.between(2, 25)))
      .replace("{c}", codes.length > 0 ? rng.pick(codes) : "VNM");
  const day = compactDate(date);
  const out: NewsItem[] = market.map((t, k) => ({
    type: 0,
    title: fill(t),
    urlLink: `${NEWS_BASE}/news/${day}-${k + 1}`,
  }));
  notices.forEach((t, k) => {
    out.push({ type: 1, title: fill(t), urlLink: `${NEWS_BASE}/notices/${day}-${k + 1}` });
  });
  return out;
}
