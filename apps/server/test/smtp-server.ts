import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message a test SMTP server received: its envelope recipients (comma-separated) and raw data. */
export interface ReceivedMail {
  to: string;
  data: string;
}

/**
 * A real SMTP server on a free local port that keeps every message it accepts, for tests of
 * delivery over SMTP; `onRcptTo` may refuse a recipient with a reply code. Stop it with `close()`.
 */
export async function startSmtpServer(opts: Pick<SMTPServerOptions, 'onRcptTo'> = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    ...opts,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
