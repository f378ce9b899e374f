import { SaxesParser } from 'saxes';
import type { SaxesTagNS } from 'saxes';
import { LIDO_NS } from './xml-element';
import type { XmlElement } from './xml-element';

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const RDF_NS = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';

/** What the reader reports: each complete `lido:lido` element, or why reading stopped. */
export interface LidoReaderEvents {
  /** A record closed; `recordNumber` is its 1-based position in the input. */
  record(element: XmlElement, recordNumber: number): void;
  /**
   * The input is not LIDO or not well-formed XML. Nothing more is reported after this:
   * a SAX parser cannot find the next record in broken XML reliably.
   */
  failure(message: string, recordNumber: number): void;
}

/** Feeds XML text in pieces; see {@link createLidoReader}. */
export interface LidoReader {
  write(chunk: string): void;
  close(): void;
}

function isLido(tag: SaxesTagNS, local: string): boolean {
  return tag.local === local && (tag.uri === LIDO_NS || tag.uri === '');
}

function elementOf(tag: SaxesTagNS, lang: string | null): XmlElement {
  const attributes = new Map<string, string>();
  for (const attr of Object.values(tag.attributes)) {
    if (attr.uri === LIDO_NS || attr.uri === '') attributes.set(attr.local, attr.value);
    // LIDO 1.1 names concepts as <skos:Concept rdf:about="URI"/>.
    else if (attr.uri === RDF_NS) attributes.set(`rdf:${attr.local}`, attr.value);
  }
  return { name: tag.local, uri: tag.uri, attributes, lang, children: [], text: '' };
}

/** Builds the element tree of one record at a time from SAX events. */
class RecordTreeBuilder {
  private readonly langs: (string | null)[] = []; // effective xml:lang of every open element
  private readonly building: XmlElement[] = []; // open elements of the current record
  private completed = 0;
  private sawRoot = false;
  failed = false;

  constructor(private readonly events: LidoReaderEvents) {}

  fail(message: string): void {
    if (this.failed) return;
    this.failed = true;
    this.events.failure(message, this.completed + 1);
  }

  open(tag: SaxesTagNS): void {
    const own = tag.attributes['xml:lang'];
    const lang = (own?.uri === XML_NS ? own.value.trim() : '') || (this.langs.at(-1) ?? null);
    this.langs.push(lang);
    if (!this.sawRoot) {
      this.sawRoot = true;
      if (!isLido(tag, 'lidoWrap') && !isLido(tag, 'lido')) {
        this.fail(`the root element is <${tag.name}>, not lido:lidoWrap or lido:lido (${LIDO_NS})`);
      }
    }
    const parent = this.building.at(-1);
    if (parent === undefined && !isLido(tag, 'lido')) return; // outside any record
    const element = elementOf(tag, lang);
    parent?.children.push(element);
    this.building.push(element);
  }

  close(): void {
    this.langs.pop();
    const element = this.building.pop();
    if (element === undefined || this.building.length > 0 || this.failed) return;
    this.completed += 1;
    this.events.record(element, this.completed);
  }

  text(text: string): void {
    const current = this.building.at(-1);
    if (current) current.text += text;
  }

  end(): void {
    if (!this.sawRoot) this.fail('the input holds no XML element');
  }
}

/**
 * A streaming LIDO reader: SAX events from `saxes` build an element tree for one
 * `lido:lido` at a time, handed over as soon as its close tag is read and then dropped,
 * so memory stays bounded by the largest record whatever the size of the input. Both the
 * string and the file entry points use it. The root must be `lido:lidoWrap` (any number
 * of records) or a single `lido:lido`; anything outside the records is skipped.
 */
export function createLidoReader(events: LidoReaderEvents): LidoReader {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const builder = new RecordTreeBuilder(events);
  parser.on('opentag', (tag) => builder.open(tag));
  parser.on('closetag', () => builder.close());
  parser.on('text', (text) => builder.text(text));
  parser.on('cdata', (text) => builder.text(text));
  // saxes throws on XML that is not well-formed; after that its state is unusable.
  const guarded = (action: () => void): void => {
    if (builder.failed) return;
    try {
      action();
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      builder.fail(`the XML is not well-formed: ${detail}`);
    }
  };
  return {
    write: (chunk) => guarded(() => parser.write(chunk)),
    close: () =>
      guarded(() => {
        parser.close();
        builder.end();
      }),
  };
}
