// The SMTP path of the e-mail adapter against a real SMTP listener on a free loopback port:
// signup sends the verification e-mail, the code in it verifies the account.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAdmin } from '../test-support/fixtures.ts';
import { createHarness } from '../test-support/harness.ts';
import type { Harness } from '../test-support/harness.ts';
import { readConfig } from '../config.ts';
import { DEFAULT_MAIL_FROM, smtpEmail } from './smtp-email.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** `=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=` words of a header, as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
    .replace(/[^%A-Za-z0-9]/g, (c) => encodeURIComponent(c));
  return decodeURIComponent(bytes);
}

/** Subject and plain-text body of a single-part message. */
function readMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

const inbox: Received[] = [];
let smtp: SMTPServer;
let port: number;
let h: Harness;
let adapter: ReturnType<typeof smtpEmail>;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  adapter = smtpEmail({ url: `smtp://127.0.0.1:${port}`, from: 'Salone Aurora <posta@aurora.it>' });
  h = await createHarness({ adapters: { email: adapter } });
});

afterAll(async () => {
  adapter.close();
  await h.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('SMTP e-mail adapter (SMTP_URL)', () => {
  it('delivers the verification e-mail with the 6-digit code, in Italian, and the code works', async () => {
    const admin = await seedAdmin(h.db, h.api);
    const invite = await h.api<{ token: string }>('POST', '/admin/signup-tokens', {
      token: admin.token,
      body: { note: 'Centro Aurora', expiresInDays: 7 },
    });
    const body = {
      email: 'aurora@example.it',
      password: 'Aurora2026!',
      name: 'Centro Aurora',
      businessType: 'ESTETISTA',
      termsAccepted: true,
    };
    const signup = await h.api('POST', '/auth/signup', {
      query: { token: invite.body.token },
      body,
    });
    expect(signup.status).toBe(201);

    // The signup queued the e-mail; the worker, nudged by the commit, hands it to SMTP.
    await h.worker.idle();
    expect(inbox).toHaveLength(1);
    const mail = inbox[0] as Received;
    expect(mail.from).toBe('posta@aurora.it');
    expect(mail.to).toEqual(['aurora@example.it']);
    const { subject, text } = readMessage(mail.raw);
    const code = /^Agendina: il tuo codice di verifica è (\d{6})$/.exec(subject)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toContain('Ciao Centro Aurora,');
    expect(text).toContain(`il tuo codice di verifica Agendina è ${code}.`);
    expect(text).toContain('Scade tra 15 minuti.');

    const verified = await h.api('POST', '/auth/verify-email', {
      body: { email: body.email, otpCode: code },
    });
    expect(verified.status).toBe(200);
  });

  it('rejects when the SMTP server cannot be reached, so nobody is told a code went out', async () => {
    const closed = smtpEmail({ url: 'smtp://127.0.0.1:1' });
    await expect(
      closed.send({ to: 'a@example.it', subject: 'Prova', text: 'Prova' }),
    ).rejects.toThrow();
    closed.close();
  });
});

describe('readConfig', () => {
  it('reads SMTP_URL and MAIL_FROM; without SMTP_URL the dev outbox stays', () => {
    expect(readConfig({ SMTP_URL: 'smtp://mail:587', MAIL_FROM: 'A <a@b.it>' })).toMatchObject({
      smtpUrl: 'smtp://mail:587',
      mailFrom: 'A <a@b.it>',
    });
    expect(readConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: undefined });
    expect(DEFAULT_MAIL_FROM).toBe('Agendina <no-reply@agendina.local>');
  });
});
