// Run by checkoutKill.test.ts as a child process: a Trove server over DATABASE_URL or DATA_DIR whose
// test gateway charges the card, then kills this process (SIGKILL) before the checkout can record
// the charge: the crash the reconciliation job exists for.

import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import type { PaymentGateway } from '../payments/gateway';
import { createTestGateway } from '../payments/testGateway';

const config = loadConfig(process.env);
const database = await openDatabase(config);
const charging = createTestGateway(database.db);
const payments: PaymentGateway = {
  ...charging,
  async sale(request) {
    const result = await charging.sale(request);
    process.kill(process.pid, 'SIGKILL');
    return result;
  },
};
const app = buildApp({ config, db: database.db, payments });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`LISTENING ${address}\n`);
