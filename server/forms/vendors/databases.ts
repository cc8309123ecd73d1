import { integer, select, text } from '../nodes.ts';
import { connectionTimeout, passwordAuth, sshTunnel, ssl } from '../shared-fields.ts';
import type { VendorFields, VendorForms } from '../vendor-form.ts';

/** Transactional databases written over their own protocol, optionally through an SSH tunnel. */
interface SqlDatabase {
  hostPlaceholder: string;
  port: number;
  databaseLabel: string;
  databasePlaceholder: string;
  schemaDescription: string;
  username: string;
}

const sqlDatabase =
  (db: SqlDatabase): VendorFields =>
  () => [
    text('host', 2, 'Host', {
      placeholder: db.hostPlaceholder,
      description: 'Host name or IP address the database accepts connections on. Cannot be changed later.',
    }),
    integer('port', 2, 'Port', { placeholder: String(db.port) }),
    text('database', 2, db.databaseLabel, { placeholder: db.databasePlaceholder }),
    text('schema', 2, 'Schema', { placeholder: 'prequel', description: db.schemaDescription }),
    select('auth_method', 3, 'Authentication Method', [['password_auth', 'Password']], {}, [
      passwordAuth(db.username),
    ]),
    sshTunnel(),
    ssl(),
    connectionTimeout(),
  ];

const postgresLike = (hostPlaceholder: string) =>
  sqlDatabase({
    hostPlaceholder,
    port: 5432,
    databaseLabel: 'Database',
    databasePlaceholder: 'analytics',
    schemaDescription: 'Tables are created in this schema; it is created if it does not exist.',
    username: 'prequel_writer',
  });

const mysqlLike = (hostPlaceholder: string) =>
  sqlDatabase({
    hostPlaceholder,
    port: 3306,
    databaseLabel: 'Database',
    databasePlaceholder: 'analytics',
    schemaDescription: 'In MySQL a schema is a database: tables are written here.',
    username: 'prequel_writer',
  });

export const databaseForms: VendorForms = {
  postgres: postgresLike('db.example.com'),
  aurora_postgres: postgresLike('my-cluster.cluster-abc123.us-east-1.rds.amazonaws.com'),
  mysql: mysqlLike('db.example.com'),
  aurora_mysql: mysqlLike('my-cluster.cluster-abc123.us-east-1.rds.amazonaws.com'),
  sql_server: sqlDatabase({
    hostPlaceholder: 'myserver.database.windows.net',
    port: 1433,
    databaseLabel: 'Database',
    databasePlaceholder: 'analytics',
    schemaDescription: 'Tables are created in this schema (for example dbo or a dedicated one).',
    username: 'prequel_writer',
  }),
  oracle: sqlDatabase({
    hostPlaceholder: 'oracle.example.com',
    port: 1521,
    databaseLabel: 'Service Name',
    databasePlaceholder: 'ORCLPDB1',
    schemaDescription: 'In Oracle a schema is a user: usually the same as the username.',
    username: 'PREQUEL_WRITER',
  }),
};
