import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.ts';
import { migrate, readMigrations } from './migrate.ts';

const dirs: string[] = [];
function migrationsDir(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  dirs.push(dir);
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('applies the numbered files in order once and records them', () => {
    const dir = migrationsDir({
      '002-add-notes.sql': 'ALTER TABLE things ADD COLUMN note TEXT;',
      '001-things.sql': 'CREATE TABLE things (id INTEGER PRIMARY KEY);',
    });
    const db = openDatabase(':memory:');
    expect(migrate(db, readMigrations(dir))).toEqual(['001-things.sql', '002-add-notes.sql']);
    expect(migrate(db, readMigrations(dir))).toEqual([]);
    const recorded = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual([
      { version: 1, name: '001-things.sql' },
      { version: 2, name: '002-add-notes.sql' },
    ]);
    db.prepare('INSERT INTO things (note) VALUES (?)').run('works');
  });

  it('rolls back a failing migration and leaves it unrecorded', () => {
    const dir = migrationsDir({ '001-broken.sql': 'CREATE TABLE a (id INTEGER); CREATE TABLE oops (' });
    const db = openDatabase(':memory:');
    expect(() => migrate(db, readMigrations(dir))).toThrow();
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(0);
    expect(db.prepare(`SELECT count(*) FROM sqlite_master WHERE name = 'a'`).pluck().get()).toBe(0);
  });

  it('refuses badly named or gapped migration files', () => {
    expect(() => readMigrations(migrationsDir({ '1-x.sql': '' }))).toThrow(
      'must be named NNN-kebab-name.sql',
    );
    expect(() => readMigrations(migrationsDir({ '001-a.sql': '', '003-c.sql': '' }))).toThrow(
      'breaks the numbering',
    );
  });

  it('builds the real schema with the list indexes', () => {
    const db = openDatabase(':memory:');
    expect(migrate(db)).toContain('001-initial.sql');
    const indexes = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index'`).pluck().all();
    expect(indexes).toEqual(expect.arrayContaining(['destinations_list', 'transfers_by_destination']));
  });
});
