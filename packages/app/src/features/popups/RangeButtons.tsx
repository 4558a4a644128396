import { useTranslation } from "../../shared/i18n/use-translation";
import { CHART_RANGES, type ChartRange } from "./chart-range";

/** The Today / 1 week / 1 month buttons of the popup charts. */
export function RangeButtons({
  value,
  onChange,
}: {
  value: ChartRange;
  onChange: (range: ChartRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="range-buttons">
      {CHART_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          data-range={range}
          aria-pressed={value === range}
          className={value === range ? "active" : ""}
          onClick={() => onChange(range)}
        >
          {t(`popup.range.${range}`)}
        </button>
      ))}
    </fieldset>
  );
}
