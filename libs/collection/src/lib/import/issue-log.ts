import type { CollectionRecord, ParsedRecord, RecordIssue } from '../model/record';

/**
 * Collects what is wrong with one source record while it is mapped. Readers keep going
 * after an error so one pass reports every problem of a record, not just the first.
 * Errors reject the record; warnings travel with the imported record.
 */
export class IssueLog {
  readonly errors: RecordIssue[] = [];
  readonly warnings: RecordIssue[] = [];
  /** Set as soon as the record's id is known, so later issues name the record. */
  recordId: string | null = null;

  constructor(readonly recordNumber: number) {}

  /** A problem that makes the record unusable: it is rejected. */
  error(field: string, message: string): void {
    this.errors.push(this.issue(field, message));
  }

  /** A problem the reader worked around (a value dropped or normalised). */
  warn(field: string, message: string): void {
    this.warnings.push(this.issue(field, message));
  }

  get hasErrors(): boolean {
    return this.errors.length > 0;
  }

  /** The record with its warnings, or the errors when there were any. */
  result(record: CollectionRecord): ParsedRecord {
    if (this.hasErrors) return { ok: false, issues: [...this.errors] };
    return { ok: true, record, warnings: [...this.warnings] };
  }

  /** A rejection without a record (nothing could be built). */
  rejection(): ParsedRecord {
    return { ok: false, issues: [...this.errors] };
  }

  private issue(field: string, message: string): RecordIssue {
    return { recordNumber: this.recordNumber, recordId: this.recordId, field, message };
  }
}
