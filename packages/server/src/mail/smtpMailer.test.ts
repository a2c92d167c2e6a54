import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtpMailer';

/** Just enough of an SMTP server to accept one message and keep what it was sent. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let data = false;
    let message = '';
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            message = '';
            socket.write('250 OK queued\r\n');
          } else {
            message += `${line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake.test\r\n');
        else if (command === 'MAIL' || command === 'RCPT') socket.write('250 OK\r\n');
        else if (command === 'DATA') {
          data = true;
          socket.write('354 Go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 Bye\r\n');
        else if (line !== '') socket.write('250 OK\r\n');
      }
    });
  });
}

describe('SMTP mailer', () => {
  const received: string[] = [];
  const server = fakeSmtpServer(received);
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the message from MAIL_FROM over SMTP', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Trove <no-reply@trove.test>' });
    await mailer.send({
      kind: 'activation',
      to: 'reader@example.com',
      subject: 'Activate your Trove account',
      text: 'Open https://trove.test/auth/activate/MQ/abc',
    });
    await mailer.close?.();

    expect(received).toHaveLength(1);
    expect(received[0]).toContain('From: Trove <no-reply@trove.test>');
    expect(received[0]).toContain('To: reader@example.com');
    expect(received[0]).toContain('Subject: Activate your Trove account');
    expect(received[0]).toContain('https://trove.test/auth/activate/MQ/abc');
  });
});
