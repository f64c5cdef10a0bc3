import nodemailer, { type SendMailOptions } from 'nodemailer';
import { startMailCatcher, type RunningMailCatcher } from './mail-catcher';

describe('mail catcher', () => {
  let catcher: RunningMailCatcher;
  beforeEach(async () => {
    catcher = await startMailCatcher();
  });
  afterEach(() => catcher.close());

  const send = (message: SendMailOptions) =>
    nodemailer.createTransport(catcher.smtpUrl).sendMail(message);

  it('keeps what an SMTP client sends and serves it over HTTP, newest first', async () => {
    await send({
      from: 'alerts@example.test',
      to: 'shopper@example.test',
      subject: 'Price drop',
      text: 'Now ₹49,990',
      html: '<p>Now <b>₹49,990</b></p>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      list: { unsubscribe: 'https://site.test/alerts/unsubscribe?t=abc' },
    });
    await send({
      from: 'alerts@example.test',
      to: 'other@example.test',
      subject: 'Second',
      text: 'b',
    });

    const all = (await (await fetch(`${catcher.httpUrl}/messages`)).json()) as {
      subject: string;
    }[];
    expect(all.map((m) => m.subject)).toEqual(['Second', 'Price drop']);

    const [mail] = (await (
      await fetch(`${catcher.httpUrl}/messages?to=SHOPPER@example.test`)
    ).json()) as Record<string, unknown>[];
    expect(mail).toMatchObject({
      from: 'alerts@example.test',
      to: ['shopper@example.test'],
      envelope: { from: 'alerts@example.test', to: ['shopper@example.test'] },
      text: 'Now ₹49,990',
      html: '<p>Now <b>₹49,990</b></p>',
    });
    const headers = mail.headers as Record<string, string>;
    expect(headers['list-unsubscribe']).toBe('<https://site.test/alerts/unsubscribe?t=abc>');
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const html = await fetch(`${catcher.httpUrl}/messages/${String(mail.id)}.html`);
    expect(html.headers.get('content-security-policy')).toBe('sandbox');
    expect(await html.text()).toBe('<p>Now <b>₹49,990</b></p>');
    expect(await (await fetch(`${catcher.httpUrl}/`)).text()).toContain('Mail catcher: 2 messages');
  });

  it('answers 404 for an unknown message and forgets everything on DELETE', async () => {
    await send({ from: 'a@example.test', to: 'b@example.test', subject: 'x', text: 'x' });
    expect((await fetch(`${catcher.httpUrl}/messages/999`)).status).toBe(404);
    expect((await fetch(`${catcher.httpUrl}/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(catcher.messages()).toEqual([]);
  });
});
