import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSecretToken, hashSecretToken } from '../../auth/apiTokens';
import { systemClock } from '../../clock';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../db/database';
import { orders, testGatewayTransactions } from '../../db/schema';
import { fromPackageRoot } from '../../packagePaths';
import { DEMO } from '../../testing/accounts';
import { createTempDir } from '../../testing/testApp';
import { createTestDatabase } from '../../testing/testDatabase';
import { createTestGateway } from '../payments/testGateway';
import { seedDatabase } from '../seed';
import { createSettingsRepository } from '../settings/repository';
import { createSettingsService } from '../settings/service';
import { createCheckoutService } from './checkoutService';
import { checkoutBody } from './checkoutTesting';
import { createShopService } from './service';

// A real server process killed between the charge and its record (SIGKILL from inside the
// gateway call, after the sale is stored), then the reconciliation job over the same database:
// one paid order, one charge. PGlite in a data folder (its initdb and migrations take most of the
// time), or PostgreSQL with DATABASE_URL.

const serverDir = fromPackageRoot('.');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of handles.reverse()) await handle.close().catch(() => undefined);
});

/** The database the child serves: a fresh PostgreSQL one, or a PGlite data folder (closed again, the child opens it). */
async function prepare(): Promise<{
  env: Record<string, string>;
  reopen(): Promise<DatabaseHandle>;
  handle: DatabaseHandle;
}> {
  if (process.env.DATABASE_URL) {
    const handle = await createTestDatabase();
    handles.push(handle);
    if (handle.kind !== 'postgres') throw new Error('Expected PostgreSQL');
    const url = String(handle.pool.options.connectionString);
    return { env: { DATABASE_URL: url, DATA_DIR: 'memory' }, reopen: async () => handle, handle };
  }
  const dataDir = await createTempDir();
  const handle = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  await migrateDatabase(handle);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    handle,
    reopen: async () => {
      const again = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
      handles.push(again);
      return again;
    },
  };
}

describe('a server killed between charge and record', () => {
  it('leaves a Pending order that the reconciliation job settles as paid, with one charge', async () => {
    const { env, handle, reopen } = await prepare();
    const { db } = handle;
    await seedDatabase(db, { nodeEnv: 'test', catalogue: { size: 1 }, auctions: false });
    const token = generateSecretToken();
    const [buyer] = (await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${DEMO.member}`))
      .rows;
    const [seller] = (
      await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${DEMO.dealer}`)
    ).rows;
    await db.execute(sql`INSERT INTO auth_tokens (token_hash, user_id, created, last_used)
      VALUES (${hashSecretToken(token)}, ${buyer?.id}, now(), now())`);
    const [product] = (
      await db.execute<{ id: number }>(sql`
        WITH item AS (
          INSERT INTO items (item_type, name, slug, price, currency, for_sale, user_id, niche_id, section_id, created)
          SELECT 'ITEM', 'Killed Midway', 'killed-midway', 30.00, 'NZD', true, ${seller?.id}, niche_id, id, now()
          FROM sections WHERE item_type = 'ITEM' ORDER BY id LIMIT 1 RETURNING id)
        INSERT INTO products (item_id, num_in_stock) SELECT id, 1 FROM item RETURNING id`)
    ).rows;
    const [basket] = (
      await db.execute<{ id: number }>(sql`
        WITH basket AS (INSERT INTO baskets (user_id, status) VALUES (${buyer?.id}, 'Open') RETURNING id)
        INSERT INTO basket_lines (basket_id, product_id, quantity, price_currency, price_excl_tax, price_incl_tax)
        SELECT id, ${product?.id}, 1, 'NZD', 30.00, 30.00 FROM basket RETURNING basket_id AS id`)
    ).rows;
    if (handle.kind === 'pglite') await handle.close();

    const child = spawn(
      process.execPath,
      [tsxCli, '--conditions=@trove/source', 'src/modules/shop/checkoutCrashServer.ts'],
      {
        cwd: serverDir,
        stdio: 'pipe',
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          SITE_DIR: path.join(tmpdir(), 'trove-test-absent'),
          ELEMENTS_DIR: path.join(tmpdir(), 'trove-test-absent'),
          ...env,
        },
      },
    );
    let output = '';
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.on('exit', (code, signal) => resolve(signal ?? code)),
    );
    const base = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /LISTENING (\S+)/.exec(output);
        if (match) resolve(match[1] as string);
      });
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', () => reject(new Error(`The server exited before listening:\n${output}`)));
    });

    const answer = await fetch(`${base}/api/shop/checkout/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Token ${token}`,
        'idempotency-key': 'kill-1',
      },
      body: JSON.stringify(checkoutBody(basket?.id ?? 0)),
    }).then(
      (response) => `answered ${response.status}`,
      () => 'no answer',
    );
    expect(answer).toBe('no answer');
    // Killed: tsx, which runs the server in a child of its own, exits with 128 + 9.
    expect([137, 'SIGKILL'], output).toContain(await exited);

    // The restarted server: the order is Pending, the card charged once.
    const restarted = await reopen();
    const [pending] = await restarted.db
      .select()
      .from(orders)
      .where(eq(orders.userId, buyer?.id ?? 0));
    expect(pending).toMatchObject({ status: 'Pending', paymentState: 'pending', totalInclTax: '40.00' });
    const number = pending?.number ?? '';
    const chargesOf = () =>
      restarted.db.select().from(testGatewayTransactions).where(eq(testGatewayTransactions.orderId, number));
    expect(await chargesOf()).toHaveLength(1);

    const settings = createSettingsService(createSettingsRepository(restarted.db));
    const shop = createShopService({ db: restarted.db, settings });
    const checkout = createCheckoutService({
      db: restarted.db,
      repository: shop.repository,
      gateway: createTestGateway(restarted.db),
      mailer: { send: async () => undefined },
      settings,
      defaultCurrency: shop.defaultCurrency,
      orderOf: (row) => shop.orders.byRow(row),
      clock: systemClock,
      siteUrl: 'http://localhost',
    });
    expect(await checkout.reconcilePending({ minAgeMs: 0 })).toEqual([{ number, paid: true }]);
    const [paid] = await restarted.db
      .select()
      .from(orders)
      .where(eq(orders.id, pending?.id ?? 0));
    expect(paid).toMatchObject({ status: 'Being Processed', paymentState: 'paid' });
    expect(await chargesOf()).toHaveLength(1);
    expect(paid?.gatewayTransactionId).toBe((await chargesOf())[0]?.id);
  }, 300_000);
});
