import { closeSync, openSync, writeSync } from 'node:fs';
import type { RecordIssue } from '../model/record';

/** An issue's severity: an error rejected its record, a warning did not. */
export type IssueSeverity = 'error' | 'warning';

/** One line of an issue report (JSON Lines). */
export interface IssueReportLine {
  /** The imported file, when the report names it. */
  file?: string;
  recordNumber: number;
  /** The record's id as the source wrote it, or null when it was not known. */
  id: string | null;
  field: string;
  severity: IssueSeverity;
  message: string;
}

/**
 * The group a field's issues are counted in: list positions left out, so that
 * `multimedia[3].width` and `multimedia[0].width` count as `multimedia[].width`.
 */
export function fieldGroup(field: string): string {
  return field.replace(/\[\d+\]/g, '[]');
}

/** Lines buffered before a write: few system calls, little memory. */
const BUFFER_CHARS = 64 * 1024;

/**
 * Writes every issue of an import to a file as JSON Lines, one issue a line, in the
 * order they happen. Writes are synchronous and buffered, so the import's `onIssue`
 * callback can call {@link IssueReport.write} directly and memory stays bounded however
 * many issues there are. The file is created (or emptied) when the report opens.
 */
export class IssueReport {
  private readonly fd: number;
  private buffer: string[] = [];
  private chars = 0;
  /** Lines written so far. */
  count = 0;

  constructor(
    readonly path: string,
    private readonly file?: string,
  ) {
    this.fd = openSync(path, 'w');
  }

  write(issue: RecordIssue, severity: IssueSeverity): void {
    const line: IssueReportLine = {
      ...(this.file === undefined ? {} : { file: this.file }),
      recordNumber: issue.recordNumber,
      id: issue.recordId,
      field: issue.field,
      severity,
      message: issue.message,
    };
    const text = `${JSON.stringify(line)}\n`;
    this.buffer.push(text);
    this.chars += text.length;
    this.count += 1;
    if (this.chars >= BUFFER_CHARS) this.flush();
  }

  flush(): void {
    if (this.buffer.length === 0) return;
    writeSync(this.fd, this.buffer.join(''));
    this.buffer = [];
    this.chars = 0;
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}
