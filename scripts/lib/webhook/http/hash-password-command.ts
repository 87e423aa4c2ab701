/**
 * `npm run --silent webhook -- hash-password`: asks for the publish page's password (twice, not
 * shown, on a terminal; otherwise the first line of standard input) and prints the line to put
 * in WEBHOOK_PASSWORD_HASH. The password is read, never taken as an argument, so it stays out
 * of the shell's history and the process list.
 */
import { UsageError } from '../../cli/main.ts';
import { hashPassword } from './password.ts';

/** One line typed on the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.resume();
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString('utf8')) {
        if (character === '\r' || character === '\n') return done();
        if (character === '\u0003') return done(new UsageError('cancelled'));
        if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += character;
      }
    };
    input.on('data', onData);
  });
}

async function firstLineOfInput(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

export async function hashPasswordCommand(): Promise<void> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await askHidden('Password for the publish page (not shown): ');
    if ((await askHidden('The same again: ')) !== password)
      throw new UsageError('the two passwords differ; nothing printed');
  } else {
    password = await firstLineOfInput();
  }
  console.log(await hashPassword(password));
}
