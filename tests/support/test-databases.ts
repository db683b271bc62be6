import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../db/client";

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** PGlite always; PostgreSQL too when a server answers at 127.0.0.1:5432 (or TEST_POSTGRES_URL). */
export const databaseKinds: ("pglite" | "postgres")[] = (await postgresReachable())
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * A migrated, empty database of the given kind; PostgreSQL ones are created for the test and
 * dropped by `close()`.
 */
export async function openTestDatabase(kind: "pglite" | "postgres"): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    return handle;
  }
  const database = await createTestPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: "memory://" });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * An empty PostgreSQL database for one test or benchmark (a server under test migrates it), and its
 * removal. `adminUrl` names the server, through its maintenance database.
 */
export async function createTestPostgresDatabase(
  prefix = "test",
  adminUrl = ADMIN_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
