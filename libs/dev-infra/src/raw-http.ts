import { connect } from 'node:net';

export interface RawHttpAnswer {
  status: number;
  /** The status line and headers, lower-cased. */
  head: string;
  body: string;
}

/**
 * Sends these bytes as they are to a local HTTP server and reads what it answers until it
 * closes the connection: for requests no HTTP client will send (an oversized request line,
 * bytes that are not HTTP), which a server refuses before any handler runs.
 */
export function rawHttpExchange(port: number, bytes: string): Promise<RawHttpAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head: head.toLowerCase(), body });
    });
  });
}
