import { compactToDisplayDate } from "@vnboard/feed/rest";
import { rest } from "../../../shared/api/rest";
import { useRestData } from "../../../shared/api/use-rest-data";
import { useTranslation } from "../../../shared/i18n/use-translation";
import { notApplicableKindOf } from "./company-data";
import { sanitizeEventHtml } from "./sanitize-event-html";

/** Company events (spec 2.5, POST rss): title, execution date, and the detail HTML after DOMPurify. */
export function EventsList({ code }: { code: string }) {
  const { t } = useTranslation();
  const notApplicable = notApplicableKindOf(code);
  const events = useRestData(notApplicable ? `none:${code}` : `events:${code}`, () =>
    notApplicable ? Promise.resolve([]) : rest.companyEvents(code),
  );
  if (notApplicable !== null) {
    return (
      <p className="popup-empty" data-testid="popup-not-applicable">
        {t(`popup.notApplicable.${notApplicable}`)}
      </p>
    );
  }
  if (events.status === "loading") return <p className="popup-empty">{t("popup.loading")}</p>;
  if (events.data === null || events.data.length === 0) {
    return <p className="popup-empty">{t("popup.noData")}</p>;
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <ul className="popup-scroll popup-events" data-testid="popup-events" tabIndex={0}>
      {events.data.map((event, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events have no id; the list is replaced whole
        <li key={i}>
          <div className="event-head">
            <span className="event-date">{compactToDisplayDate(event.ExecutionDate)}</span>
            <span className="event-title">{event.EventTitle}</span>
          </div>
          <div
            className="event-detail"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
            dangerouslySetInnerHTML={{ __html: sanitizeEventHtml(event.EventDetail) }}
          />
        </li>
      ))}
    </ul>
  );
}
