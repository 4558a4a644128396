import type { MarketProvenance } from "@vnboard/feed/rest";
import { useEffect, useState } from "react";
import { rest } from "../../shared/api/rest";
import { useTranslation } from "../../shared/i18n/use-translation";

/** Re-read while the page is open, so that a configuration update shows without a reload. */
const CONFIG_POLL_MS = 30_000;

const PRICE_TEXT = {
  simulated: "ip.pricesSimulated",
  recorded: "ip.pricesRecorded",
  live: "ip.pricesLive",
} as const;

/**
 * /banggia/ip (spec 1): the message of the configuration file (`/data/configs.json`, never cached) and
 * the address the server reports (`/ip-server`), and what of the market is real and what is simulated.
 */
export function IpPage() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const [provenance, setProvenance] = useState<MarketProvenance | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const load = () => {
      rest.configs().then(
        (answer) => {
          if (!live) return;
          setMessage(answer.message);
          setFailed(false);
        },
        (error: unknown) => {
          console.warn("configs: load failed", error);
          if (live) setFailed(true);
        },
      );
      rest.ipServer().then(
        (answer) => {
          if (!live) return;
          setAddress(answer.ip);
          setProvenance(answer.market ?? null);
        },
        (error: unknown) => console.warn("ip-server: load failed", error),
      );
    };
    load();
    const timer = setInterval(load, CONFIG_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return (
    <section className="ip-page">
      <h2>{t("ip.title")}</h2>
      {failed && message === null ? (
        <p className="board-message">{t("ip.failed")}</p>
      ) : message === null ? (
        <p className="board-message">{t("board.loading")}</p>
      ) : (
        <p data-config-message>{message === "" ? t("ip.empty") : message}</p>
      )}
      {address !== null && (
        <p>
          {t("ip.server")}: <code data-ip-server>{address}</code>
        </p>
      )}
      {provenance !== null && (
        <div data-market-provenance={`${provenance.symbols} ${provenance.prices}`}>
          <h3>{t("ip.dataTitle")}</h3>
          <p>{t(provenance.symbols === "real" ? "ip.symbolsReal" : "ip.symbolsGenerated")}</p>
          <p>{t(PRICE_TEXT[provenance.prices])}</p>
        </div>
      )}
    </section>
  );
}
