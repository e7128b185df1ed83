import pg from "pg";

/** An empty PostgreSQL database on the local server, made anew (named per bench, so two benches run side by side). */
export async function freshPostgres(name: string): Promise<string> {
  const server = "postgres://postgres@127.0.0.1:5432";
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return `${server}/${name}`;
}
