import DOMPurify from "dompurify";

/**
 * Company events carry HTML from the provider (spec 3, EventDetail). It is inserted only after
 * DOMPurify has removed scripts, event handlers, javascript: URLs, forms, frames and inline styles; links
 * that remain open in a new tab without access to this page (rel=noopener noreferrer).
 */
const OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    "style",
    "form",
    "input",
    "button",
    "textarea",
    "select",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
  ],
  FORBID_ATTR: ["style", "srcset"],
};

let hooked = false;

function ensureLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.hasAttribute("href")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
}

/** Safe HTML for an event's detail; "" for anything that is not a string. */
export function sanitizeEventHtml(html: unknown): string {
  if (typeof html !== "string" || html === "") return "";
  if (!DOMPurify.isSupported) return "";
  ensureLinkHook();
  return String(DOMPurify.sanitize(html, OPTIONS));
}
