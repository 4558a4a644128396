/**
 * Names of exported files: `vnboard-<what>-<yyyy-mm-dd-hhmm>.<ext>`, the time the user's clock shows
 * (the time they exported). `<what>` is made safe for every file system: lower case a-z, 0-9 and dashes.
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-03-05-0914" for 5 March 2026, 09:14 local time. */
export function fileStamp(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}`;
}

/** A name part safe in a file name: "hsx/odd" -> "hsx-odd", "Giá VN30!" -> "gia-vn30"; never empty. */
export function fileSlug(text: string, fallback = "board"): string {
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug === "" ? fallback : slug;
}

/** The board's part of a file name from its path: "/banggia/hsx/odd" -> "hsx-odd", "/banggia" -> "board". */
export function boardSlug(path: string): string {
  return fileSlug(path.replace(/^\/?banggia\/?/, ""));
}

/** `vnboard-<what>-<stamp>.<ext>`. */
export function exportFileName(what: string, date: Date, ext: string): string {
  return `vnboard-${fileSlug(what)}-${fileStamp(date)}.${ext}`;
}
