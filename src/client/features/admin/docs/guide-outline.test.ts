import { describe, expect, it } from 'vitest';
import guide from '../../../../../content/admin/operator-guide.md?raw';
import { headingId, sectionsOf } from './guide-outline';

describe('the operator guide outline', () => {
  it('lists the second-level headings with anchor ids', () => {
    expect(sectionsOf('# Title\n\n## Running the server\ntext\n### Detail\n## Scaling out on PostgreSQL\n')).toEqual([
      { id: 'running-the-server', title: 'Running the server' },
      { id: 'scaling-out-on-postgresql', title: 'Scaling out on PostgreSQL' },
    ]);
    expect(headingId('Email and SMS')).toBe('email-and-sms');
  });

  it('covers what the issue asks of the guide: configuration, providers, backups, upgrading, scaling out', () => {
    expect(sectionsOf(guide).map((s) => s.id)).toEqual(
      expect.arrayContaining(['configuration', 'providers', 'backups', 'upgrading', 'scaling-out-on-postgresql']),
    );
  });
});
