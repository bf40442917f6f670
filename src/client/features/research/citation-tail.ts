/** What follows a case name in Bluebook form: ", 597 U.S. 215 (2022)", or just " (2022)" without a reporter citation. */
export function citationTail(citation: string | null, year: number | null): string {
  return `${citation ? `, ${citation}` : ''}${year ? ` (${year})` : ''}`;
}
