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

/** What the day's market news items state, taken from the simulated market when they are asked for. */
export interface MarketFacts {
  vnindex: number;
  /** VN-Index change from its prior close, points. */
  vnindexChange: number;
  /** HOSE matched value so far, VND. */
  hoseValue: number;
  /** Foreign net buying on HOSE so far, VND (negative: net selling). */
  foreignNet: number;
  /** HOSE's most traded stock by value, "" before any trade. */
  leader: string;
  /** A stock at its ceiling price now, "" when none. */
  atCeiling: string;
}

/** Per language: market items (each states only what the facts say; null when it has nothing to say). */
const MARKET_NEWS: Readonly<
  Record<string, readonly ((f: MarketFacts, bn: (v: number) => string) => string | null)[]>
> = {
  vi: [
    (f) =>
      `VN-Index ${f.vnindexChange > 0 ? "tăng" : f.vnindexChange < 0 ? "giảm" : "đứng giá"}${f.vnindexChange !== 0 ? ` ${Math.abs(f.vnindexChange).toFixed(2)} điểm` : ""}, ở mức ${f.vnindex.toFixed(2)} điểm`,
    (f, bn) => (f.hoseValue > 0 ? `Thanh khoản khớp lệnh sàn HOSE đạt ${bn(f.hoseValue)} tỷ đồng` : null),
    (f, bn) =>
      f.foreignNet !== 0
        ? `Khối ngoại ${f.foreignNet > 0 ? "mua" : "bán"} ròng ${bn(Math.abs(f.foreignNet))} tỷ đồng trên HOSE`
        : null,
    (f) => (f.leader ? `${f.leader} dẫn đầu thanh khoản sàn HOSE` : null),
    (f) => (f.atCeiling ? `Cổ phiếu ${f.atCeiling} tăng trần` : null),
  ],
  en: [
    (f) =>
      `VN-Index ${f.vnindexChange > 0 ? "up" : f.vnindexChange < 0 ? "down" : "unchanged"}${f.vnindexChange !== 0 ? ` ${Math.abs(f.vnindexChange).toFixed(2)} points` : ""}, at ${f.vnindex.toFixed(2)}`,
    (f, bn) => (f.hoseValue > 0 ? `HOSE matched value reaches ${bn(f.hoseValue)} bn dong` : null),
    (f, bn) =>
      f.foreignNet !== 0
        ? `Foreign investors net ${f.foreignNet > 0 ? "buy" : "sell"} ${bn(Math.abs(f.foreignNet))} bn dong on HOSE`
        : null,
    (f) => (f.leader ? `${f.leader} leads HOSE liquidity` : null),
    (f) => (f.atCeiling ? `${f.atCeiling} hits the ceiling` : null),
  ],
  zh: [
    (f) =>
      `VN-Index ${f.vnindexChange > 0 ? "上涨" : f.vnindexChange < 0 ? "下跌" : "持平"}${f.vnindexChange !== 0 ? ` ${Math.abs(f.vnindexChange).toFixed(2)} 点` : ""}，报 ${f.vnindex.toFixed(2)} 点`,
    (f, bn) => (f.hoseValue > 0 ? `胡志明交易所撮合成交额达 ${bn(f.hoseValue)} 十亿越南盾` : null),
    (f, bn) =>
      f.foreignNet !== 0
        ? `外资在胡志明交易所净${f.foreignNet > 0 ? "买入" : "卖出"} ${bn(Math.abs(f.foreignNet))} 十亿越南盾`
        : null,
    (f) => (f.leader ? `${f.leader} 成交额居胡志明交易所首位` : null),
    (f) => (f.atCeiling ? `${f.atCeiling} 涨停` : null),
  ],
  kr: [
    (f) =>
      `VN-Index ${f.vnindexChange > 0 ? "상승" : f.vnindexChange < 0 ? "하락" : "보합"}${f.vnindexChange !== 0 ? ` ${Math.abs(f.vnindexChange).toFixed(2)}포인트` : ""}, ${f.vnindex.toFixed(2)}포인트`,
    (f, bn) => (f.hoseValue > 0 ? `호찌민거래소 체결대금 ${bn(f.hoseValue)}십억 동` : null),
    (f, bn) =>
      f.foreignNet !== 0
        ? `외국인 호찌민거래소 ${bn(Math.abs(f.foreignNet))}십억 동 순${f.foreignNet > 0 ? "매수" : "매도"}`
        : null,
    (f) => (f.leader ? `${f.leader} 호찌민거래소 거래대금 1위` : null),
    (f) => (f.atCeiling ? `${f.atCeiling} 상한가` : null),
  ],
};

const NOTICES: Readonly<Record<string, readonly string[]>> = {
  vi: [
    "Thông báo lịch nghỉ giao dịch",
    "Hướng dẫn sử dụng bảng giá mới",
    "Nâng cấp hệ thống giao dịch cuối tuần",
  ],
  en: ["Trading holiday schedule", "Guide to the new price board", "Weekend trading system upgrade"],
  zh: ["休市安排通知", "新版行情板使用指南", "周末交易系统升级"],
  kr: ["휴장 일정 안내", "새 시세판 이용 안내", "주말 거래 시스템 업그레이드"],
};

/**
 * The news ticker: market items made from the simulated market's figures at the time they are asked
 * for (so "X hits the ceiling" is said only of a stock at its ceiling), then the provider's notices.
 */
export function newsItems(language: string, date: string, facts: MarketFacts): NewsItem[] {
  const market = MARKET_NEWS[language] ?? MARKET_NEWS.vi;
  const notices = NOTICES[language] ?? NOTICES.vi;
  const bn = (v: number) => Math.round(v / 1e9).toLocaleString("en-US");
  const day = compactDate(date);
  const out: NewsItem[] = [];
  market.forEach((say, k) => {
    const title = say(facts, bn);
    if (title !== null) out.push({ type: 0, title, urlLink: `${NEWS_BASE}/news/${day}-${k + 1}` });
  });
  notices.forEach((title, k) => {
    out.push({ type: 1, title, urlLink: `${NEWS_BASE}/notices/${day}-${k + 1}` });
  });
  return out;
}
