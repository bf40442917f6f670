import { describe, expect, it } from 'vitest';
import { detectCsvDialect, MAX_RECORD_CHARS, parseCsv, RFC_4180, type CsvDialect } from './csv';

async function* inChunks(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function records(text: string, dialect?: CsvDialect, chunkSize = text.length || 1): Promise<string[][]> {
  const all: string[][] = [];
  for await (const record of parseCsv(inChunks(text, chunkSize), dialect)) all.push(record);
  return all;
}

const tricky = 'id,name,text\r\n1,"Roe v. Wade","He said ""no,""\nthen left."\r\n2,plain,\r\n\r\n3,"",last';
const expected = [
  ['id', 'name', 'text'],
  ['1', 'Roe v. Wade', 'He said "no,"\nthen left.'],
  ['2', 'plain', ''],
  ['3', '', 'last'],
];

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes, newlines in fields, CRLF, empty fields and a last line without newline', async () => {
    expect(await records(tricky)).toEqual(expected);
  });

  it('gives the same records however the text is cut into chunks', async () => {
    for (const size of [1, 2, 3, 5, 7, 13]) expect(await records(tricky, undefined, size)).toEqual(expected);
  });

  it('skips blank lines and keeps a trailing empty field', async () => {
    expect(await records('a,b\n\n1,\n')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });

  it('reads backslash escapes and backtick quotes when the dialect says so', async () => {
    const backslash = '"id","html"\n"1","<a href=\\"/x\\">a \\\\ b, c</a>"\n';
    expect(await records(backslash, { quote: '"', escape: '\\' }, 4)).toEqual([
      ['id', 'html'],
      ['1', '<a href="/x">a \\ b, c</a>'],
    ]);
    const backtick = '`id`,`text`\n`1`,`"quoted", and ``ticked``\nnext`\n';
    expect(await records(backtick, { quote: '`', escape: '`' }, 3)).toEqual([
      ['id', 'text'],
      ['1', '"quoted", and `ticked`\nnext'],
    ]);
  });

  it('fails when the text ends inside a quoted field', async () => {
    await expect(records('a,b\n1,"never closed')).rejects.toThrow(/ends inside a quoted field/);
  });
});

describe('detectCsvDialect', () => {
  it('tells RFC 4180 quoting from backslash escapes and backtick quotes', () => {
    expect(detectCsvDialect('"id","text"\n"1","say ""hi"", then \\"""\n')).toEqual({ quote: '"', escape: '"' });
    expect(detectCsvDialect('"id","text"\n"1","say \\"hi\\", then"\n')).toEqual({ quote: '"', escape: '\\' });
    expect(detectCsvDialect('`id`,`text`\n`1`,`say "hi"`\n')).toEqual({ quote: '`', escape: '`' });
    expect(detectCsvDialect('id,volume,reporter\n1,410,U.S.\n')).toEqual({ quote: '"', escape: '"' });
  });
});

describe('parseCsv and a row too long (issue #41)', () => {
  const read = async (chunks: AsyncIterable<string>, max: number) => {
    const rows: string[][] = [];
    for await (const row of parseCsv(chunks, RFC_4180, max)) rows.push(row);
    return rows;
  };

  it('reads rows up to the limit and refuses a longer one, naming its row', async () => {
    const text = `id,text\n1,"${'a'.repeat(90)}"\n2,"${'b'.repeat(200)}"\n3,c\n`;
    expect(await read(inChunks(text, 16), 1_000)).toHaveLength(4);
    await expect(read(inChunks(text, 16), 100)).rejects.toThrow(/^row 3 \(counting the header\) is longer than/);
  });

  it('stops a quote never closed at 64 MB instead of reading the rest of the file into one field', async () => {
    let sent = 0;
    async function* unclosed() {
      yield 'id,text\n1,"never closed ';
      const megabyte = 'x'.repeat(1024 * 1024);
      for (; sent < 1_000; sent++) yield megabyte;
    }
    await expect(read(unclosed(), MAX_RECORD_CHARS)).rejects.toThrow(
      'row 2 (counting the header) is longer than 64 MB, the longest row an import reads (is a quote never closed?)',
    );
    expect(sent).toBeLessThanOrEqual(65);
  });
});
