/**
 * The documents of a JSON Lines body, one per line, as they arrive: memory holds one line
 * at a time, whatever the size of the body. Stopping early (break, return, throw in the
 * loop) cancels the body.
 */
export async function* jsonLines<T>(
  body: ReadableStream<Uint8Array>,
  url: string,
): AsyncGenerator<T, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let lineNumber = 0;
  const parse = (line: string): T => {
    try {
      return JSON.parse(line) as T;
    } catch {
      throw new Error(`Line ${lineNumber} of ${url} is not JSON: ${line.slice(0, 80)}`);
    }
  };
  let done = false;
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        lineNumber += 1;
        if (line !== '') yield parse(line);
        newline = buffer.indexOf('\n');
      }
    }
    buffer += decoder.decode();
    lineNumber += 1;
    if (buffer.trim() !== '') yield parse(buffer.trim());
    done = true;
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
