/**
 * Saves text as a file through the browser's download (a Blob URL on a temporary link). The link is
 * removed and the URL revoked once the click has been handled; nothing leaves the page.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on a later task: some browsers start reading the Blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A CSV file (the text should start with the byte order mark, see csv.ts). */
export function downloadCsv(fileName: string, text: string): void {
  downloadText(fileName, text, "text/csv;charset=utf-8");
}
