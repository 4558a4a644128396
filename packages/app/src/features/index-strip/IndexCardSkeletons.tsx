import { useTranslation } from "../../shared/i18n/use-translation";
import { HEADER_INDEX_CODES } from "./header-indices";

/** One loading card per header index, the cards' size: while the cards' code loads and until values come. */
export function IndexCardSkeletons() {
  const { t } = useTranslation();
  return (
    <div className="index-strip-cards">
      {HEADER_INDEX_CODES.map((code) => (
        <div key={code} className="index-card index-card-skeleton" data-skeleton={code}>
          <span className="index-card-name">{code}</span>
          <span className="index-card-loading">{t("indexStrip.loading")}</span>
        </div>
      ))}
    </div>
  );
}
