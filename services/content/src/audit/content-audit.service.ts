import { Injectable } from '@nestjs/common';
import type { ContentAuditEntry, ContentAuditQuery } from '@bli/contracts';
import { POST_KIND } from '../post-editor/post-editor.repository';
import { ContentAuditRepository } from './content-audit.repository';

/** What operators read of the audit log: one entry's changes. */
@Injectable()
export class ContentAuditService {
  constructor(private readonly audit: ContentAuditRepository) {}

  async list({ kind, id }: ContentAuditQuery): Promise<ContentAuditEntry[]> {
    const rows = await this.audit.findFor(kind === 'posts' ? POST_KIND : kind, id);
    return rows.map((row) => ({
      id: row.id,
      operator: row.operator,
      field: row.field,
      oldValue: row.oldValue,
      newValue: row.newValue,
      at: row.at.toISOString(),
    }));
  }
}
