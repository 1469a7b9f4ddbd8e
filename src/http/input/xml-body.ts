import sax from 'sax';
import { ParameterBag } from './parameter-bag.js';
import type { ReceivedParameters } from './parameter-bag.js';
import { ProblemError } from '../../contract/problem-error.js';

/**
 * An XML body: the root element's children are the parameters (INTERFACE.md §5). Parsed with sax,
 * the parser inside xml-js, used directly because xml-js swallows sax's end-of-document errors and
 * so accepts truncated documents. A DOCTYPE is refused outright: no DTD, so no entity expansion
 * (billion laughs) and no external entities.
 */
export function parseXmlBody(text: string, limit: number): ReceivedParameters {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new ProblemError(
      'body-malformed',
      'The XML body contains a DOCTYPE or ENTITY declaration; they are refused. Send the root element and its parameter elements only.',
      { parser: 'xml' },
    );
  }
  const bag = new ParameterBag(limit);
  // strictEntities: only XML's five predefined entities and character references (XML 1.0 §4.6);
  // without it sax also expands HTML's (&nbsp;, &copy;), which no XML document without a DTD defines.
  const parser = sax.parser(true, { trim: false, normalize: false, xmlns: false, strictEntities: true } as sax.SAXOptions);
  let depth = 0;
  let current: { name: string; text: string } | undefined;
  let failure: ProblemError | undefined;
  // The first failure ends the parse: sax lets a throw from a handler out of write(), and going on
  // would cost the rest of the document (87,000 nested elements: 700 ms) to learn nothing more.
  const fail = (problem: ProblemError): never => {
    failure ??= problem;
    throw problem;
  };

  parser.onerror = (error) => {
    fail(
      new ProblemError(
        'body-malformed',
        `The XML body does not parse: ${error.message.split('\n')[0]} at line ${parser.line + 1}, column ${parser.column + 1}.`,
        {
          parser: 'xml',
          line: parser.line + 1,
          column: parser.column + 1,
        },
      ),
    );
  };
  let roots = 0;
  parser.onopentag = (tag) => {
    depth++;
    if (depth === 1 && ++roots > 1)
      fail(
        new ProblemError('body-malformed', `The XML body has a second root element <${tag.name}>; a document has exactly one.`, {
          parser: 'xml',
          line: parser.line + 1,
          column: parser.column + 1,
        }),
      );
    if (depth === 2) current = { name: tag.name, text: '' };
    if (depth > 2 && current !== undefined) {
      fail(
        new ProblemError('body-shape', `The XML element <${current.name}> contains element <${tag.name}>; parameters are plain values.`, {
          parameter: current.name,
        }),
      );
    }
  };
  parser.ontext = (chunk) => {
    if (depth === 2 && current !== undefined) current.text += chunk;
    else if (depth === 1 && chunk.trim() !== '')
      fail(new ProblemError('body-shape', 'The XML root element holds text; it may hold only parameter elements.'));
  };
  parser.oncdata = (chunk) => {
    if (depth === 2 && current !== undefined) current.text += chunk;
  };
  parser.onclosetag = () => {
    if (depth === 2 && current !== undefined) {
      // The text as sent, as form and JSON values are (docs/conventions.md, "XML bodies"): " 1" is
      // refused as a number in every format alike.
      try {
        bag.add(current.name, current.text);
      } catch (error) {
        fail(error as ProblemError);
      }
      current = undefined;
    }
    depth--;
  };

  try {
    parser.write(text).close();
  } catch (error) {
    // Our own refusal, or sax's error after onerror made it one; anything else is a fault of ours.
    if (failure === undefined) throw error;
  }
  if (failure !== undefined) throw failure;
  return bag.result();
}
