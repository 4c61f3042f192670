import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 560:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

;(function (sax) {
  // wrapper for non-node envs
  sax.parser = function (strict, opt) {
    return new SAXParser(strict, opt)
  }
  sax.SAXParser = SAXParser
  sax.SAXStream = SAXStream
  sax.createStream = createStream

  // When we pass the MAX_BUFFER_LENGTH position, start checking for buffer overruns.
  // When we check, schedule the next check for MAX_BUFFER_LENGTH - (max(buffer lengths)),
  // since that's the earliest that a buffer overrun could occur.  This way, checks are
  // as rare as required, but as often as necessary to ensure never crossing this bound.
  // Furthermore, buffers are only tested at most once per write(), so passing a very
  // large string into write() might have undesirable effects, but this is manageable by
  // the caller, so it is assumed to be safe.  Thus, a call to write() may, in the extreme
  // edge case, result in creating at most one complete copy of the string passed in.
  // Set to Infinity to have unlimited buffers.
  sax.MAX_BUFFER_LENGTH = 64 * 1024

  var buffers = [
    'comment',
    'sgmlDecl',
    'textNode',
    'tagName',
    'doctype',
    'procInstName',
    'procInstBody',
    'entity',
    'attribName',
    'attribValue',
    'cdata',
    'script',
  ]

  sax.EVENTS = [
    'text',
    'processinginstruction',
    'sgmldeclaration',
    'doctype',
    'comment',
    'opentagstart',
    'attribute',
    'opentag',
    'closetag',
    'opencdata',
    'cdata',
    'closecdata',
    'error',
    'end',
    'ready',
    'script',
    'opennamespace',
    'closenamespace',
  ]

  function SAXParser(strict, opt) {
    if (!(this instanceof SAXParser)) {
      return new SAXParser(strict, opt)
    }

    var parser = this
    clearBuffers(parser)
    parser.q = parser.c = ''
    parser.bufferCheckPosition = sax.MAX_BUFFER_LENGTH
    parser.encoding = null;
    parser.opt = opt || {}
    parser.opt.lowercase = parser.opt.lowercase || parser.opt.lowercasetags
    parser.looseCase = parser.opt.lowercase ? 'toLowerCase' : 'toUpperCase'
    parser.opt.maxEntityCount = parser.opt.maxEntityCount || 512
    parser.opt.maxEntityDepth = parser.opt.maxEntityDepth || 4
    parser.entityCount = parser.entityDepth = 0
    parser.tags = []
    parser.closed = parser.closedRoot = parser.sawRoot = false
    parser.tag = parser.error = null
    parser.strict = !!strict
    parser.noscript = !!(strict || parser.opt.noscript)
    parser.state = S.BEGIN
    parser.strictEntities = parser.opt.strictEntities
    parser.ENTITIES =
      parser.strictEntities ?
        Object.create(sax.XML_ENTITIES)
      : Object.create(sax.ENTITIES)
    parser.attribList = []

    // namespaces form a prototype chain.
    // it always points at the current tag,
    // which protos to its parent tag.
    if (parser.opt.xmlns) {
      parser.ns = Object.create(rootNS)
    }

    // disallow unquoted attribute values if not otherwise configured
    // and strict mode is true
    if (parser.opt.unquotedAttributeValues === undefined) {
      parser.opt.unquotedAttributeValues = !strict
    }

    // mostly just for error reporting
    parser.trackPosition = parser.opt.position !== false
    if (parser.trackPosition) {
      parser.position = parser.line = parser.column = 0
    }
    emit(parser, 'onready')
  }

  if (!Object.create) {
    Object.create = function (o) {
      function F() {}
      F.prototype = o
      var newf = new F()
      return newf
    }
  }

  if (!Object.keys) {
    Object.keys = function (o) {
      var a = []
      for (var i in o) if (o.hasOwnProperty(i)) a.push(i)
      return a
    }
  }

  function checkBufferLength(parser) {
    var maxAllowed = Math.max(sax.MAX_BUFFER_LENGTH, 10)
    var maxActual = 0
    for (var i = 0, l = buffers.length; i < l; i++) {
      var len = parser[buffers[i]].length
      if (len > maxAllowed) {
        // Text/cdata nodes can get big, and since they're buffered,
        // we can get here under normal conditions.
        // Avoid issues by emitting the text node now,
        // so at least it won't get any bigger.
        switch (buffers[i]) {
          case 'textNode':
            closeText(parser)
            break

          case 'cdata':
            emitNode(parser, 'oncdata', parser.cdata)
            parser.cdata = ''
            break

          case 'script':
            emitNode(parser, 'onscript', parser.script)
            parser.script = ''
            break

          default:
            error(parser, 'Max buffer length exceeded: ' + buffers[i])
        }
      }
      maxActual = Math.max(maxActual, len)
    }
    // schedule the next check for the earliest possible buffer overrun.
    var m = sax.MAX_BUFFER_LENGTH - maxActual
    parser.bufferCheckPosition = m + parser.position
  }

  function clearBuffers(parser) {
    for (var i = 0, l = buffers.length; i < l; i++) {
      parser[buffers[i]] = ''
    }
  }

  function flushBuffers(parser) {
    closeText(parser)
    if (parser.cdata !== '') {
      emitNode(parser, 'oncdata', parser.cdata)
      parser.cdata = ''
    }
    if (parser.script !== '') {
      emitNode(parser, 'onscript', parser.script)
      parser.script = ''
    }
  }

  SAXParser.prototype = {
    end: function () {
      end(this)
    },
    write: write,
    resume: function () {
      this.error = null
      return this
    },
    close: function () {
      return this.write(null)
    },
    flush: function () {
      flushBuffers(this)
    },
  }

  var Stream
  try {
    Stream = (__nccwpck_require__(203).Stream)
  } catch (ex) {
    Stream = function () {}
  }
  if (!Stream) Stream = function () {}

  var streamWraps = sax.EVENTS.filter(function (ev) {
    return ev !== 'error' && ev !== 'end'
  })

  function createStream(strict, opt) {
    return new SAXStream(strict, opt)
  }

  function determineBufferEncoding(data, isEnd) {
    // BOM-based detection is the most reliable signal when present.
    if (data.length >= 2) {
      if (data[0] === 0xff && data[1] === 0xfe) {
        return 'utf-16le'
      }

      if (data[0] === 0xfe && data[1] === 0xff) {
        return 'utf-16be'
      }
    }

    if (data.length >= 3 && data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) {
      return 'utf8'
    }

    if (data.length >= 4) {
      // XML documents without a BOM still start with "<?xml", which is enough
      // to distinguish UTF-16LE/BE from UTF-8 by looking at the zero bytes.
      if (data[0] === 0x3c && data[1] === 0x00 && data[2] === 0x3f && data[3] === 0x00) {
        return 'utf-16le'
      }

      if (data[0] === 0x00 && data[1] === 0x3c && data[2] === 0x00 && data[3] === 0x3f) {
        return 'utf-16be'
      }

      return 'utf8'
    }

    return isEnd ? 'utf8' : null
  }

  function SAXStream(strict, opt) {
    if (!(this instanceof SAXStream)) {
      return new SAXStream(strict, opt)
    }

    Stream.apply(this)

    this._parser = new SAXParser(strict, opt)
    this.writable = true
    this.readable = true

    var me = this

    this._parser.onend = function () {
      me.emit('end')
    }

    this._parser.onerror = function (er) {
      me.emit('error', er)

      // if didn't throw, then means error was handled.
      // go ahead and clear error, so we can write again.
      me._parser.error = null
    }

    this._decoder = null
    this._decoderBuffer = null
    streamWraps.forEach(function (ev) {
      Object.defineProperty(me, 'on' + ev, {
        get: function () {
          return me._parser['on' + ev]
        },
        set: function (h) {
          if (!h) {
            me.removeAllListeners(ev)
            me._parser['on' + ev] = h
            return h
          }
          me.on(ev, h)
        },
        enumerable: true,
        configurable: false,
      })
    })
  }

  SAXStream.prototype = Object.create(Stream.prototype, {
    constructor: {
      value: SAXStream,
    },
  })

  SAXStream.prototype._decodeBuffer = function (data, isEnd) {
    if (this._decoderBuffer) {
      // Keep incomplete leading bytes until we have enough data to infer the
      // stream encoding, then decode the buffered prefix together with the next chunk.
      data = Buffer.concat([this._decoderBuffer, data])
      this._decoderBuffer = null
    }

    if (!this._decoder) {
      var encoding = determineBufferEncoding(data, isEnd)
      if (!encoding) {
        // A very short first chunk may not contain enough bytes to detect the
        // encoding yet, so defer decoding until the next write/end call.
        this._decoderBuffer = data
        return ''
      }

      // Store the detected transport encoding so strict mode can compare it
      // with the optional encoding declared in the XML prolog later on.
      this._parser.encoding = encoding
      this._decoder = new TextDecoder(encoding)
    }

    return this._decoder.decode(data, { stream: !isEnd })
  }

  SAXStream.prototype.write = function (data) {
    if (
      typeof Buffer === 'function' &&
      typeof Buffer.isBuffer === 'function' &&
      Buffer.isBuffer(data)
    ) {
      data = this._decodeBuffer(data, false)
    } else if (this._decoderBuffer) {
      // Flush any buffered binary prefix before handling a string chunk.
      // This only matters if the caller mixes Buffer and string writes (used in test).
      var remaining = this._decodeBuffer(Buffer.alloc(0), true)
      if (remaining) {
        this._parser.write(remaining)
        this.emit('data', remaining)
      }
    }

    this._parser.write(data.toString())
    this.emit('data', data)
    return true
  }

  SAXStream.prototype.end = function (chunk) {
    if (chunk && chunk.length) {
      this.write(chunk)
    }
    // Flush any remaining decoded data from the TextDecoder
    if (this._decoderBuffer) {
      var finalChunk = this._decodeBuffer(Buffer.alloc(0), true)
      if (finalChunk) {
        this._parser.write(finalChunk)
        this.emit('data', finalChunk)
      }
    } else if (this._decoder) {
      var remaining = this._decoder.decode()
      if (remaining) {
        this._parser.write(remaining)
        this.emit('data', remaining)
      }
    }
    this._parser.end()
    return true
  }

  SAXStream.prototype.on = function (ev, handler) {
    var me = this
    if (!me._parser['on' + ev] && streamWraps.indexOf(ev) !== -1) {
      me._parser['on' + ev] = function () {
        var args =
          arguments.length === 1 ?
            [arguments[0]]
          : Array.apply(null, arguments)
        args.splice(0, 0, ev)
        me.emit.apply(me, args)
      }
    }

    return Stream.prototype.on.call(me, ev, handler)
  }

  // this really needs to be replaced with character classes.
  // XML allows all manner of ridiculous numbers and digits.
  var CDATAre = /^\[CDATA\[$/i
  var DOCTYPEre = /^DOCTYPE$/i
  var XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace'
  var XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/'
  var rootNS = { xml: XML_NAMESPACE, xmlns: XMLNS_NAMESPACE }

  // http://www.w3.org/TR/REC-xml/#NT-NameStartChar
  // This implementation works on strings, a single character at a time
  // as such, it cannot ever support astral-plane characters (10000-EFFFF)
  // without a significant breaking change to either this  parser, or the
  // JavaScript language.  Implementation of an emoji-capable xml parser
  // is left as an exercise for the reader.
  var nameStart =
    /[:_A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/

  var nameBody =
    /[:_A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u00B7\u0300-\u036F\u203F-\u2040.\d-]/

  var entityStart =
    /[#:_A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/
  var entityBody =
    /[#:_A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u00B7\u0300-\u036F\u203F-\u2040.\d-]/

  function isWhitespace(c) {
    return c === ' ' || c === '\n' || c === '\r' || c === '\t'
  }

  function isQuote(c) {
    return c === '"' || c === "'"
  }

  function isAttribEnd(c) {
    return c === '>' || isWhitespace(c)
  }

  function isMatch(regex, c) {
    return regex.test(c)
  }

  function notMatch(regex, c) {
    return !isMatch(regex, c)
  }

  var S = 0
  sax.STATE = {
    BEGIN: S++, // leading byte order mark or whitespace
    BEGIN_WHITESPACE: S++, // leading whitespace
    TEXT: S++, // general stuff
    TEXT_ENTITY: S++, // &amp and such.
    OPEN_WAKA: S++, // <
    SGML_DECL: S++, // <!BLARG
    SGML_DECL_QUOTED: S++, // <!BLARG foo "bar
    DOCTYPE: S++, // <!DOCTYPE
    DOCTYPE_QUOTED: S++, // <!DOCTYPE "//blah
    DOCTYPE_DTD: S++, // <!DOCTYPE "//blah" [ ...
    DOCTYPE_DTD_QUOTED: S++, // <!DOCTYPE "//blah" [ "foo
    COMMENT_STARTING: S++, // <!-
    COMMENT: S++, // <!--
    COMMENT_ENDING: S++, // <!-- blah -
    COMMENT_ENDED: S++, // <!-- blah --
    CDATA: S++, // <![CDATA[ something
    CDATA_ENDING: S++, // ]
    CDATA_ENDING_2: S++, // ]]
    PROC_INST: S++, // <?hi
    PROC_INST_BODY: S++, // <?hi there
    PROC_INST_ENDING: S++, // <?hi "there" ?
    OPEN_TAG: S++, // <strong
    OPEN_TAG_SLASH: S++, // <strong /
    ATTRIB: S++, // <a
    ATTRIB_NAME: S++, // <a foo
    ATTRIB_NAME_SAW_WHITE: S++, // <a foo _
    ATTRIB_VALUE: S++, // <a foo=
    ATTRIB_VALUE_QUOTED: S++, // <a foo="bar
    ATTRIB_VALUE_CLOSED: S++, // <a foo="bar"
    ATTRIB_VALUE_UNQUOTED: S++, // <a foo=bar
    ATTRIB_VALUE_ENTITY_Q: S++, // <foo bar="&quot;"
    ATTRIB_VALUE_ENTITY_U: S++, // <foo bar=&quot
    CLOSE_TAG: S++, // </a
    CLOSE_TAG_SAW_WHITE: S++, // </a   >
    SCRIPT: S++, // <script> ...
    SCRIPT_ENDING: S++, // <script> ... <
  }

  sax.XML_ENTITIES = Object.assign(Object.create(null), {
    amp: '&',
    gt: '>',
    lt: '<',
    quot: '"',
    apos: "'",
  })

  sax.ENTITIES = Object.assign(Object.create(null), {
    amp: '&',
    gt: '>',
    lt: '<',
    quot: '"',
    apos: "'",
    AElig: 198,
    Aacute: 193,
    Acirc: 194,
    Agrave: 192,
    Aring: 197,
    Atilde: 195,
    Auml: 196,
    Ccedil: 199,
    ETH: 208,
    Eacute: 201,
    Ecirc: 202,
    Egrave: 200,
    Euml: 203,
    Iacute: 205,
    Icirc: 206,
    Igrave: 204,
    Iuml: 207,
    Ntilde: 209,
    Oacute: 211,
    Ocirc: 212,
    Ograve: 210,
    Oslash: 216,
    Otilde: 213,
    Ouml: 214,
    THORN: 222,
    Uacute: 218,
    Ucirc: 219,
    Ugrave: 217,
    Uuml: 220,
    Yacute: 221,
    aacute: 225,
    acirc: 226,
    aelig: 230,
    agrave: 224,
    aring: 229,
    atilde: 227,
    auml: 228,
    ccedil: 231,
    eacute: 233,
    ecirc: 234,
    egrave: 232,
    eth: 240,
    euml: 235,
    iacute: 237,
    icirc: 238,
    igrave: 236,
    iuml: 239,
    ntilde: 241,
    oacute: 243,
    ocirc: 244,
    ograve: 242,
    oslash: 248,
    otilde: 245,
    ouml: 246,
    szlig: 223,
    thorn: 254,
    uacute: 250,
    ucirc: 251,
    ugrave: 249,
    uuml: 252,
    yacute: 253,
    yuml: 255,
    copy: 169,
    reg: 174,
    nbsp: 160,
    iexcl: 161,
    cent: 162,
    pound: 163,
    curren: 164,
    yen: 165,
    brvbar: 166,
    sect: 167,
    uml: 168,
    ordf: 170,
    laquo: 171,
    not: 172,
    shy: 173,
    macr: 175,
    deg: 176,
    plusmn: 177,
    sup1: 185,
    sup2: 178,
    sup3: 179,
    acute: 180,
    micro: 181,
    para: 182,
    middot: 183,
    cedil: 184,
    ordm: 186,
    raquo: 187,
    frac14: 188,
    frac12: 189,
    frac34: 190,
    iquest: 191,
    times: 215,
    divide: 247,
    OElig: 338,
    oelig: 339,
    Scaron: 352,
    scaron: 353,
    Yuml: 376,
    fnof: 402,
    circ: 710,
    tilde: 732,
    Alpha: 913,
    Beta: 914,
    Gamma: 915,
    Delta: 916,
    Epsilon: 917,
    Zeta: 918,
    Eta: 919,
    Theta: 920,
    Iota: 921,
    Kappa: 922,
    Lambda: 923,
    Mu: 924,
    Nu: 925,
    Xi: 926,
    Omicron: 927,
    Pi: 928,
    Rho: 929,
    Sigma: 931,
    Tau: 932,
    Upsilon: 933,
    Phi: 934,
    Chi: 935,
    Psi: 936,
    Omega: 937,
    alpha: 945,
    beta: 946,
    gamma: 947,
    delta: 948,
    epsilon: 949,
    zeta: 950,
    eta: 951,
    theta: 952,
    iota: 953,
    kappa: 954,
    lambda: 955,
    mu: 956,
    nu: 957,
    xi: 958,
    omicron: 959,
    pi: 960,
    rho: 961,
    sigmaf: 962,
    sigma: 963,
    tau: 964,
    upsilon: 965,
    phi: 966,
    chi: 967,
    psi: 968,
    omega: 969,
    thetasym: 977,
    upsih: 978,
    piv: 982,
    ensp: 8194,
    emsp: 8195,
    thinsp: 8201,
    zwnj: 8204,
    zwj: 8205,
    lrm: 8206,
    rlm: 8207,
    ndash: 8211,
    mdash: 8212,
    lsquo: 8216,
    rsquo: 8217,
    sbquo: 8218,
    ldquo: 8220,
    rdquo: 8221,
    bdquo: 8222,
    dagger: 8224,
    Dagger: 8225,
    bull: 8226,
    hellip: 8230,
    permil: 8240,
    prime: 8242,
    Prime: 8243,
    lsaquo: 8249,
    rsaquo: 8250,
    oline: 8254,
    frasl: 8260,
    euro: 8364,
    image: 8465,
    weierp: 8472,
    real: 8476,
    trade: 8482,
    alefsym: 8501,
    larr: 8592,
    uarr: 8593,
    rarr: 8594,
    darr: 8595,
    harr: 8596,
    crarr: 8629,
    lArr: 8656,
    uArr: 8657,
    rArr: 8658,
    dArr: 8659,
    hArr: 8660,
    forall: 8704,
    part: 8706,
    exist: 8707,
    empty: 8709,
    nabla: 8711,
    isin: 8712,
    notin: 8713,
    ni: 8715,
    prod: 8719,
    sum: 8721,
    minus: 8722,
    lowast: 8727,
    radic: 8730,
    prop: 8733,
    infin: 8734,
    ang: 8736,
    and: 8743,
    or: 8744,
    cap: 8745,
    cup: 8746,
    int: 8747,
    there4: 8756,
    sim: 8764,
    cong: 8773,
    asymp: 8776,
    ne: 8800,
    equiv: 8801,
    le: 8804,
    ge: 8805,
    sub: 8834,
    sup: 8835,
    nsub: 8836,
    sube: 8838,
    supe: 8839,
    oplus: 8853,
    otimes: 8855,
    perp: 8869,
    sdot: 8901,
    lceil: 8968,
    rceil: 8969,
    lfloor: 8970,
    rfloor: 8971,
    lang: 9001,
    rang: 9002,
    loz: 9674,
    spades: 9824,
    clubs: 9827,
    hearts: 9829,
    diams: 9830,
  })

  Object.keys(sax.ENTITIES).forEach(function (key) {
    var e = sax.ENTITIES[key]
    var s = typeof e === 'number' ? String.fromCharCode(e) : e
    sax.ENTITIES[key] = s
  })

  for (var s in sax.STATE) {
    sax.STATE[sax.STATE[s]] = s
  }

  // shorthand
  S = sax.STATE

  function emit(parser, event, data) {
    parser[event] && parser[event](data)
  }

  function getDeclaredEncoding(body) {
    var match = body && body.match(/(?:^|\s)encoding\s*=\s*(['"])([^'"]+)\1/i)
    return match ? match[2] : null
  }

  function normalizeEncodingName(encoding) {
    if (!encoding) {
      return null
    }

    return encoding.toLowerCase().replace(/[^a-z0-9]/g, '')
  }

  function encodingsMatch(detectedEncoding, declaredEncoding) {
    const detected = normalizeEncodingName(detectedEncoding)
    const declared = normalizeEncodingName(declaredEncoding)

    if (!detected || !declared) {
      return true
    }

    if (declared === 'utf16') {
      return detected === 'utf16le' || detected === 'utf16be'
    }

    return detected === declared
  }

  function validateXmlDeclarationEncoding(parser, data) {
    if (
      !parser.strict ||
      !parser.encoding ||
      !data ||
      data.name !== 'xml'
    ) {
      return
    }

    var declaredEncoding = getDeclaredEncoding(data.body)
    if (
      declaredEncoding &&
      !encodingsMatch(parser.encoding, declaredEncoding)
    ) {
      strictFail(
        parser,
        'XML declaration encoding ' +
          declaredEncoding +
          ' does not match detected stream encoding ' +
          parser.encoding.toUpperCase()
      )
    }
  }

  function emitNode(parser, nodeType, data) {
    if (parser.textNode) closeText(parser)
    emit(parser, nodeType, data)
  }

  function closeText(parser) {
    parser.textNode = textopts(parser.opt, parser.textNode)
    if (parser.textNode) emit(parser, 'ontext', parser.textNode)
    parser.textNode = ''
  }

  function textopts(opt, text) {
    if (opt.trim) text = text.trim()
    if (opt.normalize) text = text.replace(/\s+/g, ' ')
    return text
  }

  function error(parser, er) {
    closeText(parser)
    if (parser.trackPosition) {
      er +=
        '\nLine: ' +
        parser.line +
        '\nColumn: ' +
        parser.column +
        '\nChar: ' +
        parser.c
    }
    er = new Error(er)
    parser.error = er
    emit(parser, 'onerror', er)
    return parser
  }

  function end(parser) {
    if (parser.sawRoot && !parser.closedRoot)
      strictFail(parser, 'Unclosed root tag')
    if (
      parser.state !== S.BEGIN &&
      parser.state !== S.BEGIN_WHITESPACE &&
      parser.state !== S.TEXT
    ) {
      error(parser, 'Unexpected end')
    }
    closeText(parser)
    parser.c = ''
    parser.closed = true
    emit(parser, 'onend')
    SAXParser.call(parser, parser.strict, parser.opt)
    return parser
  }

  function strictFail(parser, message) {
    if (typeof parser !== 'object' || !(parser instanceof SAXParser)) {
      throw new Error('bad call to strictFail')
    }
    if (parser.strict) {
      error(parser, message)
    }
  }

  function newTag(parser) {
    if (!parser.strict) parser.tagName = parser.tagName[parser.looseCase]()
    var parent = parser.tags[parser.tags.length - 1] || parser
    var tag = (parser.tag = { name: parser.tagName, attributes: {} })

    // will be overridden if tag contails an xmlns="foo" or xmlns:foo="bar"
    if (parser.opt.xmlns) {
      tag.ns = parent.ns
    }
    parser.attribList.length = 0
    emitNode(parser, 'onopentagstart', tag)
  }

  function qname(name, attribute) {
    var i = name.indexOf(':')
    var qualName = i < 0 ? ['', name] : name.split(':')
    var prefix = qualName[0]
    var local = qualName[1]

    // <x "xmlns"="http://foo">
    if (attribute && name === 'xmlns') {
      prefix = 'xmlns'
      local = ''
    }

    return { prefix: prefix, local: local }
  }

  function attrib(parser) {
    if (!parser.strict) {
      parser.attribName = parser.attribName[parser.looseCase]()
    }

    if (
      parser.attribList.indexOf(parser.attribName) !== -1 ||
      parser.tag.attributes.hasOwnProperty(parser.attribName)
    ) {
      parser.attribName = parser.attribValue = ''
      return
    }

    if (parser.opt.xmlns) {
      var qn = qname(parser.attribName, true)
      var prefix = qn.prefix
      var local = qn.local

      if (prefix === 'xmlns') {
        // namespace binding attribute. push the binding into scope
        if (local === 'xml' && parser.attribValue !== XML_NAMESPACE) {
          strictFail(
            parser,
            'xml: prefix must be bound to ' +
              XML_NAMESPACE +
              '\n' +
              'Actual: ' +
              parser.attribValue
          )
        } else if (
          local === 'xmlns' &&
          parser.attribValue !== XMLNS_NAMESPACE
        ) {
          strictFail(
            parser,
            'xmlns: prefix must be bound to ' +
              XMLNS_NAMESPACE +
              '\n' +
              'Actual: ' +
              parser.attribValue
          )
        } else {
          var tag = parser.tag
          var parent = parser.tags[parser.tags.length - 1] || parser
          if (tag.ns === parent.ns) {
            tag.ns = Object.create(parent.ns)
          }
          tag.ns[local] = parser.attribValue
        }
      }

      // defer onattribute events until all attributes have been seen
      // so any new bindings can take effect. preserve attribute order
      // so deferred events can be emitted in document order
      parser.attribList.push([parser.attribName, parser.attribValue])
    } else {
      // in non-xmlns mode, we can emit the event right away
      parser.tag.attributes[parser.attribName] = parser.attribValue
      emitNode(parser, 'onattribute', {
        name: parser.attribName,
        value: parser.attribValue,
      })
    }

    parser.attribName = parser.attribValue = ''
  }

  function openTag(parser, selfClosing) {
    if (parser.opt.xmlns) {
      // emit namespace binding events
      var tag = parser.tag

      // add namespace info to tag
      var qn = qname(parser.tagName)
      tag.prefix = qn.prefix
      tag.local = qn.local
      tag.uri = tag.ns[qn.prefix] || ''

      if (tag.prefix && !tag.uri) {
        strictFail(
          parser,
          'Unbound namespace prefix: ' + JSON.stringify(parser.tagName)
        )
        tag.uri = qn.prefix
      }

      var parent = parser.tags[parser.tags.length - 1] || parser
      if (tag.ns && parent.ns !== tag.ns) {
        Object.keys(tag.ns).forEach(function (p) {
          emitNode(parser, 'onopennamespace', {
            prefix: p,
            uri: tag.ns[p],
          })
        })
      }

      // handle deferred onattribute events
      // Note: do not apply default ns to attributes:
      //   http://www.w3.org/TR/REC-xml-names/#defaulting
      for (var i = 0, l = parser.attribList.length; i < l; i++) {
        var nv = parser.attribList[i]
        var name = nv[0]
        var value = nv[1]
        var qualName = qname(name, true)
        var prefix = qualName.prefix
        var local = qualName.local
        var uri = prefix === '' ? '' : tag.ns[prefix] || ''
        var a = {
          name: name,
          value: value,
          prefix: prefix,
          local: local,
          uri: uri,
        }

        // if there's any attributes with an undefined namespace,
        // then fail on them now.
        if (prefix && prefix !== 'xmlns' && !uri) {
          strictFail(
            parser,
            'Unbound namespace prefix: ' + JSON.stringify(prefix)
          )
          a.uri = prefix
        }
        parser.tag.attributes[name] = a
        emitNode(parser, 'onattribute', a)
      }
      parser.attribList.length = 0
    }

    parser.tag.isSelfClosing = !!selfClosing

    // process the tag
    parser.sawRoot = true
    parser.tags.push(parser.tag)
    emitNode(parser, 'onopentag', parser.tag)
    if (!selfClosing) {
      // special case for <script> in non-strict mode.
      if (!parser.noscript && parser.tagName.toLowerCase() === 'script') {
        parser.state = S.SCRIPT
      } else {
        parser.state = S.TEXT
      }
      parser.tag = null
      parser.tagName = ''
    }
    parser.attribName = parser.attribValue = ''
    parser.attribList.length = 0
  }

  function closeTag(parser) {
    if (!parser.tagName) {
      strictFail(parser, 'Weird empty close tag.')
      parser.textNode += '</>'
      parser.state = S.TEXT
      return
    }

    if (parser.script) {
      if (parser.tagName !== 'script') {
        parser.script += '</' + parser.tagName + '>'
        parser.tagName = ''
        parser.state = S.SCRIPT
        return
      }
      emitNode(parser, 'onscript', parser.script)
      parser.script = ''
    }

    // first make sure that the closing tag actually exists.
    // <a><b></c></b></a> will close everything, otherwise.
    var t = parser.tags.length
    var tagName = parser.tagName
    if (!parser.strict) {
      tagName = tagName[parser.looseCase]()
    }
    var closeTo = tagName
    while (t--) {
      var close = parser.tags[t]
      if (close.name !== closeTo) {
        // fail the first time in strict mode
        strictFail(parser, 'Unexpected close tag')
      } else {
        break
      }
    }

    // didn't find it.  we already failed for strict, so just abort.
    if (t < 0) {
      strictFail(parser, 'Unmatched closing tag: ' + parser.tagName)
      parser.textNode += '</' + parser.tagName + '>'
      parser.state = S.TEXT
      return
    }
    parser.tagName = tagName
    var s = parser.tags.length
    while (s-- > t) {
      var tag = (parser.tag = parser.tags.pop())
      parser.tagName = parser.tag.name
      emitNode(parser, 'onclosetag', parser.tagName)

      var x = {}
      for (var i in tag.ns) {
        x[i] = tag.ns[i]
      }

      var parent = parser.tags[parser.tags.length - 1] || parser
      if (parser.opt.xmlns && tag.ns !== parent.ns) {
        // remove namespace bindings introduced by tag
        Object.keys(tag.ns).forEach(function (p) {
          var n = tag.ns[p]
          emitNode(parser, 'onclosenamespace', { prefix: p, uri: n })
        })
      }
    }
    if (t === 0) parser.closedRoot = true
    parser.tagName = parser.attribValue = parser.attribName = ''
    parser.attribList.length = 0
    parser.state = S.TEXT
  }

  function parseEntity(parser) {
    var entity = parser.entity
    var entityLC = entity.toLowerCase()
    var num
    var numStr = ''

    if (parser.ENTITIES[entity]) {
      return parser.ENTITIES[entity]
    }
    if (parser.ENTITIES[entityLC]) {
      return parser.ENTITIES[entityLC]
    }
    entity = entityLC
    if (entity.charAt(0) === '#') {
      if (entity.charAt(1) === 'x') {
        entity = entity.slice(2)
        num = parseInt(entity, 16)
        numStr = num.toString(16)
      } else {
        entity = entity.slice(1)
        num = parseInt(entity, 10)
        numStr = num.toString(10)
      }
    }
    entity = entity.replace(/^0+/, '')
    if (
      isNaN(num) ||
      numStr.toLowerCase() !== entity ||
      num < 0 ||
      num > 0x10ffff ||
      !isXmlChar(num)
    ) {
      strictFail(parser, 'Invalid character entity')
      return '&' + parser.entity + ';'
    }

    return String.fromCodePoint(num)
  }

  // Returns true if `num` is a code point that matches the XML `Char`
  // production, false otherwise. Character references that resolve to a
  // character outside this range (e.g. surrogates or restricted control
  // characters) are not well-formed.
  // https://www.w3.org/TR/REC-xml/#NT-Char
  // https://www.w3.org/TR/REC-xml/#wf-Legalchar
  function isXmlChar(num) {
    return (
      num === 0x9 ||
      num === 0xa ||
      num === 0xd ||
      (num >= 0x20 && num <= 0xd7ff) ||
      (num >= 0xe000 && num <= 0xfffd) ||
      (num >= 0x10000 && num <= 0x10ffff)
    )
  }

  function beginWhiteSpace(parser, c) {
    if (c === '<') {
      parser.state = S.OPEN_WAKA
      parser.startTagPosition = parser.position
    } else if (!isWhitespace(c)) {
      // have to process this as a text node.
      // weird, but happens.
      strictFail(parser, 'Non-whitespace before first tag.')
      parser.textNode = c
      parser.state = S.TEXT
    }
  }

  function charAt(chunk, i) {
    var result = ''
    if (i < chunk.length) {
      result = chunk.charAt(i)
    }
    return result
  }

  function write(chunk) {
    var parser = this
    if (this.error) {
      throw this.error
    }
    if (parser.closed) {
      return error(
        parser,
        'Cannot write after close. Assign an onready handler.'
      )
    }
    if (chunk === null) {
      return end(parser)
    }
    if (typeof chunk === 'object') {
      chunk = chunk.toString()
    }
    var i = 0
    var c = ''
    while (true) {
      c = charAt(chunk, i++)
      parser.c = c

      if (!c) {
        break
      }

      if (parser.trackPosition) {
        parser.position++
        if (c === '\n') {
          parser.line++
          parser.column = 0
        } else {
          parser.column++
        }
      }

      switch (parser.state) {
        case S.BEGIN:
          parser.state = S.BEGIN_WHITESPACE
          if (c === '\uFEFF') {
            continue
          }
          beginWhiteSpace(parser, c)
          continue

        case S.BEGIN_WHITESPACE:
          beginWhiteSpace(parser, c)
          continue

        case S.TEXT:
          if (parser.sawRoot && !parser.closedRoot) {
            var starti = i - 1
            while (c && c !== '<' && c !== '&') {
              c = charAt(chunk, i++)
              if (c && parser.trackPosition) {
                parser.position++
                if (c === '\n') {
                  parser.line++
                  parser.column = 0
                } else {
                  parser.column++
                }
              }
            }
            parser.textNode += chunk.substring(starti, i - 1)
          }
          if (
            c === '<' &&
            !(parser.sawRoot && parser.closedRoot && !parser.strict)
          ) {
            parser.state = S.OPEN_WAKA
            parser.startTagPosition = parser.position
          } else {
            if (
              !isWhitespace(c) &&
              (!parser.sawRoot || parser.closedRoot)
            ) {
              strictFail(parser, 'Text data outside of root node.')
            }
            if (c === '&') {
              parser.state = S.TEXT_ENTITY
            } else {
              parser.textNode += c
            }
          }
          continue

        case S.SCRIPT:
          // only non-strict
          if (c === '<') {
            parser.state = S.SCRIPT_ENDING
          } else {
            parser.script += c
          }
          continue

        case S.SCRIPT_ENDING:
          if (c === '/') {
            parser.state = S.CLOSE_TAG
          } else {
            parser.script += '<' + c
            parser.state = S.SCRIPT
          }
          continue

        case S.OPEN_WAKA:
          // either a /, ?, !, or text is coming next.
          if (c === '!') {
            parser.state = S.SGML_DECL
            parser.sgmlDecl = ''
          } else if (isWhitespace(c)) {
            // wait for it...
          } else if (isMatch(nameStart, c)) {
            parser.state = S.OPEN_TAG
            parser.tagName = c
          } else if (c === '/') {
            parser.state = S.CLOSE_TAG
            parser.tagName = ''
          } else if (c === '?') {
            parser.state = S.PROC_INST
            parser.procInstName = parser.procInstBody = ''
          } else {
            strictFail(parser, 'Unencoded <')
            // if there was some whitespace, then add that in.
            if (parser.startTagPosition + 1 < parser.position) {
              var pad = parser.position - parser.startTagPosition
              c = new Array(pad).join(' ') + c
            }
            parser.textNode += '<' + c
            parser.state = S.TEXT
          }
          continue

        case S.SGML_DECL:
          if (parser.sgmlDecl + c === '--') {
            parser.state = S.COMMENT
            parser.comment = ''
            parser.sgmlDecl = ''
            continue
          }

          if (
            parser.doctype &&
            parser.doctype !== true &&
            parser.sgmlDecl
          ) {
            parser.state = S.DOCTYPE_DTD
            parser.doctype += '<!' + parser.sgmlDecl + c
            parser.sgmlDecl = ''
          } else if (CDATAre.test(parser.sgmlDecl + c)) {
            emitNode(parser, 'onopencdata')
            parser.state = S.CDATA
            parser.sgmlDecl = ''
            parser.cdata = ''
          } else if (DOCTYPEre.test(parser.sgmlDecl + c)) {
            parser.state = S.DOCTYPE
            if (parser.doctype || parser.sawRoot) {
              strictFail(
                parser,
                'Inappropriately located doctype declaration'
              )
            }
            parser.doctype = ''
            parser.sgmlDecl = ''
          } else if (c === '>') {
            emitNode(parser, 'onsgmldeclaration', parser.sgmlDecl)
            parser.sgmlDecl = ''
            parser.state = S.TEXT
          } else if (isQuote(c)) {
            parser.state = S.SGML_DECL_QUOTED
            parser.sgmlDecl += c
          } else {
            parser.sgmlDecl += c
          }
          continue

        case S.SGML_DECL_QUOTED:
          if (c === parser.q) {
            parser.state = S.SGML_DECL
            parser.q = ''
          }
          parser.sgmlDecl += c
          continue

        case S.DOCTYPE:
          if (c === '>') {
            parser.state = S.TEXT
            emitNode(parser, 'ondoctype', parser.doctype)
            parser.doctype = true // just remember that we saw it.
          } else {
            parser.doctype += c
            if (c === '[') {
              parser.state = S.DOCTYPE_DTD
            } else if (isQuote(c)) {
              parser.state = S.DOCTYPE_QUOTED
              parser.q = c
            }
          }
          continue

        case S.DOCTYPE_QUOTED:
          parser.doctype += c
          if (c === parser.q) {
            parser.q = ''
            parser.state = S.DOCTYPE
          }
          continue

        case S.DOCTYPE_DTD:
          if (c === ']') {
            parser.doctype += c
            parser.state = S.DOCTYPE
          } else if (c === '<') {
            parser.state = S.OPEN_WAKA
            parser.startTagPosition = parser.position
          } else if (isQuote(c)) {
            parser.doctype += c
            parser.state = S.DOCTYPE_DTD_QUOTED
            parser.q = c
          } else {
            parser.doctype += c
          }
          continue

        case S.DOCTYPE_DTD_QUOTED:
          parser.doctype += c
          if (c === parser.q) {
            parser.state = S.DOCTYPE_DTD
            parser.q = ''
          }
          continue

        case S.COMMENT:
          if (c === '-') {
            parser.state = S.COMMENT_ENDING
          } else {
            parser.comment += c
          }
          continue

        case S.COMMENT_ENDING:
          if (c === '-') {
            parser.state = S.COMMENT_ENDED
            parser.comment = textopts(parser.opt, parser.comment)
            if (parser.comment) {
              emitNode(parser, 'oncomment', parser.comment)
            }
            parser.comment = ''
          } else {
            parser.comment += '-' + c
            parser.state = S.COMMENT
          }
          continue

        case S.COMMENT_ENDED:
          if (c !== '>') {
            strictFail(parser, 'Malformed comment')
            // allow <!-- blah -- bloo --> in non-strict mode,
            // which is a comment of " blah -- bloo "
            parser.comment += '--' + c
            parser.state = S.COMMENT
          } else if (parser.doctype && parser.doctype !== true) {
            parser.state = S.DOCTYPE_DTD
          } else {
            parser.state = S.TEXT
          }
          continue

        case S.CDATA:
          var starti = i - 1
          while (c && c !== ']') {
            c = charAt(chunk, i++)
            if (c && parser.trackPosition) {
              parser.position++
              if (c === '\n') {
                parser.line++
                parser.column = 0
              } else {
                parser.column++
              }
            }
          }
          parser.cdata += chunk.substring(starti, i - 1)
          if (c === ']') {
            parser.state = S.CDATA_ENDING
          }
          continue

        case S.CDATA_ENDING:
          if (c === ']') {
            parser.state = S.CDATA_ENDING_2
          } else {
            parser.cdata += ']' + c
            parser.state = S.CDATA
          }
          continue

        case S.CDATA_ENDING_2:
          if (c === '>') {
            if (parser.cdata) {
              emitNode(parser, 'oncdata', parser.cdata)
            }
            emitNode(parser, 'onclosecdata')
            parser.cdata = ''
            parser.state = S.TEXT
          } else if (c === ']') {
            parser.cdata += ']'
          } else {
            parser.cdata += ']]' + c
            parser.state = S.CDATA
          }
          continue

        case S.PROC_INST:
          if (c === '?') {
            parser.state = S.PROC_INST_ENDING
          } else if (isWhitespace(c)) {
            parser.state = S.PROC_INST_BODY
          } else {
            parser.procInstName += c
          }
          continue

        case S.PROC_INST_BODY:
          if (!parser.procInstBody && isWhitespace(c)) {
            continue
          } else if (c === '?') {
            parser.state = S.PROC_INST_ENDING
          } else {
            parser.procInstBody += c
          }
          continue

        case S.PROC_INST_ENDING:
          if (c === '>') {
            const procInstEndData = {
              name: parser.procInstName,
              body: parser.procInstBody,
            }
            validateXmlDeclarationEncoding(parser, procInstEndData)
            emitNode(parser, 'onprocessinginstruction', procInstEndData)
            parser.procInstName = parser.procInstBody = ''
            parser.state = S.TEXT
          } else {
            parser.procInstBody += '?' + c
            parser.state = S.PROC_INST_BODY
          }
          continue

        case S.OPEN_TAG:
          if (isMatch(nameBody, c)) {
            parser.tagName += c
          } else {
            newTag(parser)
            if (c === '>') {
              openTag(parser)
            } else if (c === '/') {
              parser.state = S.OPEN_TAG_SLASH
            } else {
              if (!isWhitespace(c)) {
                strictFail(parser, 'Invalid character in tag name')
              }
              parser.state = S.ATTRIB
            }
          }
          continue

        case S.OPEN_TAG_SLASH:
          if (c === '>') {
            openTag(parser, true)
            closeTag(parser)
          } else {
            strictFail(
              parser,
              'Forward-slash in opening tag not followed by >'
            )
            parser.state = S.ATTRIB
          }
          continue

        case S.ATTRIB:
          // haven't read the attribute name yet.
          if (isWhitespace(c)) {
            continue
          } else if (c === '>') {
            openTag(parser)
          } else if (c === '/') {
            parser.state = S.OPEN_TAG_SLASH
          } else if (isMatch(nameStart, c)) {
            parser.attribName = c
            parser.attribValue = ''
            parser.state = S.ATTRIB_NAME
          } else {
            strictFail(parser, 'Invalid attribute name')
          }
          continue

        case S.ATTRIB_NAME:
          if (c === '=') {
            parser.state = S.ATTRIB_VALUE
          } else if (c === '>') {
            strictFail(parser, 'Attribute without value')
            parser.attribValue = parser.attribName
            attrib(parser)
            openTag(parser)
          } else if (isWhitespace(c)) {
            parser.state = S.ATTRIB_NAME_SAW_WHITE
          } else if (isMatch(nameBody, c)) {
            parser.attribName += c
          } else {
            strictFail(parser, 'Invalid attribute name')
          }
          continue

        case S.ATTRIB_NAME_SAW_WHITE:
          if (c === '=') {
            parser.state = S.ATTRIB_VALUE
          } else if (isWhitespace(c)) {
            continue
          } else {
            strictFail(parser, 'Attribute without value')
            parser.tag.attributes[parser.attribName] = ''
            parser.attribValue = ''
            emitNode(parser, 'onattribute', {
              name: parser.attribName,
              value: '',
            })
            parser.attribName = ''
            if (c === '>') {
              openTag(parser)
            } else if (isMatch(nameStart, c)) {
              parser.attribName = c
              parser.state = S.ATTRIB_NAME
            } else {
              strictFail(parser, 'Invalid attribute name')
              parser.state = S.ATTRIB
            }
          }
          continue

        case S.ATTRIB_VALUE:
          if (isWhitespace(c)) {
            continue
          } else if (isQuote(c)) {
            parser.q = c
            parser.state = S.ATTRIB_VALUE_QUOTED
          } else {
            if (!parser.opt.unquotedAttributeValues) {
              error(parser, 'Unquoted attribute value')
            }
            parser.state = S.ATTRIB_VALUE_UNQUOTED
            parser.attribValue = c
          }
          continue

        case S.ATTRIB_VALUE_QUOTED:
          if (c !== parser.q) {
            if (c === '&') {
              parser.state = S.ATTRIB_VALUE_ENTITY_Q
            } else {
              parser.attribValue += c
            }
            continue
          }
          attrib(parser)
          parser.q = ''
          parser.state = S.ATTRIB_VALUE_CLOSED
          continue

        case S.ATTRIB_VALUE_CLOSED:
          if (isWhitespace(c)) {
            parser.state = S.ATTRIB
          } else if (c === '>') {
            openTag(parser)
          } else if (c === '/') {
            parser.state = S.OPEN_TAG_SLASH
          } else if (isMatch(nameStart, c)) {
            strictFail(parser, 'No whitespace between attributes')
            parser.attribName = c
            parser.attribValue = ''
            parser.state = S.ATTRIB_NAME
          } else {
            strictFail(parser, 'Invalid attribute name')
          }
          continue

        case S.ATTRIB_VALUE_UNQUOTED:
          if (!isAttribEnd(c)) {
            if (c === '&') {
              parser.state = S.ATTRIB_VALUE_ENTITY_U
            } else {
              parser.attribValue += c
            }
            continue
          }
          attrib(parser)
          if (c === '>') {
            openTag(parser)
          } else {
            parser.state = S.ATTRIB
          }
          continue

        case S.CLOSE_TAG:
          if (!parser.tagName) {
            if (isWhitespace(c)) {
              continue
            } else if (notMatch(nameStart, c)) {
              if (parser.script) {
                parser.script += '</' + c
                parser.state = S.SCRIPT
              } else {
                strictFail(parser, 'Invalid tagname in closing tag.')
              }
            } else {
              parser.tagName = c
            }
          } else if (c === '>') {
            closeTag(parser)
          } else if (isMatch(nameBody, c)) {
            parser.tagName += c
          } else if (parser.script) {
            parser.script += '</' + parser.tagName + c
            parser.tagName = ''
            parser.state = S.SCRIPT
          } else {
            if (!isWhitespace(c)) {
              strictFail(parser, 'Invalid tagname in closing tag')
            }
            parser.state = S.CLOSE_TAG_SAW_WHITE
          }
          continue

        case S.CLOSE_TAG_SAW_WHITE:
          if (isWhitespace(c)) {
            continue
          }
          if (c === '>') {
            closeTag(parser)
          } else {
            strictFail(parser, 'Invalid characters in closing tag')
          }
          continue

        case S.TEXT_ENTITY:
        case S.ATTRIB_VALUE_ENTITY_Q:
        case S.ATTRIB_VALUE_ENTITY_U:
          var returnState
          var buffer
          switch (parser.state) {
            case S.TEXT_ENTITY:
              returnState = S.TEXT
              buffer = 'textNode'
              break

            case S.ATTRIB_VALUE_ENTITY_Q:
              returnState = S.ATTRIB_VALUE_QUOTED
              buffer = 'attribValue'
              break

            case S.ATTRIB_VALUE_ENTITY_U:
              returnState = S.ATTRIB_VALUE_UNQUOTED
              buffer = 'attribValue'
              break
          }

          if (c === ';') {
            var parsedEntity = parseEntity(parser)
            if (
              parser.opt.unparsedEntities &&
              !Object.values(sax.XML_ENTITIES).includes(parsedEntity)
            ) {
              if ((parser.entityCount += 1) > parser.opt.maxEntityCount) {
                error(
                  parser,
                  'Parsed entity count exceeds max entity count'
                )
              }

              if ((parser.entityDepth += 1) > parser.opt.maxEntityDepth) {
                error(
                  parser,
                  'Parsed entity depth exceeds max entity depth'
                )
              }

              parser.entity = ''
              parser.state = returnState
              parser.write(parsedEntity)
              parser.entityDepth -= 1
            } else {
              parser[buffer] += parsedEntity
              parser.entity = ''
              parser.state = returnState
            }
          } else if (
            isMatch(parser.entity.length ? entityBody : entityStart, c)
          ) {
            parser.entity += c
          } else {
            strictFail(parser, 'Invalid character in entity name')
            parser[buffer] += '&' + parser.entity + c
            parser.entity = ''
            parser.state = returnState
          }

          continue

        default: /* istanbul ignore next */ {
          throw new Error(parser, 'Unknown state: ' + parser.state)
        }
      }
    } // while

    if (parser.position >= parser.bufferCheckPosition) {
      checkBufferLength(parser)
    }
    return parser
  }

  /*! http://mths.be/fromcodepoint v0.1.0 by @mathias */
  /* istanbul ignore next */
  if (!String.fromCodePoint) {
    ;(function () {
      var stringFromCharCode = String.fromCharCode
      var floor = Math.floor
      var fromCodePoint = function () {
        var MAX_SIZE = 0x4000
        var codeUnits = []
        var highSurrogate
        var lowSurrogate
        var index = -1
        var length = arguments.length
        if (!length) {
          return ''
        }
        var result = ''
        while (++index < length) {
          var codePoint = Number(arguments[index])
          if (
            !isFinite(codePoint) || // `NaN`, `+Infinity`, or `-Infinity`
            codePoint < 0 || // not a valid Unicode code point
            codePoint > 0x10ffff || // not a valid Unicode code point
            floor(codePoint) !== codePoint // not an integer
          ) {
            throw RangeError('Invalid code point: ' + codePoint)
          }
          if (codePoint <= 0xffff) {
            // BMP code point
            codeUnits.push(codePoint)
          } else {
            // Astral code point; split in surrogate halves
            // http://mathiasbynens.be/notes/javascript-encoding#surrogate-formulae
            codePoint -= 0x10000
            highSurrogate = (codePoint >> 10) + 0xd800
            lowSurrogate = (codePoint % 0x400) + 0xdc00
            codeUnits.push(highSurrogate, lowSurrogate)
          }
          if (index + 1 === length || codeUnits.length > MAX_SIZE) {
            result += stringFromCharCode.apply(null, codeUnits)
            codeUnits.length = 0
          }
        }
        return result
      }
      /* istanbul ignore next */
      if (Object.defineProperty) {
        Object.defineProperty(String, 'fromCodePoint', {
          value: fromCodePoint,
          configurable: true,
          writable: true,
        })
      } else {
        String.fromCodePoint = fromCodePoint
      }
    })()
  }
})( false ? (0) : exports)


/***/ }),

/***/ 613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 67:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 30:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 75:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 311:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 18:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 16:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 23:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 473:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ S3Error)
/* harmony export */ });
/* unused harmony exports InputError, SettingError, nameSettingError, TransferError */
/** Bad input from a user: names the input, the value given and the accepted form. */
class InputError extends Error {
    input;
    value;
    accepted;
    name = 'InputError';
    constructor(input, value, accepted) {
        super(`Input '${input}' must be ${accepted}, got ${JSON.stringify(value)}`);
        this.input = input;
        this.value = value;
        this.accepted = accepted;
    }
}
/**
 * A value that library code cannot use, named as the code knows it (`pageSize`): the library
 * does not know whether it came from an action input or a CLI flag, so the front-end that read
 * the value turns it into an InputError naming its own (see nameSettingError).
 */
class SettingError extends Error {
    setting;
    value;
    accepted;
    name = 'SettingError';
    constructor(setting, value, accepted) {
        super(`The setting ${setting} must be ${accepted}, got ${JSON.stringify(value)}`);
        this.setting = setting;
        this.value = value;
        this.accepted = accepted;
    }
}
/** A SettingError as the front-end's InputError, when `nameOf` knows the setting's input or flag. */
function nameSettingError(error, nameOf) {
    if (!(error instanceof SettingError))
        return error;
    const name = nameOf(error.setting);
    return name === undefined ? error : new InputError(name, error.value, error.accepted);
}
/** A failed S3 call: which operation, on what, why, and what to do. */
class S3Error extends Error {
    name = 'S3Error';
    /** What went wrong, without the where and the hint: enough to rebuild the error in another thread. */
    reason;
    operation;
    bucket;
    key;
    code;
    statusCode;
    hint;
    constructor(message, details) {
        const where = details.key === undefined
            ? `s3://${details.bucket}`
            : `s3://${details.bucket}/${details.key}`;
        const code = details.code ? ` (${details.code})` : '';
        const hint = details.hint ? ` ${details.hint}` : '';
        // Keys are untrusted: JSON.stringify keeps a newline in a key from starting a workflow command.
        super(`${details.operation} ${JSON.stringify(where)} failed${code}: ${message.replace(/\.$/, '')}.${hint}`, {
            cause: details.cause,
        });
        this.reason = message;
        this.operation = details.operation;
        this.bucket = details.bucket;
        this.key = details.key;
        this.code = details.code;
        this.statusCode = details.statusCode;
        this.hint = details.hint;
    }
}
/** One or more objects failed to transfer; the others went through. */
class TransferError extends Error {
    failures;
    shown;
    name = 'TransferError';
    constructor(failures, shown = 10) {
        const first = failures
            .slice(0, shown)
            .map((f) => `  ${JSON.stringify(f.key)}: ${f.error.message}`)
            .join('\n');
        const more = failures.length > shown ? `\n  ... and ${failures.length - shown} more` : '';
        super(`${failures.length} object(s) failed to transfer:\n${first}${more}`);
        this.failures = failures;
        this.shown = shown;
    }
}


/***/ }),

/***/ 430:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HR: () => (/* binding */ keepAliveOptions),
/* harmony export */   U8: () => (/* binding */ keepAliveAgent),
/* harmony export */   dy: () => (/* binding */ proxyApplies)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(67);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(708);


/** The pool's options: sized to the requests it will carry, most recent socket first. */
function keepAliveOptions(maxSockets) {
    return { keepAlive: true, maxSockets, maxFreeSockets: maxSockets, scheduling: 'lifo' };
}
/**
 * A keep-alive pool sized to the requests it will carry (HTTP/1.1: one request in flight per
 * socket), reusing the most recent socket first so idle ones can time out. Free of the SDK and
 * of the proxy libraries: the listing worker builds its own, and starts fast. With proxy
 * settings that apply to the endpoint's scheme, see `routedKeepAliveAgent`.
 */
function keepAliveAgent(secure, maxSockets) {
    const options = keepAliveOptions(maxSockets);
    return secure ? new node_https__WEBPACK_IMPORTED_MODULE_1__.Agent(options) : new node_http__WEBPACK_IMPORTED_MODULE_0__.Agent(options);
}
/** Whether requests to endpoints of this scheme may go through a proxy at all. */
function proxyApplies(secure, proxy) {
    return Boolean(proxy && (secure ? proxy.httpsProxy : proxy.httpProxy));
}


/***/ }),

/***/ 732:
/***/ ((__webpack_module__, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(__webpack_module__, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _list_worker_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(477);
// The listing worker's entry. ncc bundles it on its own (dist/list-worker/index.js), without the
// SDK, so that a worker starts in a few tens of milliseconds instead of parsing the whole action.

await (0,_list_worker_js__WEBPACK_IMPORTED_MODULE_0__/* .runListWorker */ .W)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 477:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  W: () => (/* binding */ runListWorker)
});

;// CONCATENATED MODULE: external "node:perf_hooks"
const external_node_perf_hooks_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
// EXTERNAL MODULE: ./build/s3/keep-alive-agent.js
var keep_alive_agent = __nccwpck_require__(430);
;// CONCATENATED MODULE: ./build/secret-text.js
/**
 * The run's secret values (a secret access key, a session token) and the one function that
 * clears them from text on its way out. A server may echo them: an endpoint that quotes the
 * request's session token in its error message would otherwise put it in stderr, the step log
 * and the job summary. The front-ends apply `redactSecrets` at their output edges (the process's
 * stdout and stderr, the step's outputs and summary), never along the way, so no message can
 * take a path that misses it.
 *
 * The values are known from the environment, the action's inputs and the credentials the SDK
 * resolves (a profile's, a role's), so they are gathered here, process-wide, as each is learnt.
 */
/** What a secret is replaced with, as the runner's own masking writes it. */
const REDACTED = '***';
/**
 * Shorter values are not redacted: every `abc` of a log would go with a three-letter "secret",
 * and a real key or token is tens of characters long. The runner still masks them (every value
 * is handed to the listeners).
 */
const MIN_SECRET_CHARS = 6;
const secrets = new Set();
const listeners = [];
/** The values' forms as one pattern; null when no value is long enough; undefined: to be made. */
let pattern;
/**
 * The forms a value takes in our output: as it is, JSON-escaped, HTML-escaped as the summaries
 * escape text (report/summary-text.ts), percent-encoded.
 */
function formsOf(secret) {
    const html = secret
        .replace(/[&<>"'`|\\*_[\]]/g, (c) => `&#${c.charCodeAt(0)};`)
        .replace(/@/g, '&#8203;@');
    return [secret, JSON.stringify(secret).slice(1, -1), html, encodeURIComponent(secret)];
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Learns secret values (empty and undefined ones are skipped); listeners hear each new one. */
function addSecrets(values) {
    for (const value of values) {
        if (value === undefined || value === '' || secrets.has(value))
            continue;
        secrets.add(value);
        pattern = undefined;
        for (const listener of listeners)
            listener(value);
    }
}
/** Calls `listener` with every secret known now and each one learnt later. */
function onSecret(listener) {
    listeners.push(listener);
    for (const secret of secrets)
        listener(secret);
}
/** The secret values the AWS environment variables hold (the SDK's and the CLI's names). */
function secretsFromEnv(env) {
    return [env.AWS_SECRET_ACCESS_KEY, env.AWS_SESSION_TOKEN, env.AWS_SECURITY_TOKEN];
}
/** `text` with every known secret, in any of the forms we write it, replaced by `***`. */
function redactSecrets(text) {
    pattern ??= patternOf([...secrets].filter((secret) => secret.length >= MIN_SECRET_CHARS));
    return pattern === null ? text : text.replace(pattern, REDACTED);
}
function patternOf(values) {
    if (values.length === 0)
        return null;
    const forms = [...new Set(values.flatMap(formsOf))]
        // The longest first: a form that contains another is replaced whole.
        .sort((a, b) => b.length - a.length);
    return new RegExp(forms.map(escapeRegExp).join('|'), 'g');
}
const redacting = new WeakSet();
/**
 * Makes every later write of `stream` go out through redactSecrets. Each write is whole text
 * (lines, or a block of whole lines), so no secret is split between two writes. `passes` lets a
 * chunk through as it is: the runner's `::add-mask::` command must carry the value it masks.
 */
function redactStream(stream, passes = () => false) {
    // Once per stream: the tests run many commands in one process.
    if (redacting.has(stream))
        return;
    redacting.add(stream);
    const write = stream.write.bind(stream);
    stream.write = ((chunk, ...rest) => {
        if (secrets.size === 0)
            return write(chunk, ...rest);
        const text = typeof chunk === 'string'
            ? chunk
            : chunk instanceof Uint8Array
                ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('utf8')
                : undefined;
        if (text === undefined || passes(text))
            return write(chunk, ...rest);
        const redacted = redactSecrets(text);
        if (redacted === text)
            return write(chunk, ...rest);
        // A Buffer's encoding argument no longer applies to the string it became.
        const args = typeof chunk === 'string' ? rest : rest.filter((a) => typeof a === 'function');
        return write(redacted, ...args);
    });
}

;// CONCATENATED MODULE: ./build/s3/list/borrowed-credentials.js

/** Ask again this long before the credentials expire, as the SDK's own providers do. */
const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
/**
 * Credentials that the worker borrows from the main thread (which owns the chain: OIDC session
 * tokens and their refresh), kept until shortly before they expire. Callers that ask at the
 * same time share one request. Their secret parts are learnt for redaction in the worker's own
 * thread too (secret-text.ts), where the key it shows in an error is cut (list-bounds.ts clip).
 */
function borrowedCredentials(fetch, nowMs = Date.now) {
    let current;
    let pending;
    const fresh = (c) => c.expiration === undefined || c.expiration.getTime() - REFRESH_BEFORE_EXPIRY_MS > nowMs();
    return () => {
        if (current && fresh(current))
            return Promise.resolve(current);
        pending ??= fetch().then((c) => {
            addSecrets([c.secretAccessKey, c.sessionToken]);
            current = c;
            pending = undefined;
            return c;
        }, (error) => {
            pending = undefined;
            throw error;
        });
        return pending;
    };
}

// EXTERNAL MODULE: ./build/errors.js
var errors = __nccwpck_require__(473);
;// CONCATENATED MODULE: ./build/s3/list/error-transport.js

/** Errors cross the thread boundary as plain data and come back as the same class. */
function serializeError(error) {
    if (error instanceof errors/* S3Error */.Dg) {
        return {
            name: error.name,
            message: error.message,
            reason: error.reason,
            operation: error.operation,
            bucket: error.bucket,
            key: error.key,
            code: error.code,
            statusCode: error.statusCode,
            hint: error.hint,
        };
    }
    const e = error instanceof Error ? error : new Error(String(error));
    return { name: e.name, message: e.message, code: e.code };
}
function deserializeError(data) {
    if (data.name === 'S3Error' && data.operation && data.bucket !== undefined) {
        return new errors/* S3Error */.Dg(data.reason ?? data.message, {
            operation: data.operation,
            bucket: data.bucket,
            key: data.key,
            code: data.code,
            statusCode: data.statusCode,
            hint: data.hint,
        });
    }
    return Object.assign(new Error(data.message), { name: data.name, code: data.code });
}

;// CONCATENATED MODULE: ./build/s3/list/keyspace-model.js
/** Positions read per key, counted from where a range's keys start to differ. */
const DEPTH = 16;
/** Positions learnt at most: keys share prefixes far longer than DEPTH (`logs/2026/11/30/`). */
const MAX_POSITIONS = 1024;
const DIGITS = [0x30, 0x39];
const HEX_LETTERS = [0x61, 0x66];
const CLASSES = [DIGITS, [0x41, 0x5a], [0x61, 0x7a]];
function addRange(set, range) {
    for (let cp = range[0]; cp <= range[1]; cp++)
        set.add(cp);
}
/**
 * A model of where keys lie, learnt from the keys a listing has already shown, used to pick
 * split keys for parallel ranges without hints from a previous run.
 *
 * Each key is read as a number in [0, 1): one digit per code point, where the digits at
 * position i are the characters seen at position i so far (0 stands for "the key ended").
 * Positions where every key has the same character (`logs/2026/`) cost nothing, and the
 * split lands among the characters that really vary (digits, hex, names). Code points keep
 * UTF-8 byte order, so the mapping never disagrees with S3's order.
 */
class KeyspaceModel {
    seen = [];
    sorted = [];
    /** Learns the characters of a key. */
    observe(key) {
        let i = 0;
        for (const ch of key) {
            if (i >= MAX_POSITIONS)
                break;
            const cp = ch.codePointAt(0);
            if (i === this.seen.length)
                this.seen.push(new Set());
            const set = this.seen[i];
            if (!set.has(cp)) {
                set.add(cp);
                // Hex detection looks at every position, so a new character may widen any of them.
                this.sorted.fill(undefined);
            }
            i++;
        }
    }
    /**
     * The characters expected at position i: those seen there, widened to their whole class
     * (a digit seen means any digit may come, a letter any letter of its case, and digits in a
     * hex-looking key set any hex digit). One page shows only the start of the key space, so
     * without widening the keys after it would look as if they could not exist.
     */
    alphabet(i) {
        let a = this.sorted[i];
        if (!a) {
            const seen = this.seen[i] ?? new Set();
            const chars = new Set(seen);
            const hex = this.looksHex();
            for (const cp of seen) {
                if (hex &&
                    ((cp >= DIGITS[0] && cp <= DIGITS[1]) || (cp >= HEX_LETTERS[0] && cp <= HEX_LETTERS[1]))) {
                    addRange(chars, DIGITS);
                    addRange(chars, HEX_LETTERS);
                    continue;
                }
                for (const range of CLASSES)
                    if (cp >= range[0] && cp <= range[1])
                        addRange(chars, range);
            }
            a = [...chars].sort((x, y) => x - y);
            this.sorted[i] = a;
        }
        return a;
    }
    /** Lowercase letters seen anywhere are all a-f: hashes, UUIDs, hex IDs. */
    looksHex() {
        let letters = false;
        for (const set of this.seen) {
            for (const cp of set) {
                if (cp >= 0x61 && cp <= 0x7a) {
                    if (cp > 0x66)
                        return false;
                    letters = true;
                }
            }
        }
        return letters;
    }
    /**
     * The key's position in [0, 1], reading code points from `offset` on (the keys being
     * compared share the ones before it). `undefined` (no upper bound) is 1. Monotone in S3's
     * order.
     */
    position(key, offset = 0) {
        if (key === undefined)
            return 1;
        let value = 0;
        let scale = 1;
        let i = 0;
        for (const ch of key) {
            if (i < offset) {
                i++;
                continue;
            }
            if (i >= offset + DEPTH)
                break;
            const alphabet = this.alphabet(i);
            const base = alphabet.length + 1;
            const cp = ch.codePointAt(0);
            const index = lowerBound(alphabet, cp);
            if (alphabet[index] !== cp) {
                // An unseen character sorts after the whole subtree of the seen one before it: its
                // place is where the next seen character's subtree begins.
                return value + ((index + 1) / base) * scale;
            }
            const digit = index + 1;
            value += (digit / base) * scale;
            scale /= base;
            i++;
        }
        return value;
    }
    /** The code points after `offset` of the key at a position: the inverse of `position`. */
    keyAt(position, offset = 0) {
        let t = Math.min(Math.max(position, 0), 1 - Number.EPSILON);
        let key = '';
        for (let i = offset; i < offset + DEPTH; i++) {
            const alphabet = this.alphabet(i);
            if (alphabet.length === 0)
                break;
            const base = alphabet.length + 1;
            const x = t * base;
            const digit = Math.min(Math.floor(x), alphabet.length);
            if (digit === 0)
                break;
            key += String.fromCodePoint(alphabet[digit - 1]);
            t = x - digit;
        }
        return key;
    }
}
function lowerBound(sorted, value) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid] < value)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

;// CONCATENATED MODULE: ./build/retry.js

const RETRYABLE_CODES = new Set([
    'SlowDown',
    'InternalError',
    'ServiceUnavailable',
    'RequestTimeout',
    'RequestTimeTooSkewed',
    'Throttling',
    'ThrottlingException',
    'ECONNRESET',
    'ECONNREFUSED',
    'EPIPE',
    'ETIMEDOUT',
    'EAI_AGAIN',
    'ERR_STREAM_PREMATURE_CLOSE',
    'TruncatedBody',
    // A body whose MD5 does not match: damaged on the way, so sent again.
    'BadDigest',
    'TimeoutError',
    // A request that went silent (src/s3/stall-watch.ts): abandoned, so sent again.
    'RequestStalled',
]);
/**
 * A listing that broke its protocol or one of its bounds (src/s3/list/list-bounds.ts,
 * listed-keys.ts), or an answer past its bound: the server would answer the same way again,
 * whatever caused it.
 */
const NEVER_RETRIED_CODES = new Set([
    'MalformedListPage',
    'ListPageTooLarge',
    'ListHeadersTimeout',
    'EmptyPagesWithoutEnd',
    'KeyOutsidePrefix',
    'KeyOutOfOrder',
    'KeyTooLong',
    // src/s3/answer-bounds.ts
    'AnswerTooLarge',
    'AnswerTooSlow',
]);
/**
 * The one place that decides whether a failure is worth another attempt: 5xx, throttling,
 * resets and bodies cut short are; anything the user must fix (4xx) is not, nor a listing the
 * server would send again as it did.
 */
function isRetryable(error) {
    if (error instanceof errors/* S3Error */.Dg) {
        if (error.code && NEVER_RETRIED_CODES.has(error.code))
            return false;
        if (error.code && RETRYABLE_CODES.has(error.code))
            return true;
        if (error.statusCode !== undefined)
            return error.statusCode >= 500 || error.statusCode === 429;
        return isRetryable(error.cause);
    }
    const e = error;
    if (!e || typeof e !== 'object')
        return false;
    if ((e.code && RETRYABLE_CODES.has(e.code)) || (e.name && RETRYABLE_CODES.has(e.name)))
        return true;
    const status = e.$metadata?.httpStatusCode;
    return status !== undefined && (status >= 500 || status === 429);
}
/** Network codes that mean no connection to the store was made at all. */
const UNREACHABLE_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
]);
/**
 * Whether a failure means the store could not be reached (connection refused, no such host, no
 * route), looking through wrapped causes and the attempts of an AggregateError (Node tries each
 * address of a host). A store that answered, even with an error, was reached.
 */
function isUnreachable(error, depth = 0) {
    if (!error || typeof error !== 'object' || depth > 8)
        return false;
    const e = error;
    if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code))
        return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => isUnreachable(inner, depth + 1)))
        return true;
    return isUnreachable(e.cause, depth + 1);
}
const DEFAULT_RETRY = { attempts: 6, baseDelayMs: 100, maxDelayMs: 5_000 };
/** Full-jitter exponential backoff, as AWS's architecture blog recommends against retry storms. */
function backoffDelayMs(attempt, options, random = Math.random) {
    const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
    return Math.round(random() * ceiling);
}
async function withRetry(operation, options = DEFAULT_RETRY) {
    for (let attempt = 1;; attempt++) {
        try {
            return await operation(attempt);
        }
        catch (error) {
            if (options.signal?.aborted || attempt >= options.attempts || !isRetryable(error))
                throw error;
            const delayMs = backoffDelayMs(attempt, options);
            options.onRetry?.(error, attempt, delayMs);
            await sleep(delayMs, options.signal);
        }
    }
}
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}

;// CONCATENATED MODULE: ./build/s3/s3-failure.js

/** What to tell the user for the S3 failures they can fix themselves. */
function hintFor(facts) {
    switch (facts.code) {
        case 'AccessDenied':
        case 'AllAccessDisabled':
            return `Grant these credentials s3:${facts.operation} on bucket '${facts.bucket}' (check the IAM policy and the bucket policy), or use credentials that have it.`;
        case 'NoSuchBucket':
            return `Check the bucket name '${facts.bucket}', and the region or endpoint-url it lives at.`;
        case 'PermanentRedirect':
        case 'AuthorizationHeaderMalformed':
        case 'IllegalLocationConstraintException':
            return facts.bucketRegion
                ? `The bucket is in region '${facts.bucketRegion}': set region to '${facts.bucketRegion}'.`
                : 'The bucket is in another region: set region to the bucket’s region.';
        case 'InvalidAccessKeyId':
            return 'The access key ID is not known to this endpoint: check the credentials, and that endpoint-url points where they belong.';
        case 'SignatureDoesNotMatch':
            return 'The secret access key does not match the access key ID (or a proxy changed the request): check the credentials.';
        case 'ExpiredToken':
        case 'TokenRefreshRequired':
            return 'The session credentials have expired: refresh them (aws-actions/configure-aws-credentials can set role-duration-seconds).';
        case 'SlowDown':
            return 'S3 is throttling this prefix: lower concurrency, or spread the keys over more prefixes.';
        case 'ProxyRefused':
            return facts.statusCode === 407
                ? hintFor({ ...facts, code: undefined })
                : 'The proxy (HTTPS_PROXY or HTTP_PROXY) refused to reach the endpoint: check that it allows the endpoint, or name the endpoint in NO_PROXY.';
        case 'CredentialsProviderError':
            return 'No AWS credentials were found: use aws-actions/configure-aws-credentials, set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or pass aws-access-key-id and aws-secret-access-key.';
        default:
            if (facts.statusCode === 301)
                return hintFor({ ...facts, code: 'PermanentRedirect' });
            if (facts.statusCode === 403)
                return hintFor({ ...facts, code: 'AccessDenied' });
            if (facts.statusCode === 407)
                return 'The proxy asks for credentials: put them in its URL, as HTTPS_PROXY=http://user:password@proxy:3128 (percent-encoded).';
            return undefined;
    }
}
/** Turns what S3 (or the network) said into one error with a sentence the user can act on. */
function s3_failure_s3Failure(facts) {
    const message = facts.message ||
        (facts.statusCode
            ? `HTTP ${facts.statusCode}`
            : facts.cause instanceof Error
                ? facts.cause.message
                : 'failed');
    return new errors/* S3Error */.Dg(message, {
        operation: facts.operation,
        bucket: facts.bucket,
        key: facts.key,
        code: facts.code,
        statusCode: facts.statusCode,
        hint: hintFor(facts),
        cause: facts.cause,
    });
}
/** Reads the facts out of an error thrown by the AWS SDK. */
function s3FailureFromSdk(error, operation, bucket, key) {
    if (error instanceof S3Error)
        return error;
    const e = error;
    const code = e.Code ?? e.name;
    return s3_failure_s3Failure({
        operation,
        bucket,
        key,
        code: code === 'Error' || code === 'UnknownError' ? undefined : code,
        statusCode: e.$metadata?.httpStatusCode,
        // A proxy's 407 is no S3 answer: the SDK's complaint about its body would only mislead.
        message: e.$metadata?.httpStatusCode === 407
            ? 'HTTP 407 from the proxy (Proxy Authentication Required)'
            : e.message && e.message !== 'UnknownError'
                ? e.message
                : undefined,
        bucketRegion: e.$response?.headers?.['x-amz-bucket-region'],
        cause: error,
    });
}

;// CONCATENATED MODULE: ./build/s3/list/next-token.js

/**
 * The token of a truncated page, checked: a truncated page with no token is an error (the rest
 * cannot be listed), and so is a token seen before (the listing would loop). One check for every
 * lister, so that they fail alike.
 */
function nextToken(token, seen, where) {
    const place = {
        operation: 'ListObjectsV2',
        bucket: where.bucket,
        key: where.prefix || undefined,
    };
    if (!token) {
        throw s3_failure_s3Failure({
            ...place,
            code: 'MissingContinuationToken',
            message: 'the server said the listing is truncated but sent no NextContinuationToken, so the rest cannot be listed',
        });
    }
    if (seen.has(token)) {
        throw s3_failure_s3Failure({
            ...place,
            code: 'RepeatedContinuationToken',
            message: `the server sent the same continuation token twice (${JSON.stringify(token)}); stopping instead of looping`,
        });
    }
    seen.add(token);
    return token;
}

;// CONCATENATED MODULE: ./build/s3/list/key-order.js
/**
 * S3 lists keys in UTF-8 byte order. JavaScript's `<` compares UTF-16 code units and disagrees
 * with it for characters above U+FFFF (stored as surrogates, D800-DFFF) against U+E000-U+FFFF,
 * so every key comparison goes here.
 *
 * UTF-8 byte order is code point order. At the first code unit where two keys differ, code
 * unit order agrees with code point order unless exactly one of the two units is a surrogate:
 * then that one belongs to a code point above U+FFFF and sorts last. This avoids encoding both
 * keys to Buffers on every compare (the planner's hot path).
 */
function key_order_compareKeys(a, b) {
    if (a === b)
        return 0;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        const xs = x >= 0xd800 && x <= 0xdfff;
        const ys = y >= 0xd800 && y <= 0xdfff;
        if (xs === ys)
            return x < y ? -1 : 1;
        return xs ? 1 : -1;
    }
    return a.length - b.length < 0 ? -1 : a.length === b.length ? 0 : 1;
}
/** True when `key` sorts before the exclusive upper bound (or there is no bound). */
function isBeforeBound(key, upperBound) {
    return upperBound === undefined || key_order_compareKeys(key, upperBound) < 0;
}

;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: ./build/lazy-builtins.js

// Node's modules that most runs never use, loaded on first use instead of with the bundle:
// loading node:worker_threads costs about 3 ms of CPU and node:v8 about 1 ms, at every start of
// the CLI and the actions, while only a listing of more than a page, a large download's hashing
// and a transfer's collector tuning need them.
const lazy_builtins_require = (0,external_node_module_namespaceObject.createRequire)(import.meta.url);
function workerThreads() {
    return lazy_builtins_require('node:worker_threads');
}
function v8() {
    return lazy_builtins_require('node:v8');
}
/**
 * Milliseconds on a monotonic clock, as `performance.now()` counts them (from another origin):
 * the first touch of the global `performance` loads node:perf_hooks, about 2 ms of CPU, for the
 * first request's stall watch.
 */
function monotonicMs() {
    return Number(process.hrtime.bigint()) / 1e6;
}

;// CONCATENATED MODULE: ./build/s3/stall-watch.js

/**
 * Stall detection shared by every request of a run: a request that receives (or sends) no bytes
 * for longer than the run's current limit is abandoned as `RequestStalled`, which the retry
 * wrapper retries. The issue (#14) measured a stalled GET costing the 120 s socket timeout; AWS's
 * guidance for latency-sensitive work is to track slow requests and retry them aggressively.
 *
 * The limit adapts to what the run has seen: a few times the slowest recent gap (between chunks
 * of a body, or before the first byte of an answer), never below a floor. When stalls become a
 * large share of recent requests, the server is slow rather than faulty, and the limit doubles
 * so a slow store is not retried into the ground.
 */
/** Never give up on a request sooner than this. */
const STALL_FLOOR_MS = 2_000;
/** Never wait longer than this either: the old fixed socket timeout. */
const STALL_CEILING_MS = 120_000;
/** The limit is this many times the slowest gap among the recent ones. */
const GAP_FACTOR = 4;
/** Gaps remembered, per kind. */
const WINDOW = 256;
/** A stall share above this (in the recent decayed average) means a slow server: back off. */
const SLOW_SERVER_SHARE = 0.25;
const SHARE_DECAY = 0.05;
/** A retryable error for a request that went silent. */
class RequestStalledError extends Error {
    code = 'RequestStalled';
    constructor(silentMs) {
        super(`no bytes for ${Math.round(silentMs)} ms; abandoned to be sent again`);
        this.name = 'RequestStalledError';
    }
}
/** The recent maxima of one kind of gap, kept in a ring. */
class GapWindow {
    gaps = new Float64Array(WINDOW);
    count = 0;
    next = 0;
    slowest = 0;
    slowestAge = 0;
    add(gapMs) {
        this.gaps[this.next] = gapMs;
        this.next = (this.next + 1) % WINDOW;
        this.count = Math.min(WINDOW, this.count + 1);
        if (gapMs >= this.slowest) {
            this.slowest = gapMs;
            this.slowestAge = 0;
        }
        else if (++this.slowestAge >= WINDOW) {
            // The slowest has left the window: find the new one (once per WINDOW adds at most).
            this.slowest = 0;
            for (let i = 0; i < this.count; i++)
                this.slowest = Math.max(this.slowest, this.gaps[i]);
            this.slowestAge = 0;
        }
    }
    max() {
        return this.slowest;
    }
}
/** Latencies of whole small requests, for the hedging threshold. */
class LatencyWindow {
    values = [];
    next = 0;
    sinceMedian = 0;
    cachedMedian = 0;
    add(ms) {
        if (this.values.length < WINDOW)
            this.values.push(ms);
        else
            this.values[this.next] = ms;
        this.next = (this.next + 1) % WINDOW;
        this.sinceMedian++;
    }
    get size() {
        return this.values.length;
    }
    /** Recomputed every few samples: a sort per GET would cost more than the GET's own CPU. */
    median() {
        if (this.sinceMedian >= MEDIAN_EVERY || this.cachedMedian === 0) {
            const sorted = [...this.values].sort((a, b) => a - b);
            this.cachedMedian = sorted[Math.floor(sorted.length / 2)] ?? 0;
            this.sinceMedian = 0;
        }
        return this.cachedMedian;
    }
}
const MEDIAN_EVERY = 32;
/** One per run (and one per list worker thread): what the run's requests have seen so far. */
class StallLimits {
    floorMs;
    chunkGaps = new GapWindow();
    firstByteGaps = new GapWindow();
    smallGets = new LatencyWindow();
    stallShare = 0;
    boost = 1;
    getsStarted = 0;
    stalls = 0;
    hedges = 0;
    hedgeWins = 0;
    constructor(floorMs = STALL_FLOOR_MS) {
        this.floorMs = floorMs;
    }
    /** The longest silence allowed between two chunks of a body. */
    chunkLimitMs() {
        return this.limit(this.chunkGaps.max());
    }
    /** The longest wait for the first byte of an answer, after the request has been sent. */
    firstByteLimitMs() {
        return this.limit(this.firstByteGaps.max());
    }
    limit(slowestMs) {
        const base = Math.max(this.floorMs, GAP_FACTOR * slowestMs);
        return Math.min(STALL_CEILING_MS, base * this.boost);
    }
    noteChunkGap(ms) {
        this.chunkGaps.add(ms);
    }
    noteFirstByte(ms) {
        this.firstByteGaps.add(ms);
    }
    /** A request that ended without stalling (successfully or not). */
    noteFinished() {
        this.stallShare *= 1 - SHARE_DECAY;
        if (this.boost > 1 && this.stallShare < SLOW_SERVER_SHARE / 2)
            this.boost = 1;
    }
    noteStall() {
        this.stalls++;
        this.stallShare = this.stallShare * (1 - SHARE_DECAY) + SHARE_DECAY;
        if (this.stallShare > SLOW_SERVER_SHARE)
            this.boost = Math.min(64, this.boost * 2);
    }
    /** A whole small GET's latency, from sending to the last byte. */
    noteSmallGet(ms) {
        this.smallGets.add(ms);
    }
    /**
     * When a small GET still running deserves a second copy: a multiple of the run's median,
     * once enough GETs have been seen to know it; undefined means never.
     */
    hedgeAfterMs() {
        if (this.smallGets.size < HEDGE_MIN_SAMPLES)
            return undefined;
        return Math.max(HEDGE_FLOOR_MS, HEDGE_FACTOR * this.smallGets.median());
    }
    noteGetStarted() {
        this.getsStarted++;
    }
    /** Takes a hedge from the budget (a small share of GETs) if one is left. */
    takeHedge() {
        if (this.hedges >= 1 + HEDGE_SHARE * this.getsStarted)
            return false;
        this.hedges++;
        return true;
    }
    counts() {
        return { stalls: this.stalls, hedges: this.hedges, hedgeWins: this.hedgeWins };
    }
}
const HEDGE_MIN_SAMPLES = 32;
const HEDGE_FACTOR = 4;
const HEDGE_FLOOR_MS = 50;
/** At most this share of GETs get a second copy, so a slow server is not flooded. */
const HEDGE_SHARE = 0.05;
/** Used where no run's limits were passed in (a list worker thread, a one-off request). */
const processStallLimits = new StallLimits();
/**
 * Watches one request. `extraFirstByteMs` widens the wait for the first byte where the server
 * legitimately says nothing for long (a copy, a large body still being sent).
 */
function watchStalls(limits, onStall, extraFirstByteMs = 0, 
/** True while our side holds the body back (backpressure): silence then is not the server's. */
heldBack = () => false) {
    const startedMs = monotonicMs();
    let lastMs = startedMs;
    let answered = false;
    let stopped = false;
    let timer;
    const allowed = () => answered ? limits.chunkLimitMs() : limits.firstByteLimitMs() + extraFirstByteMs;
    const arm = (delayMs) => {
        timer = setTimeout(check, delayMs);
        timer.unref();
    };
    const check = () => {
        if (stopped)
            return;
        if (heldBack()) {
            lastMs = monotonicMs();
            return arm(allowed());
        }
        const silentMs = monotonicMs() - lastMs;
        const limitMs = allowed();
        // Cheap touches only move lastMs; the timer wakes up and re-arms for the rest of the limit.
        if (silentMs < limitMs)
            return arm(limitMs - silentMs);
        // Timers run before the loop reads its sockets: after the thread was busy (a synchronous
        // walk, a large copy), bytes that came meanwhile are still unread here. Decide after the
        // next poll, so a busy client never takes its own lateness for a silent server.
        setImmediate(confirm, lastMs);
    };
    const confirm = (seenMs) => {
        if (stopped)
            return;
        if (lastMs !== seenMs || heldBack())
            return check();
        stopped = true;
        limits.noteStall();
        onStall(new RequestStalledError(monotonicMs() - lastMs));
    };
    arm(allowed());
    return {
        touch() {
            const now = monotonicMs();
            if (answered)
                limits.noteChunkGap(now - lastMs);
            lastMs = now;
        },
        firstByte() {
            const now = monotonicMs();
            if (!answered)
                limits.noteFirstByte(now - lastMs);
            answered = true;
            lastMs = now;
        },
        stop() {
            if (stopped)
                return;
            stopped = true;
            clearTimeout(timer);
            limits.noteFinished();
        },
    };
}

;// CONCATENATED MODULE: ./build/s3/list/list-bounds.js



/**
 * What one listing may cost, whatever the server sends: the listing is untrusted input, and a
 * broken or hostile endpoint must end it with an error that says which bound it hit, not run
 * it forever or out of memory (issue #41).
 */
/** S3's longest key: 1,024 bytes of UTF-8. */
const MAX_KEY_BYTES = 1024;
/**
 * The most bytes a key can take in a page. Listed with encoding-type=url, each of its 1,024
 * bytes is at most 3 characters (`%XX`); a server that ignores the encoding and escapes the raw
 * key for XML instead writes at most 6 for a byte (`&quot;`). So 6 × 1,024 = 6,144 bytes.
 */
const KEY_XML_BYTES_MAX = 6 * MAX_KEY_BYTES;
/**
 * The rest of one `<Contents>`: its tags, LastModified (24), a quoted ETag with a part count
 * (about 50), Size (at most 15 digits), StorageClass, an Owner (a 64-character ID and a display
 * name), checksum and restore fields. AWS and RGW send 200-400 bytes; 2 KiB holds them all.
 */
const ENTRY_FIELDS_BYTES_MAX = 2048;
/**
 * What a page holds besides its entries: the XML declaration, Name, the echoed Prefix and
 * StartAfter (each at most 6,144 bytes, as a key), MaxKeys, KeyCount, IsTruncated and the
 * tokens (AWS's are a few hundred bytes, RGW's one key). 64 KiB holds them.
 */
const PAGE_HEAD_BYTES_MAX = 64 * 1024;
/** The arithmetic above is of the largest page a server can honestly send; twice it is the bound. */
const PAGE_MARGIN = 2;
/**
 * The most bytes one page of `maxKeys` entries may take: (6,144 + 2,048) bytes an entry, plus
 * 64 KiB of head, times 2. For max-keys 1,000: 2 × (1,000 × 8,192 + 65,536) = 16,515,072
 * bytes (15.75 MiB), where a page of 1,000 typical keys is 250-350 KB. A body past it is a
 * server that does not stop (or ignores max-keys), not a page.
 */
function maxPageBytes(maxKeys) {
    return (PAGE_MARGIN * (maxKeys * (KEY_XML_BYTES_MAX + ENTRY_FIELDS_BYTES_MAX) + PAGE_HEAD_BYTES_MAX));
}
/**
 * Truncated pages in a row that bring no key, before the listing stops. S3 may send a short
 * page, and rarely an empty one, while it skips over deleted keys; a thousand in a row is a
 * server handing out fresh tokens forever (one served 33,708 empty pages in 15 s).
 */
const EMPTY_PAGES_IN_A_ROW_MAX = 1000;
/**
 * The longest wait for a listing answer's headers, from sending the request. Longer than the
 * stall watch's ceiling, so that a silent server stays the stall watch's (and is retried); this
 * ends a server that keeps sending bytes without ever finishing its headers.
 */
const HEADERS_TIMEOUT_MS = STALL_CEILING_MS + 30_000;
/** A listing stopped at one of its bounds or checks, as an S3Error naming its bucket and prefix. */
function listingFailure(place, code, message) {
    return s3_failure_s3Failure({
        operation: 'ListObjectsV2',
        bucket: place.bucket,
        key: place.prefix || undefined,
        code,
        message,
    });
}
/** The error for a page whose body ran past `maxPageBytes`. */
function pageTooLarge(place, maxKeys, page) {
    return listingFailure(place, 'ListPageTooLarge', `${page} ran past ${maxPageBytes(maxKeys)} bytes, the most a page of ${maxKeys} keys can take; the server does not end its pages`);
}
/** The error for `EMPTY_PAGES_IN_A_ROW_MAX` pages in a row with no key and more to follow. */
function emptyPagesWithoutEnd(place) {
    return listingFailure(place, 'EmptyPagesWithoutEnd', `the server sent ${EMPTY_PAGES_IN_A_ROW_MAX} pages in a row with no key, each saying more follow; stopping instead of listing forever`);
}
/** A page that is not a ListBucketResult this client can read: it would not be on a retry either. */
function malformedPage(place, page, what) {
    return listingFailure(place, 'MalformedListPage', `${page} is not a listing this client can read: ${what}`);
}
/** The error for an answer whose headers did not arrive within `timeoutMs`. */
function headersTimedOut(place, timeoutMs, page) {
    return listingFailure(place, 'ListHeadersTimeout', `the answer to ${page} did not finish its headers within ${timeoutMs / 1000} s`);
}
/**
 * Names a page in an error: its number in its chain of requests and the continuation token it
 * was asked with, or the key it starts after.
 */
function pageLabel(page) {
    const from = page.continuationToken !== undefined
        ? ` (continuation token ${JSON.stringify(clip(page.continuationToken))})`
        : page.startAfter
            ? ` (after ${JSON.stringify(clip(page.startAfter))})`
            : '';
    return `page ${page.number}${from}`;
}
/** Shown characters of an untrusted string in an error: its start, and its length past that. */
const SHOWN_CHARS = 64;
/**
 * The start of a string too long to show whole, cleared of the run's secrets before the cut: a
 * key or token that echoes one, cut through it, would show its start (secret-text.ts).
 */
function clip(whole) {
    const text = redactSecrets(whole);
    return text.length <= SHOWN_CHARS ? text : `${text.slice(0, SHOWN_CHARS)}…`;
}

;// CONCATENATED MODULE: ./build/s3/list/listed-keys.js


/** A UTF-16 code unit is at most 3 bytes of UTF-8: a key this short is within S3's limit. */
const SURELY_SHORT_CHARS = Math.floor(MAX_KEY_BYTES / 3);
/**
 * Checks each listed key against what was asked: inside the prefix, within S3's length, and
 * strictly after the one before it in UTF-8 byte order (the first after the key the listing
 * starts after). A server that breaks any of these is not listing what it was asked for, and a
 * sync that went on would plan writes and deletes from keys it never asked about (issue #41):
 * the listing ends with an error that names the key, before anything is done with it. Keys
 * past the upper bound are S3's normal answer (it knows no end key) and are for the caller to
 * drop.
 */
class ListedKeyCheck {
    place;
    last;
    constructor(place, startAfter) {
        this.place = place;
        this.last = startAfter || undefined;
    }
    /** The last key checked (or the key the listing starts after). */
    get lastKey() {
        return this.last;
    }
    /** Checks the next key; throws an S3Error naming it when it is not one this listing may hold. */
    check(key) {
        if (key.length > SURELY_SHORT_CHARS)
            checkKeyLength(key, this.place);
        if (!key.startsWith(this.place.prefix)) {
            throw listingFailure(this.place, 'KeyOutsidePrefix', `the server listed ${JSON.stringify(key)}, which is outside the prefix asked for; a listing that does not keep to its prefix is refused`);
        }
        const last = this.last;
        if (last !== undefined && key_order_compareKeys(key, last) <= 0) {
            throw listingFailure(this.place, 'KeyOutOfOrder', `the server listed ${JSON.stringify(key)} after ${JSON.stringify(last)}; keys must come in strictly increasing UTF-8 byte order, and a listing that repeats or reorders them is refused`);
        }
        this.last = key;
    }
}
/**
 * The batches of a listing, each checked to begin after the batch before it ended. Each chain
 * checks its own keys; this holds the whole listing to one order across the pages the main
 * thread listed, the worker's parallel ranges and the hand-over between them, at one compare a
 * page.
 */
async function* batchesInOrder(batches, place) {
    let last;
    for await (const batch of batches) {
        const first = batch[0]?.key;
        if (first !== undefined && last !== undefined)
            new ListedKeyCheck(place, last).check(first);
        if (batch.length > 0)
            last = batch[batch.length - 1].key;
        yield batch;
    }
}
/** Refuses a key longer than S3 allows, showing only its start and its length. */
function checkKeyLength(key, place) {
    if (key.length <= SURELY_SHORT_CHARS)
        return;
    const bytes = Buffer.byteLength(key);
    if (bytes <= MAX_KEY_BYTES)
        return;
    throw listingFailure(place, 'KeyTooLong', `the server listed a key of ${bytes} bytes, longer than S3's ${MAX_KEY_BYTES}: ${JSON.stringify(clip(key))} (its first ${SHOWN_CHARS} characters)`);
}

;// CONCATENATED MODULE: ./build/s3/list/packed-entries.js
/**
 * Collects a page's entries while it is scanned, straight into the packed form. The strings
 * of an entry are slices of the response text; `seal()` copies those added since the last seal
 * into one string of their own, so the text can go as soon as a chunk is scanned. No object per
 * entry outlives its chunk: a page that is still arriving holds compact text and numbers.
 */
class PackedEntriesBuilder {
    /** The strings added since the last seal, slices of the response text. */
    unsealed = [];
    fragments = [];
    // Sized for a full page of 1,000 keys, doubled if a server sends more.
    ends = new Uint32Array(3 * 1024);
    sizes = new Float64Array(1024);
    lastModifiedMs = new Float64Array(1024);
    textLength = 0;
    added = 0;
    get count() {
        return this.added;
    }
    add({ key, etag, storageClass, size, lastModifiedMs }) {
        const i = this.added++;
        if (i === this.sizes.length)
            this.grow();
        this.unsealed.push(key, etag, storageClass);
        this.ends[3 * i] = this.textLength += key.length;
        this.ends[3 * i + 1] = this.textLength += etag.length;
        this.ends[3 * i + 2] = this.textLength += storageClass.length;
        this.sizes[i] = size;
        this.lastModifiedMs[i] = lastModifiedMs;
    }
    seal() {
        if (this.unsealed.length === 0)
            return;
        // join() copies the pieces into one flat string. (A string built with + would stay a tree
        // of pointers into the response text.)
        this.fragments.push(this.unsealed.join(''));
        this.unsealed = [];
    }
    /**
     * The page. `rewriteKeys` maps the first `rewriteCount` keys, for a page that said how its
     * keys are encoded only after some of them (RGW may send EncodingType after the Contents).
     */
    finish(rewriteCount = 0, rewriteKeys) {
        this.seal();
        const packed = {
            count: this.count,
            text: this.fragments.join(''),
            ends: this.ends.slice(0, 3 * this.count),
            sizes: this.sizes.slice(0, this.count),
            lastModifiedMs: this.lastModifiedMs.slice(0, this.count),
        };
        return rewriteCount > 0 && rewriteKeys
            ? rewriteFirstKeys(packed, rewriteCount, rewriteKeys)
            : packed;
    }
    grow() {
        const widen = (a, make) => {
            const wider = make(a.length * 2);
            wider.set(a);
            return wider;
        };
        this.ends = widen(this.ends, (n) => new Uint32Array(n));
        this.sizes = widen(this.sizes, (n) => new Float64Array(n));
        this.lastModifiedMs = widen(this.lastModifiedMs, (n) => new Float64Array(n));
    }
}
function rewriteFirstKeys(packed, rewriteCount, rewrite) {
    const { count, text, ends: oldEnds } = packed;
    const parts = new Array(3 * count);
    const ends = new Uint32Array(3 * count);
    let start = 0;
    let end = 0;
    for (let i = 0; i < count; i++) {
        for (let j = 0; j < 3; j++) {
            const slice = text.slice(start, oldEnds[3 * i + j]);
            start = oldEnds[3 * i + j];
            const value = j === 0 && i < rewriteCount ? rewrite(slice) : slice;
            parts[3 * i + j] = value;
            ends[3 * i + j] = end += value.length;
        }
    }
    return { ...packed, text: parts.join(''), ends };
}
/** The key of entry `i`. */
function keyAt(packed, i) {
    return packed.text.slice(i === 0 ? 0 : packed.ends[3 * i - 1], packed.ends[3 * i]);
}
/** Entries `from` (inclusive) to `to` (exclusive, `to >= from`), with buffers of their own. */
function slicePacked(packed, from, to) {
    if (from === 0 && to === packed.count)
        return packed;
    const offset = from === 0 ? 0 : packed.ends[3 * from - 1];
    const textEnd = to === 0 ? 0 : packed.ends[3 * to - 1];
    return {
        count: to - from,
        text: packed.text.slice(offset, textEnd),
        // map() of a view makes the new array: one copy, not two.
        ends: packed.ends.subarray(3 * from, 3 * to).map((e) => e - offset),
        sizes: packed.sizes.slice(from, to),
        lastModifiedMs: packed.lastModifiedMs.slice(from, to),
    };
}
/**
 * Entries `from` (inclusive) to `to` (exclusive) as objects. A storage class equal to the one
 * before is that string again, not a fresh copy: a page's classes are nearly all one word, and
 * a copy of a short string is an allocation per key on the consumer's thread.
 */
function unpackEntries(packed, from = 0, to = packed.count) {
    const { text, ends, sizes, lastModifiedMs } = packed;
    const entries = new Array(to - from);
    let start = from === 0 ? 0 : ends[3 * from - 1];
    let storageClass = '';
    for (let i = from; i < to; i++) {
        const keyEnd = ends[3 * i];
        const etagEnd = ends[3 * i + 1];
        const classEnd = ends[3 * i + 2];
        if (classEnd - etagEnd !== storageClass.length || !text.startsWith(storageClass, etagEnd))
            storageClass = text.slice(etagEnd, classEnd);
        entries[i - from] = {
            key: text.slice(start, keyEnd),
            size: sizes[i],
            lastModifiedMs: lastModifiedMs[i],
            etag: text.slice(keyEnd, etagEnd),
            storageClass,
        };
        start = classEnd;
    }
    return entries;
}
/** The buffers to transfer (not copy) when the page is posted to another thread. */
function transferList(packed) {
    return [
        packed.ends.buffer,
        packed.sizes.buffer,
        packed.lastModifiedMs.buffer,
    ];
}
/**
 * A copy of a string that keeps nothing else alive. V8 makes a substring of 13 or more
 * characters a view into its parent, so a key kept for the whole listing (a range's last key,
 * say) would keep its page's packed text, some 60 KB, for as long. Prepending a character builds
 * a new string, which slice() flattens into one of the key's own length.
 */
function detachedCopy(s) {
    return ` ${s}`.slice(1);
}

;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
// EXTERNAL MODULE: ./node_modules/sax/lib/sax.js
var sax = __nccwpck_require__(560);
;// CONCATENATED MODULE: ./build/s3/error-response.js

/** A field of an S3 `<Error>` document (`Code`, `Message`, `Region`), if it has one. */
function errorField(body, name) {
    return body.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];
}
/**
 * The most of an error answer's body that is read. S3's error documents are well under 1 KiB;
 * an endpoint may send one that never ends, and only its `Code` and `Message` are wanted.
 */
const ERROR_ANSWER_MAX_BYTES = 64 * 1024;
/**
 * The most time an error answer's body may take once its headers are in. It comes at once from
 * S3; an endpoint may trickle one a byte at a time, below the stall limit, for days.
 */
const ERROR_ANSWER_MAX_MS = 120_000;
/**
 * Reads an S3 error answer (`<Error><Code>…</Code><Message>…</Message></Error>`, or nothing
 * for HEAD) from a request sent outside the SDK, and throws it as the S3Error the SDK path
 * would have thrown, with its hint. Past ERROR_ANSWER_MAX_BYTES or ERROR_ANSWER_MAX_MS the
 * answer is dropped (and its connection with it) and what came so far is read.
 */
async function readErrorResponse(response, place, clock) {
    const chunks = [];
    let bytes = 0;
    let late = false;
    const timer = setTimeout(() => {
        late = true;
        response.destroy();
    }, ERROR_ANSWER_MAX_MS);
    try {
        for await (const chunk of response) {
            chunks.push(chunk);
            bytes += chunk.length;
            if (bytes >= ERROR_ANSWER_MAX_BYTES) {
                response.destroy();
                break;
            }
        }
    }
    catch (error) {
        if (!late)
            throw error;
    }
    finally {
        clearTimeout(timer);
    }
    const body = Buffer.concat(chunks).subarray(0, ERROR_ANSWER_MAX_BYTES).toString('utf8');
    return throwErrorAnswer({ statusCode: response.statusCode, headers: response.headers, body }, place, clock);
}
/** The same for an error answer already read whole (`raw-get.ts`). */
function throwErrorAnswer({ statusCode, headers, body }, place, clock) {
    const date = headers.date;
    clock?.noteServerDate(Array.isArray(date) ? date[0] : date);
    throw s3_failure_s3Failure({
        ...place,
        code: errorField(body, 'Code'),
        statusCode,
        message: errorField(body, 'Message') || `HTTP ${statusCode}`,
        bucketRegion: headers['x-amz-bucket-region'] ?? errorField(body, 'Region'),
    });
}
/** A socket error, timeout or reset of a request sent outside the SDK, as a retryable S3Error. */
function networkFailure(error, place) {
    if (error.name === 'AbortError')
        return error;
    return s3_failure_s3Failure({
        ...place,
        code: error.code ?? 'ECONNRESET',
        // A proxy's refusal of a tunnel: its status decides the retry (a 502 is retried, a 407 not).
        statusCode: error.statusCode,
        message: error.message,
        cause: error,
    });
}
/**
 * A body shorter or longer than the length it came with was cut short (or the object changed
 * under it): a retryable TruncatedBody.
 */
function checkBodyLength(got, expected, place) {
    if (got !== expected) {
        throw s3Failure({
            ...place,
            code: 'TruncatedBody',
            message: `received ${got} bytes, expected ${expected}`,
        });
    }
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __nccwpck_require__(67);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __nccwpck_require__(708);
;// CONCATENATED MODULE: ./build/s3/send-signed.js




/**
 * A body we send in one write leaves at the socket's pace, silently: its first-byte wait gets
 * the time it takes at this (slow) rate on top, so a large PUT on a slow link is not a stall.
 */
const SLOWEST_SEND_BYTES_PER_SEC = 256 * 1024;
/**
 * Starts a request signed outside the SDK on our keep-alive agent; the caller reads the
 * response and ends the request (with its body, if any).
 */
function sendSigned(signed, options) {
    const transport = signed.protocol === 'https:' ? external_node_https_ : external_node_http_;
    const request = transport.request({
        agent: options.agent,
        protocol: signed.protocol,
        hostname: signed.hostname,
        port: signed.port,
        method: signed.method,
        path: signed.path,
        headers: signed.headers,
        signal: options.signal,
        timeout: options.timeoutMs,
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })));
    request.on('error', (error) => options.onFailure(networkFailure(error, options.place)));
    let response;
    const watch = watchStalls(options.stalls ?? processStallLimits, (stalled) => (response ?? request).destroy(stalled), ((options.bodyBytes ?? 0) / SLOWEST_SEND_BYTES_PER_SEC) * 1000, () => response !== undefined && response.readableLength >= response.readableHighWaterMark);
    // Bytes are counted on the socket, not with a 'data' listener on the response: that would
    // switch the body to flowing mode, and a caller that reads it later would lose its first
    // chunks (a ranged GET read after the response resolves did).
    const touch = () => watch.touch();
    let socket;
    const unwatch = () => {
        watch.stop();
        socket?.off('data', touch);
        socket = undefined;
    };
    request.on('socket', (s) => {
        socket = s;
        s.on('data', touch);
    });
    request.on('response', (answer) => {
        response = answer;
        watch.firstByte();
        // A keep-alive socket serves the next request too: stop counting once this body is done.
        answer.on('end', unwatch);
        answer.on('close', unwatch);
    });
    request.on('close', () => {
        if (!response)
            unwatch();
    });
    return request;
}
/**
 * Reports a response body that stops arriving (the connection reset or aborted mid-body) as the
 * same retryable S3Error a socket error before the response would be.
 */
function onBodyFailure(response, place, fail) {
    response.on('aborted', () => fail(networkFailure(Object.assign(new Error('response aborted'), { code: 'ECONNRESET' }), place)));
    response.on('error', (error) => fail(networkFailure(error, place)));
}

;// CONCATENATED MODULE: ./build/s3/list/decode-key.js
/**
 * Keys listed with `encoding-type=url` arrive percent-encoded, so that characters XML cannot
 * carry survive. AWS writes a space as `+`, RGW as `%20`: `+` is a space, then percent-decoding.
 */
function decodeUrlEncodedKey(raw) {
    if (raw.indexOf('%') === -1 && raw.indexOf('+') === -1)
        return raw;
    return decodeURIComponent(raw.replace(/\+/g, ' '));
}

;// CONCATENATED MODULE: ./build/s3/list/page-scanner.js



/** The body is not a complete, well-formed ListBucketResult. */
class PageFormatError extends Error {
    cutShort;
    name = 'PageFormatError';
    /**
     * @param cutShort the body ended before its document did, which a connection cut in the
     *   middle also shows: worth another attempt, where a malformed page is not.
     */
    constructor(message, cutShort = false) {
        super(message);
        this.cutShort = cutShort;
    }
}
const GT = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const CONTENTS_CLOSE = '</Contents>';
/** Top-level elements kept as text. Others, but for Contents and CommonPrefixes, are skipped. */
const TOP_LEAVES = new Set([
    ...['IsTruncated', 'NextContinuationToken', 'KeyCount', 'EncodingType'],
    ...['Prefix', 'Delimiter', 'StartAfter'],
]);
/**
 * Scans a ListObjectsV2 body fed in decoded chunks, with indexOf rather than an XML tokenizer,
 * because the SDK's generic XML deserializer is the bottleneck of a fast lister (~100k keys/s).
 * Only the unfinished top-level element is buffered between chunks. Limitations no S3 server
 * hits: close tags carry no whitespace, CDATA never holds the text of a close tag, and an unknown
 * element never nests one of its own name.
 */
class PageScanner {
    events;
    buf = '';
    /** Everything in `buf` before `pos` has been consumed. */
    pos = 0;
    state = 'before';
    /** A top-level element whose close tag has not arrived yet. */
    openName;
    closeTag = '';
    openEnd = 0;
    searchFrom = 0;
    // The child element `child()` just read: name, text range, end, and whether the text is plain.
    cName = '';
    cFrom = 0;
    cTo = 0;
    cEnd = 0;
    cPlain = true;
    entries = new PackedEntriesBuilder();
    prefixes = [];
    /** RGW may send EncodingType after the Contents; keys scanned before it are decoded in end(). */
    rawKeys = 0;
    /** The text of the top-level elements that are not lists. */
    top = {};
    /** Known before the first Contents in AWS's layout, so keys are decoded as they are read. */
    encodingType;
    tokenFired = false;
    ended = false;
    constructor(events = {}) {
        this.events = events;
    }
    write(chunk) {
        if (this.ended)
            throw new Error('PageScanner.write() called after end()');
        const shift = this.pos;
        this.buf = shift < this.buf.length ? this.buf.slice(shift) + chunk : chunk;
        this.pos = 0;
        this.openEnd -= shift;
        this.searchFrom -= shift;
        this.scan();
        // The entries scanned so far are slices of `buf`; copied out, the chunk's text can go.
        this.entries.seal();
    }
    /** True once `</ListBucketResult>` has been read: the document is whole. */
    get complete() {
        return this.state === 'after';
    }
    end() {
        if (this.ended)
            throw new Error('PageScanner.end() called twice');
        this.ended = true;
        if (this.state === 'before')
            throw new PageFormatError('The body holds no <ListBucketResult>', true);
        if (this.state === 'inside') {
            throw new PageFormatError('The body was cut short: no closing </ListBucketResult>', true);
        }
        if (this.buf.indexOf('<', this.pos) >= 0) {
            throw new PageFormatError('The body ends inside markup after </ListBucketResult>');
        }
        const { IsTruncated, NextContinuationToken, KeyCount, Prefix, Delimiter, StartAfter } = this.top;
        if (IsTruncated === undefined)
            throw new PageFormatError('The page has no <IsTruncated>');
        const url = this.encodingType === 'url';
        // Servers echo Prefix, Delimiter and StartAfter as they were sent; RGW does not encode
        // them even under encoding-type=url. Nothing depends on them, so a value that does not
        // decode is kept as it came rather than failing the page.
        const decode = (v) => {
            if (!url || v === undefined)
                return v;
            try {
                return urlDecode(v);
            }
            catch {
                return v;
            }
        };
        const entries = this.entries.finish(url ? this.rawKeys : 0, urlDecode);
        this.fireToken(true);
        return {
            entries,
            isTruncated: IsTruncated === 'true',
            nextContinuationToken: NextContinuationToken,
            keyCount: KeyCount === undefined ? undefined : parseCount(KeyCount, 'KeyCount'),
            encodingType: this.encodingType,
            commonPrefixes: url ? this.prefixes.map(urlDecode) : this.prefixes,
            prefix: decode(Prefix),
            delimiter: decode(Delimiter),
            startAfter: decode(StartAfter),
        };
    }
    scan() {
        const s = this.buf;
        let p = this.pos;
        for (;;) {
            if (this.openName !== undefined) {
                const close = s.indexOf(this.closeTag, this.searchFrom);
                if (close < 0) {
                    // Resume where a close tag split by the chunk boundary could start: O(n) overall.
                    this.searchFrom = Math.max(this.openEnd, s.length - this.closeTag.length + 1);
                    break;
                }
                this.element(s, this.openName, this.openEnd, close);
                this.openName = undefined;
                p = close + this.closeTag.length;
                continue;
            }
            const lt = s.indexOf('<', p);
            if (lt < 0) {
                p = s.length; // whitespace between elements
                break;
            }
            p = lt; // until the markup is complete, keep it in the buffer
            const c = s.charCodeAt(lt + 1);
            if (c === BANG || c === QUESTION) {
                const mark = c === QUESTION ? '?>' : s.startsWith('<!--', lt) ? '-->' : '>';
                const end = s.indexOf(mark, lt + 2);
                if (end < 0)
                    break;
                p = end + mark.length;
                continue;
            }
            const gt = s.indexOf('>', lt + 1);
            if (gt < 0)
                break;
            if (c === SLASH) {
                const name = s.slice(lt + 2, gt).trim();
                if (this.state !== 'inside' || name !== 'ListBucketResult') {
                    throw new PageFormatError(`Unexpected </${name}> in a ListBucketResult`);
                }
                this.state = 'after';
                p = gt + 1;
                continue;
            }
            const name = s.slice(lt + 1, tagNameEnd(s, lt + 1, gt));
            const selfClosing = s.charCodeAt(gt - 1) === SLASH;
            if (this.state !== 'inside') {
                if (this.state === 'after' || name !== 'ListBucketResult') {
                    throw new PageFormatError(`Unexpected <${name}> outside the ListBucketResult`);
                }
                this.state = selfClosing ? 'after' : 'inside';
            }
            else if (selfClosing) {
                this.element(s, name, gt, gt);
            }
            else {
                this.openName = name;
                this.closeTag = name === 'Contents' ? CONTENTS_CLOSE : `</${name}>`;
                this.openEnd = this.searchFrom = gt + 1;
                continue;
            }
            p = gt + 1;
        }
        this.pos = p;
    }
    /** A complete top-level element whose content is `s[from, to)`. Unknown ones are skipped. */
    element(s, name, from, to) {
        switch (name) {
            case 'Contents':
                return this.contents(s, from, to);
            case 'CommonPrefixes':
                for (let p = s.indexOf('<', from); p >= 0 && p < to; p = s.indexOf('<', this.cEnd)) {
                    this.child(s, p, to);
                    if (this.cName === 'Prefix')
                        this.prefixes.push(this.text(s));
                }
                return;
            default: {
                if (!TOP_LEAVES.has(name))
                    return;
                const v = mixedText(s.slice(from, to), name);
                this.top[name] = v;
                if (name === 'EncodingType')
                    this.encodingType = v;
                if (name === 'IsTruncated' && v !== 'true' && v !== 'false') {
                    throw new PageFormatError(`<IsTruncated> must be true or false, got ${JSON.stringify(v)}`);
                }
                this.fireToken(false);
            }
        }
    }
    contents(s, from, to) {
        let key;
        let size = -1;
        let lastModifiedMs = NaN;
        let etag = '';
        let storageClass = 'STANDARD';
        for (let p = s.indexOf('<', from); p >= 0 && p < to; p = s.indexOf('<', this.cEnd)) {
            this.child(s, p, to);
            switch (this.cName) {
                case 'Key':
                    key = this.text(s);
                    break;
                case 'LastModified':
                    lastModifiedMs = parseTimestamp(this.text(s));
                    break;
                case 'ETag': {
                    // AWS sends `&quot;hex&quot;`: skip the regex for the common shape.
                    const a = this.cFrom;
                    const b = this.cTo - 6;
                    const quoted = this.cPlain &&
                        b > a &&
                        s.startsWith('&quot;', a) &&
                        s.startsWith('&quot;', b) &&
                        s.indexOf('&', a + 6) === b;
                    etag = quoted ? `"${s.slice(a + 6, b)}"` : this.text(s);
                    break;
                }
                case 'Size':
                    size = parseCount(this.text(s), 'Size');
                    break;
                case 'StorageClass':
                    storageClass = this.text(s);
                    break;
            }
        }
        if (key === undefined)
            throw new PageFormatError('A <Contents> has no <Key>');
        if (size < 0)
            throw new PageFormatError(`${JSON.stringify(clip(key))} has no <Size>`);
        if (lastModifiedMs !== lastModifiedMs) {
            throw new PageFormatError(`${JSON.stringify(clip(key))} has no <LastModified>`);
        }
        if (this.encodingType === 'url')
            key = urlDecode(key);
        else if (this.encodingType === undefined)
            this.rawKeys++;
        this.entries.add({ key, etag, storageClass, size, lastModifiedMs });
    }
    /** Reads the child element starting at `s[lt]` (which must end before `limit`) into `c*`. */
    child(s, lt, limit) {
        const gt = s.indexOf('>', lt + 1);
        if (gt < 0 || gt >= limit || s.charCodeAt(lt + 1) === SLASH) {
            throw new PageFormatError(`Malformed markup ${JSON.stringify(s.slice(lt, lt + 40))}`);
        }
        const nameEnd = tagNameEnd(s, lt + 1, gt);
        const name = (this.cName = s.slice(lt + 1, nameEnd));
        this.cFrom = gt + 1;
        this.cPlain = true;
        if (s.charCodeAt(gt - 1) === SLASH) {
            this.cTo = gt + 1;
            this.cEnd = gt + 1;
            return;
        }
        // Fast path: `<Name>text</Name>`; anything else (nested elements, CDATA) takes the slow one.
        const next = s.indexOf('<', gt + 1);
        const nameLen = nameEnd - lt - 1;
        if (next >= 0 &&
            next < limit &&
            s.charCodeAt(next + 1) === SLASH &&
            s.charCodeAt(next + 2 + nameLen) === GT &&
            s.startsWith(name, next + 2)) {
            this.cTo = next;
            this.cEnd = next + 3 + nameLen;
            return;
        }
        const close = s.indexOf(`</${name}>`, gt + 1);
        if (close < 0 || close >= limit)
            throw new PageFormatError(`<${name}> is not closed`);
        this.cTo = close;
        this.cEnd = close + 3 + nameLen;
        this.cPlain = false;
    }
    text(s) {
        const raw = s.slice(this.cFrom, this.cTo);
        return this.cPlain ? decodeEntities(raw) : mixedText(raw, this.cName);
    }
    fireToken(atEnd) {
        const { IsTruncated, NextContinuationToken: token } = this.top;
        if (this.tokenFired || IsTruncated === undefined)
            return;
        const truncated = IsTruncated === 'true';
        if (truncated && token === undefined && !atEnd)
            return;
        this.tokenFired = true;
        this.events.onToken?.(truncated ? token : undefined, truncated);
    }
}
/** Scans a whole body at once. */
function scanPage(xml) {
    const scanner = new PageScanner();
    scanner.write(xml);
    return scanner.end();
}
function tagNameEnd(s, from, gt) {
    let i = from;
    while (i < gt) {
        const c = s.charCodeAt(i);
        if (c <= 32 || c === SLASH)
            break;
        i++;
    }
    return i;
}
const ENTITY = /&(?:(quot|amp|lt|gt|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));|&/g;
const NAMED = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };
function decodeEntities(raw) {
    return raw.indexOf('&') < 0 ? raw : raw.replace(ENTITY, entity);
}
function entity(m, named, dec, hex) {
    if (named !== undefined)
        return NAMED[named];
    const cp = dec !== undefined ? parseInt(dec, 10) : hex !== undefined ? parseInt(hex, 16) : 0;
    if (cp > 0 && cp <= 0x10ffff)
        return String.fromCodePoint(cp);
    throw new PageFormatError(`Malformed XML entity ${JSON.stringify(m)}`);
}
/** Text that may hold CDATA sections; any element in it is an error. */
function mixedText(raw, name) {
    let out = '';
    let p = 0;
    for (let lt = raw.indexOf('<'); lt >= 0; lt = raw.indexOf('<', p)) {
        const end = raw.startsWith('<![CDATA[', lt) ? raw.indexOf(']]>', lt + 9) : -1;
        if (end < 0)
            throw new PageFormatError(`<${name}> holds markup where text was expected`);
        out += decodeEntities(raw.slice(p, lt)) + raw.slice(lt + 9, end);
        p = end + 3;
    }
    return p === 0 ? decodeEntities(raw) : out + decodeEntities(raw.slice(p));
}
function urlDecode(raw) {
    try {
        return decodeUrlEncodedKey(raw);
    }
    catch {
        throw new PageFormatError(`Malformed URL encoding in ${JSON.stringify(clip(raw))}`);
    }
}
function parseCount(v, name) {
    let n = 0;
    for (let i = 0; i < v.length; i++) {
        const d = v.charCodeAt(i) - 48;
        if (d < 0 || d > 9 || i > 14)
            n = NaN; // 15 digits stay exact in a double
        n = n * 10 + d;
    }
    if (v.length === 0 || n !== n) {
        throw new PageFormatError(`<${name}> must be a whole number, got ${JSON.stringify(v)}`);
    }
    return n;
}
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z$/;
/** `YYYY-MM-DDTHH:MM:SS(.fff)?Z` without a Date per entry; any other shape goes to Date.parse. */
function parseTimestamp(t) {
    if (ISO_UTC.test(t)) {
        const y = num(t, 0, 4);
        const mo = num(t, 5, 2);
        const d = num(t, 8, 2);
        const h = num(t, 11, 2);
        const mi = num(t, 14, 2);
        const s = num(t, 17, 2);
        // Date.UTC maps years 0-99 to 1900-1999; Date.parse rejects out-of-range fields.
        if (y >= 100 && mo >= 1 && mo <= 12 && d >= 1 && h <= 23 && mi <= 59 && s <= 59) {
            return Date.UTC(y, mo - 1, d, h, mi, s, t.length === 24 ? num(t, 20, 3) : 0);
        }
    }
    const ms = Date.parse(t);
    if (ms !== ms)
        throw new PageFormatError(`Unparsable <LastModified> ${JSON.stringify(t)}`);
    return ms;
}
function num(t, from, count) {
    let v = 0;
    for (let i = from; i < from + count; i++)
        v = v * 10 + t.charCodeAt(i) - 48;
    return v;
}

;// CONCATENATED MODULE: ./build/s3/list/page-request.js







const DEFAULT_TIMEOUT_MS = 60_000;
/**
 * Sends one signed ListObjectsV2 request and scans its body as it streams in. The quick page
 * reads the head of the document with sax, where AWS puts NextContinuationToken (before the first
 * `<Contents>`); servers that send it after the last `<Contents>` (Ceph RGW) are covered by the
 * page scanner, which reports the token the moment it is complete. Every listing path sends its
 * pages here (`list-chain.ts`: the threaded lister's, the single lister's, `ls`'s one level), so
 * every page has the same bounds: the wait for its headers and its bytes (`list-bounds.ts`).
 */
function requestPage(signed, context) {
    const place = {
        operation: 'ListObjectsV2',
        bucket: context.bucket,
        key: context.prefix || undefined,
    };
    const next = settledOnce();
    const page = new Promise((resolve, reject) => {
        const fail = (error) => {
            next.reject(error);
            reject(error);
        };
        const request = sendSigned(signed, {
            agent: context.agent,
            signal: context.signal,
            timeoutMs: context.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            place,
            onFailure: fail,
        });
        // Bytes keep the socket's timeout and the stall watch quiet: headers sent a byte a second
        // would be waited on forever without a bound of their own.
        const headersTimeoutMs = context.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
        const headersTimer = setTimeout(() => {
            fail(headersTimedOut(context, headersTimeoutMs, context.page));
            request.destroy();
        }, headersTimeoutMs);
        const headersArrived = () => clearTimeout(headersTimer);
        request.on('close', headersArrived);
        request.on('response', (response) => {
            headersArrived();
            if (response.statusCode !== 200) {
                readErrorResponse(response, place, context.clock).then(fail, fail);
                return;
            }
            scanPageBody(response, { context, place, settleNext: next.resolve, resolve, fail });
        });
        request.end();
    });
    // The chain may stop listening to `next` (early stop); never leave a rejection unhandled.
    next.promise.catch(() => undefined);
    return { next: next.promise, page };
}
/**
 * A promise settled by the first of several parties (the quick page, the scanner, the end of the
 * page or its failure); the others are ignored.
 */
function settledOnce() {
    let settled = false;
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
        resolve = res;
        reject = rej;
    });
    return {
        promise,
        resolve: (value) => {
            if (settled)
                return;
            settled = true;
            resolve(value);
        },
        reject: (error) => {
            if (settled)
                return;
            settled = true;
            reject(error);
        },
    };
}
/** Scans a 200 answer's body as it streams in: the quick page and the page scanner side by side. */
function scanPageBody(response, outcome) {
    const { context, place, settleNext } = outcome;
    const maxBytes = maxPageBytes(context.pageSize);
    let bytes = 0;
    let finished = false;
    // The first failure is the one reported: the reset of the response that follows is not.
    const fail = (error) => {
        finished = true;
        outcome.fail(error);
    };
    const decoder = new external_node_string_decoder_namespaceObject.StringDecoder('utf8');
    const head = new QuickPage(settleNext);
    const scanner = new PageScanner({
        onToken: (token, isTruncated) => settleNext({ token, isTruncated }),
    });
    // The page is done when the document is, not when the HTTP response ends: RGW often
    // sends the chunked body's last few bytes one delayed ACK (40 ms) after the rest, and a
    // chain that waited for them would lose that much on one page in ten. The socket goes
    // back to the pool once they arrive.
    const finish = () => {
        finished = true;
        try {
            const tail = decoder.end();
            if (tail)
                scanner.write(tail);
            const scanned = scanner.end();
            settleNext({ token: scanned.nextContinuationToken, isTruncated: scanned.isTruncated });
            outcome.resolve({ page: scanned, bytes });
        }
        catch (error) {
            fail(pageFailure(error, outcome));
        }
    };
    response.on('data', (chunk) => {
        if (finished)
            return; // what follows the document: whitespace
        bytes += chunk.length;
        if (bytes > maxBytes) {
            fail(pageTooLarge(context, context.pageSize, context.page));
            response.destroy();
            return;
        }
        const text = decoder.write(chunk);
        try {
            head.write(text);
            scanner.write(text);
        }
        catch (error) {
            fail(pageFailure(error, outcome));
            response.destroy();
            return;
        }
        if (scanner.complete)
            finish();
    });
    response.on('end', () => {
        if (!finished)
            finish();
    });
    onBodyFailure(response, place, fail);
}
/**
 * A page the scanner refused. A body that stops before </ListBucketResult> was cut short, worth
 * another attempt (TruncatedBody); anything else is malformed and would be again, so it is not
 * retried, and the error says which page of which listing held what.
 */
function pageFailure(error, { context, place }) {
    if (!(error instanceof PageFormatError))
        return error;
    return error.cutShort
        ? s3_failure_s3Failure({
            ...place,
            code: 'TruncatedBody',
            message: `the response body ended early (${error.message})`,
            cause: error,
        })
        : malformedPage(context, context.page, error.message);
}
/**
 * sax over the head of the document only: everything before the first `<Contents>`. Feeding it
 * the whole 300 KB body would cost more than our scanner's full parse of it.
 */
class QuickPage {
    onNext;
    parser = sax.parser(true);
    done = false;
    element = '';
    text = '';
    isTruncated;
    token;
    constructor(onNext) {
        this.onNext = onNext;
        this.parser.onopentag = (tag) => {
            if (tag.name === 'Contents' || tag.name === 'CommonPrefixes')
                this.done = true;
            this.element = tag.name;
            this.text = '';
        };
        this.parser.ontext = (text) => {
            this.text += text;
        };
        this.parser.onclosetag = (name) => {
            if (name === 'IsTruncated')
                this.isTruncated = this.text.trim() === 'true';
            else if (name === 'NextContinuationToken')
                this.token = this.text;
            if (this.isTruncated === false || (this.isTruncated && this.token !== undefined)) {
                this.done = true;
                this.onNext({ isTruncated: this.isTruncated, token: this.token });
            }
        };
        this.parser.onerror = () => {
            // The page scanner is the judge of a malformed body; the quick page just gives up.
            this.done = true;
        };
    }
    write(text) {
        if (this.done)
            return;
        const contents = text.indexOf('<Contents');
        if (contents !== -1)
            this.done = true;
        this.parser.write(contents === -1 ? text : text.slice(0, contents));
    }
}

;// CONCATENATED MODULE: ./build/s3/list/list-chain.js







/** The tighter of an exclusive and an inclusive upper bound, as one RangeBound. */
function upperBoundOf(bounds) {
    const { endBefore, endAt } = bounds;
    if (endAt === undefined)
        return endBefore === undefined ? undefined : { key: endBefore, inclusive: false };
    if (endBefore !== undefined && compareKeys(endBefore, endAt) <= 0)
        return { key: endBefore, inclusive: false };
    return { key: endAt, inclusive: true };
}
function isWithin(key, bound) {
    if (bound === undefined)
        return true;
    const order = key_order_compareKeys(key, bound.key);
    return bound.inclusive ? order <= 0 : order < 0;
}
/**
 * One chain of ListObjectsV2 requests over a key range. The next request goes out as soon as
 * the current page's token is known, while that page's body is still arriving, so at most two
 * requests of the chain are in flight. Pages come out in order, each key checked to continue
 * the previous one in S3's order and to lie inside the prefix (`ListedKeyCheck`): a server that
 * repeats, reorders or strays ends the listing with an error, as does one that hands out empty
 * pages without end.
 */
async function* listChain(options) {
    const chainAbort = new AbortController();
    const signal = options.signal
        ? AbortSignal.any([options.signal, chainAbort.signal])
        : chainAbort.signal;
    const seenTokens = new Set();
    const keys = new ListedKeyCheck(options, options.startAfter);
    // One level (a delimiter): the keys and common prefixes, merged, are one list in S3's order,
    // each inside the prefix and within S3's length, no key at or before a prefix before it.
    const level = options.delimiter ? new ListedKeyCheck(options, options.startAfter) : undefined;
    const lookAhead = options.lookAhead ?? true;
    let requested = 0;
    let emptyInARow = 0;
    const fetch = async (token) => {
        await options.reservePage?.();
        const inFlight = fetchPageWithRetry(options, signal, {
            bucket: options.bucket,
            prefix: options.prefix,
            pageSize: options.pageSize,
            startAfter: options.startAfter,
            continuationToken: token,
            delimiter: options.delimiter,
            number: ++requested,
        });
        const release = () => options.releasePage?.();
        inFlight.page.then(release, release);
        return inFlight;
    };
    try {
        let current = await fetch(undefined);
        while (current) {
            // Without the look-ahead, the token is taken from the whole page, once it has arrived.
            if (!lookAhead)
                await current.page;
            const next = await current.next;
            const following = next.isTruncated
                ? fetch(nextToken(next.token, seenTokens, options))
                : undefined;
            // Never leave a rejection unhandled while this page is still being read.
            following?.catch(() => undefined);
            const { page, bytes } = await current.page;
            options.stats.pages++;
            options.stats.bytes += bytes;
            // Common prefixes count only where they were asked for: a server that sends them
            // unasked on truncated pages of no key is handing out empty pages.
            const listed = page.entries.count + (level ? page.commonPrefixes.length : 0);
            emptyInARow = listed === 0 && next.isTruncated ? emptyInARow + 1 : 0;
            if (emptyInARow >= EMPTY_PAGES_IN_A_ROW_MAX)
                throw emptyPagesWithoutEnd(options);
            if (level) {
                checkLevel(level, page);
                options.onPrefixes?.(page.commonPrefixes);
            }
            const { entries, reachedEnd } = continuation(page, keys, options.upperBound?.());
            if (reachedEnd) {
                // A page wholly past the bound, and the request already out for the one after it.
                if (entries.count === 0)
                    options.stats.wastedPages++;
                if (following)
                    options.stats.wastedPages++;
            }
            options.onPageInfo?.(next.isTruncated && !reachedEnd);
            yield entries;
            if (reachedEnd)
                return;
            current = following ? await following : undefined;
        }
    }
    finally {
        // Stops the request that may already be out for a page nobody will read.
        chainAbort.abort();
    }
}
/**
 * Walks a page's keys and common prefixes as one list in S3's order (the page's keys are
 * checked on their own by `continuation` too): a prefix out of order, a key that equals a
 * prefix, or one that falls before a prefix listed earlier is a level S3 cannot have sent.
 */
function checkLevel(level, page) {
    const { entries, commonPrefixes } = page;
    let k = 0;
    let p = 0;
    while (k < entries.count || p < commonPrefixes.length) {
        const key = k < entries.count ? keyAt(entries, k) : undefined;
        const prefix = commonPrefixes[p];
        if (prefix === undefined || (key !== undefined && key_order_compareKeys(key, prefix) <= 0)) {
            level.check(key);
            k++;
        }
        else {
            level.check(prefix);
            p++;
        }
    }
}
/**
 * Checks every key of the page (each after the one before, inside the prefix, within S3's
 * length) and keeps those before the end of the range: once the keys are known to be in
 * order, what is past the bound is a run at the end.
 */
function continuation(page, keys, bound) {
    const entries = page.entries;
    for (let i = 0; i < entries.count; i++)
        keys.check(keyAt(entries, i));
    let to = entries.count;
    while (to > 0 && !isWithin(keyAt(entries, to - 1), bound))
        to--;
    return { entries: slicePacked(entries, 0, to), reachedEnd: to < entries.count };
}
/**
 * A page, retried as a whole on 5xx, throttling, resets and bodies cut short. `next` resolves
 * from the first attempt that shows the token, so a body cut short after its token does not
 * hold the chain back while the page itself is fetched again.
 */
function fetchPageWithRetry(options, signal, params) {
    let resolveNext;
    let rejectNext;
    const next = new Promise((resolve, reject) => {
        resolveNext = resolve;
        rejectNext = reject;
    });
    const page = withRetry(async () => {
        const signed = await options.signer.sign(params);
        const inFlight = requestPage(signed, {
            bucket: options.bucket,
            prefix: options.prefix,
            pageSize: options.pageSize,
            page: pageLabel(params),
            headersTimeoutMs: options.headersTimeoutMs,
            agent: options.agent,
            clock: options.signer.clock,
            signal,
        });
        inFlight.next.then(resolveNext, () => undefined);
        return inFlight.page;
    }, {
        ...DEFAULT_RETRY,
        signal,
        onRetry: (error, attempt, delayMs) => {
            options.stats.retries++;
            options.onRetry?.(error, attempt, delayMs);
        },
    });
    page.then(({ page: p }) => resolveNext({ isTruncated: p.isTruncated, token: p.nextContinuationToken }), rejectNext);
    next.catch(() => undefined);
    return { next, page };
}

;// CONCATENATED MODULE: ./build/s3/list/request-limiter.js
/**
 * Bounds the listing requests in flight across all chains, and adapts the bound as TCP does:
 * halve it on a 503 SlowDown, add one back after a run of good pages. No request storm when
 * S3 pushes back, and the full width again once it stops.
 */
class RequestLimiter {
    maxLimit;
    growAfterPages;
    inFlight = 0;
    limitNow;
    goodPages = 0;
    waiting = [];
    maxInFlight = 0;
    constructor(maxLimit, growAfterPages = 8) {
        this.maxLimit = maxLimit;
        this.growAfterPages = growAfterPages;
        this.limitNow = maxLimit;
    }
    get limit() {
        return this.limitNow;
    }
    async acquire() {
        while (this.inFlight >= this.limitNow)
            await new Promise((resolve) => this.waiting.push(resolve));
        this.inFlight++;
        this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    }
    release() {
        this.inFlight--;
        this.waiting.shift()?.();
    }
    /** A page arrived without throttling. */
    succeeded() {
        if (this.limitNow >= this.maxLimit)
            return;
        if (++this.goodPages >= this.growAfterPages) {
            this.goodPages = 0;
            this.limitNow++;
            this.waiting.shift()?.();
        }
    }
    /** S3 said SlowDown: halve the width at once. */
    throttled() {
        this.goodPages = 0;
        this.limitNow = Math.max(1, Math.floor(this.limitNow / 2));
    }
}

;// CONCATENATED MODULE: ./build/s3/list/split-planner.js


// Pages a new chain is given, at least and at most. Few pages keep split points close to
// where the keys are known to be, which matters when the model overrates empty key space
// (90% of the keys under one prefix); more would leave chains idle on uniform keys.
const MIN_PAGES_PER_CHAIN = 2;
const MAX_PAGES_PER_CHAIN = 8;
/**
 * Chooses the range with the most pages expected after its next one, and split keys for up to
 * `slots` new chains in it. Keys are expected to go on at the density the range has shown,
 * so the split points are spaced that many pages apart from where its chain stands; the last
 * new range keeps whatever lies beyond, and is split again as chains free up (work stealing).
 */
function planSplits(model, ranges, pageSize, slots) {
    let best;
    for (let index = 0; index < ranges.length; index++) {
        const r = ranges[index];
        if (r.done || !r.more || r.listed === 0 || r.position === undefined || r.firstKey === undefined)
            continue;
        // Positions are read after the prefix the range's keys share, where they start to differ.
        const prefix = commonPrefix(r.firstKey, r.position);
        const offset = codePoints(prefix);
        const at = model.position(r.position, offset);
        // An upper bound outside the shared prefix lies beyond all of it.
        const to = r.upper?.key.startsWith(prefix) ? model.position(r.upper.key, offset) : 1;
        const listedSpan = at - model.position(r.firstKey, offset);
        if (!(listedSpan > 0) || !(to > at))
            continue;
        const pageSpan = (listedSpan * pageSize) / r.listed;
        // Pages left after the one already requested, at the density seen so far.
        const pages = (to - at) / pageSpan - 1;
        if (pages < 2 * MIN_PAGES_PER_CHAIN)
            continue;
        if (!best || pages > best.pages)
            best = { index, at, to, pageSpan, pages, prefix, offset };
    }
    if (!best || slots < 1)
        return undefined;
    const range = ranges[best.index];
    const perChain = Math.min(MAX_PAGES_PER_CHAIN, Math.max(MIN_PAGES_PER_CHAIN, best.pages / (slots + 1)));
    const keys = [];
    let previous = range.position;
    for (let j = 1; j <= slots; j++) {
        const point = best.at + best.pageSpan * (1 + j * perChain);
        if (point >= best.to)
            break;
        const key = best.prefix + model.keyAt(point, best.offset);
        // Split keys must fall strictly inside the unlisted rest and increase, or ranges would
        // repeat or skip keys at their boundaries.
        if (previous !== undefined && key_order_compareKeys(key, previous) <= 0)
            continue;
        if (range.upper !== undefined &&
            (key_order_compareKeys(key, range.upper.key) >= 0 || !isWithin(key, range.upper)))
            break;
        keys.push(key);
        previous = key;
    }
    return keys.length > 0 ? { index: best.index, keys } : undefined;
}
/** The longest common prefix of two keys, cut at a code point boundary. */
function commonPrefix(a, b) {
    let i = 0;
    const n = Math.min(a.length, b.length);
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    // Never end between the two halves of a surrogate pair.
    if (i > 0 && i < a.length && a.charCodeAt(i - 1) >= 0xd800 && a.charCodeAt(i - 1) <= 0xdbff)
        i--;
    return a.slice(0, i);
}
function codePoints(text) {
    return Array.from(text).length;
}

;// CONCATENATED MODULE: ./build/s3/list/parallel-ranges.js






function newParallelStats() {
    return { pages: 0, retries: 0, bytes: 0, wastedPages: 0, ranges: 0, splits: 0, maxInFlight: 0 };
}
// Keys sampled per page to learn the key space: plenty to see every character in use.
const SAMPLES_PER_PAGE = 64;
const HEAD_BUFFER_PAGES = 2;
/**
 * Lists a key range with several chains at once, splitting adaptively: one chain starts over
 * the whole range; after each page, while there is room for more chains, the range with the
 * most unlisted key space left is split at a key chosen from the keys seen so far, and its
 * upper part goes to a new chain that starts with StartAfter. A chain that finishes frees
 * room, and the same rule then steals the largest remaining range. Each chain stops at its own
 * upper bound, so the union of the ranges is exactly the single listing.
 */
async function* listParallel(options) {
    const listing = new ParallelListing(options);
    listing.start();
    try {
        for (;;) {
            const next = listing.nextBatch();
            if (next === 'end')
                return;
            if (next === 'wait')
                await listing.batchListed();
            else
                yield next;
        }
    }
    finally {
        listing.stop();
    }
}
const newRange = (after, upper) => ({
    after,
    upper,
    position: after,
    firstKey: undefined,
    listed: 0,
    more: true,
    queue: [],
    done: false,
    wakeChain: undefined,
});
/**
 * One parallel listing's shared state: its ranges in key order, the chains listing them, the
 * pages they hold for the consumer, and the first failure. The chains fill the ranges' queues;
 * the consumer (`listParallel`) drains them in order.
 */
class ParallelListing {
    options;
    model = new KeyspaceModel();
    limiter;
    stats;
    abort = new AbortController();
    signal;
    ranges = [];
    active = 0;
    failure;
    wakeConsumer;
    /** The range being consumed, and the pages the others hold. */
    head = 0;
    buffered = 0;
    bufferedChars = 0;
    constructor(options) {
        this.options = options;
        this.limiter = new RequestLimiter(options.maxChains * 2);
        this.stats = options.stats;
        this.signal = options.signal
            ? AbortSignal.any([options.signal, this.abort.signal])
            : this.abort.signal;
    }
    /** Starts the first chain, over the whole range. */
    start() {
        const first = newRange(this.options.startAfter, this.options.upper);
        const before = this.options.listedBefore;
        if (before) {
            first.firstKey = before.firstKey;
            first.listed = before.listed;
            for (const key of before.samples)
                this.model.observe(key);
        }
        this.ranges.push(first);
        void this.listRange(first);
        // The density of the pages listed before is known: the other chains need not wait for a page.
        if (before)
            this.split();
    }
    /**
     * The next page in S3's order, 'wait' until one is listed, or 'end'. A later range's pages wait
     * until the earlier ones are out.
     */
    nextBatch() {
        for (;;) {
            if (this.failure)
                throw this.failure.error;
            const source = this.ranges[this.head];
            const batch = source?.queue.shift();
            if (batch) {
                this.buffered--;
                this.bufferedChars -= batch.text.length;
                this.wakeChains();
                return batch;
            }
            if (!source?.done)
                return 'wait';
            if (++this.head >= this.ranges.length)
                return 'end';
            // The next range becomes the head: it may list freely again.
            this.wakeChains();
        }
    }
    /** Resolves when a chain has listed a page, finished or failed. */
    async batchListed() {
        await new Promise((resolve) => (this.wakeConsumer = resolve));
        this.wakeConsumer = undefined;
    }
    /** Ends every chain: the consumer is done, or has failed. */
    stop() {
        this.abort.abort();
        this.wakeChains();
    }
    async listRange(range) {
        this.active++;
        this.stats.ranges++;
        try {
            for await (const entries of listChain(this.chainOptions(range))) {
                this.limiter.succeeded();
                if (entries.count > 0)
                    this.take(range, entries);
                this.split();
                while (this.mustPause(range) && !this.signal.aborted)
                    await this.chainWoken(range);
            }
        }
        catch (error) {
            this.failure ??= { error };
        }
        finally {
            range.done = true;
            this.active--;
            this.split();
            this.wakeConsumer?.();
        }
    }
    chainOptions(range) {
        const { options, limiter, stats } = this;
        return {
            signer: options.signer,
            agent: options.agent,
            bucket: options.bucket,
            prefix: options.prefix,
            pageSize: options.pageSize,
            startAfter: range.after,
            upperBound: () => range.upper,
            signal: this.signal,
            headersTimeoutMs: options.headersTimeoutMs,
            stats,
            reservePage: () => limiter
                .acquire()
                .then(() => void (stats.maxInFlight = Math.max(stats.maxInFlight, limiter.maxInFlight))),
            releasePage: () => limiter.release(),
            onPageInfo: (more) => (range.more = more),
            onRetry: (error, attempt, delayMs) => {
                if (error instanceof errors/* S3Error */.Dg && error.code === 'SlowDown')
                    limiter.throttled();
                options.onDebug?.(`ListObjectsV2 attempt ${attempt} failed (${error.message}); retrying in ${delayMs} ms`);
            },
        };
    }
    /** Queues a listed page for the consumer and learns the key space from it. */
    take(range, entries) {
        learn(this.model, entries);
        // Ranges live as long as the listing: their keys must not hold on to a page.
        range.firstKey ??= detachedCopy(keyAt(entries, 0));
        range.position = detachedCopy(keyAt(entries, entries.count - 1));
        range.listed += entries.count;
        range.queue.push(entries);
        this.buffered++;
        this.bufferedChars += entries.text.length;
        this.wakeConsumer?.();
    }
    /** The range being consumed only waits for the consumer; the others share the ahead budget. */
    mustPause(range) {
        return range === this.ranges[this.head]
            ? range.queue.length >= HEAD_BUFFER_PAGES
            : this.buffered >= this.options.aheadBufferPages ||
                this.bufferedChars >= this.options.aheadBufferChars;
    }
    async chainWoken(range) {
        await new Promise((resolve) => (range.wakeChain = resolve));
        range.wakeChain = undefined;
    }
    wakeChains() {
        for (const r of this.ranges)
            r.wakeChain?.();
    }
    /** Starts chains while there is room: splits, and steals from the largest range left. */
    split() {
        const { options, ranges } = this;
        // Each chain keeps up to two requests in flight: the limiter counts requests.
        const room = () => Math.min(options.maxChains, Math.ceil(this.limiter.limit / 2)) - this.active;
        while (!this.failure && !this.signal.aborted && room() > 0) {
            const plan = planSplits(this.model, ranges, options.pageSize, room());
            if (!plan)
                return;
            const range = ranges[plan.index];
            const upper = range.upper;
            const added = plan.keys.map((key, i) => newRange(key, plan.keys[i + 1] === undefined ? upper : { key: plan.keys[i + 1], inclusive: true }));
            range.upper = { key: plan.keys[0], inclusive: true };
            ranges.splice(plan.index + 1, 0, ...added);
            this.stats.splits += added.length;
            options.onDebug?.(`split range ${plan.index} at ${plan.keys.map((k) => JSON.stringify(k)).join(', ')}; ${this.active + added.length} chains`);
            for (const r of added)
                void this.listRange(r);
        }
    }
}
function learn(model, entries) {
    for (const key of sampleKeys(entries))
        model.observe(key);
}
/** The keys of a page the keyspace model learns from: enough to see every character in use. */
function sampleKeys(entries) {
    const keys = [];
    const step = Math.max(1, Math.floor(entries.count / SAMPLES_PER_PAGE));
    for (let i = 0; i < entries.count; i += step)
        keys.push(keyAt(entries, i));
    keys.push(keyAt(entries, entries.count - 1));
    return keys;
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./build/s3/query-string.js
// The query and path encodings of requests signed outside the SDK. Kept apart from the SDK's
// signer (sigv4.ts), so that the listing worker, which signs with bodiless-sigv4.ts, loads
// neither.
/** RFC 3986 encoding, as SigV4's canonical query uses; the server decodes before it verifies. */
function encodeRfc3986(value) {
    return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** `?a=1&b=2`, sorted and encoded the way the signature was computed. */
function toQueryString(query) {
    const parts = [];
    for (const name of Object.keys(query).sort()) {
        const value = query[name];
        if (value === null || value === undefined)
            parts.push(encodeRfc3986(name));
        else
            for (const v of Array.isArray(value) ? value : [value])
                parts.push(`${encodeRfc3986(name)}=${encodeRfc3986(v)}`);
    }
    return parts.length ? `?${parts.join('&')}` : '';
}
/** An object's path on the target, each segment of the key encoded and its slashes kept. */
function objectPath(target, key) {
    return target.basePath + key.split('/').map(encodeRfc3986).join('/');
}

;// CONCATENATED MODULE: ./build/s3/signing/bodiless-sigv4.js


const ALGORITHM = 'AWS4-HMAC-SHA256';
const EMPTY_BODY_SHA256 = (0,external_node_crypto_namespaceObject.createHash)('sha256').update('').digest('hex');
/** Signing keys kept at most: one a day per credentials, so a few cover any rotation. */
const SIGNING_KEYS_MAX = 8;
/**
 * SigV4 of a request without a body, by node:crypto alone, signed as the S3 client's signer
 * signs it (`test/unit/sigv4-list-signer.test.ts` compares the two on every kind of target). The
 * listing worker signs its pages with it: the SDK's signer package brings about 450 kB of the
 * SDK's core with it, which each worker would load and run at its start, for a few lines of
 * hashing. The main thread's direct GETs use it too (`direct-buckets.ts`: it skips the SDK
 * signer's copies and awaits); requests with a body keep the SDK's signer (`sigv4.ts`).
 */
class BodilessSigV4 {
    region;
    service;
    keys = new Map();
    constructor(region, service) {
        this.region = region;
        this.service = service;
    }
    /** The request's headers with `x-amz-date`, the payload hash, the token and `authorization`. */
    sign(request, credentials, date) {
        const amzDate = date
            .toISOString()
            .replace(/\.\d{3}Z$/, 'Z')
            .replace(/[-:]/g, '');
        const day = amzDate.slice(0, 8);
        const headers = {
            ...request.headers,
            'x-amz-content-sha256': EMPTY_BODY_SHA256,
            'x-amz-date': amzDate,
        };
        if (credentials.sessionToken)
            headers['x-amz-security-token'] = credentials.sessionToken;
        const names = Object.keys(headers).sort();
        const signedHeaders = names.join(';');
        const canonicalRequest = [
            request.method,
            request.path,
            canonicalQuery(request.query),
            names.map((name) => `${name}:${headers[name].trim().replace(/\s+/g, ' ')}\n`).join(''),
            signedHeaders,
            EMPTY_BODY_SHA256,
        ].join('\n');
        const scope = `${day}/${this.region}/${this.service}/aws4_request`;
        const stringToSign = `${ALGORITHM}\n${amzDate}\n${scope}\n${sha256Hex(canonicalRequest)}`;
        const signature = (0,external_node_crypto_namespaceObject.createHmac)('sha256', this.signingKey(credentials, day))
            .update(stringToSign)
            .digest('hex');
        headers.authorization = `${ALGORITHM} Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
        return headers;
    }
    /** The day's key for these credentials: four HMACs, made once a day per credentials. */
    signingKey(credentials, day) {
        const id = `${day}\n${credentials.accessKeyId}\n${credentials.secretAccessKey}`;
        let key = this.keys.get(id);
        if (!key) {
            if (this.keys.size >= SIGNING_KEYS_MAX)
                this.keys.clear();
            key = [day, this.region, this.service, 'aws4_request'].reduce((secret, part) => (0,external_node_crypto_namespaceObject.createHmac)('sha256', secret).update(part).digest(), Buffer.from(`AWS4${credentials.secretAccessKey}`));
            this.keys.set(id, key);
        }
        return key;
    }
}
/**
 * SigV4's canonical query: names and values RFC 3986-encoded, sorted by encoded name (ASCII once
 * encoded, so code-unit order is byte order).
 */
function canonicalQuery(query) {
    return Object.entries(query)
        .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)])
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, value]) => `${name}=${value}`)
        .join('&');
}
function sha256Hex(text) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha256').update(text).digest('hex');
}

;// CONCATENATED MODULE: ./build/s3/signing/signing-clock.js
/** The SDK's threshold: a clock this far from the server's is corrected. */
const SKEW_LIMIT_MS = 5 * 60_000;
/**
 * The time that requests signed outside the SDK are signed with. S3 refuses a signature more
 * than 15 minutes off its own clock (RequestTimeTooSkewed), and the SDK corrects its clock
 * from the Date header of such an answer; requests we sign ourselves do the same, so that a
 * runner with a drifting clock recovers on the retry instead of failing every request.
 */
class SigningClock {
    offsetMs = 0;
    now() {
        return new Date(Date.now() + this.offsetMs);
    }
    /** Learns from an error answer's Date header. */
    noteServerDate(header) {
        const server = header ? Date.parse(header) : NaN;
        if (Number.isNaN(server))
            return;
        if (Math.abs(server - (Date.now() + this.offsetMs)) >= SKEW_LIMIT_MS) {
            this.offsetMs = server - Date.now();
        }
    }
}

;// CONCATENATED MODULE: ./build/s3/list/list-request.js
/**
 * A ListObjectsV2 request as plain data, free of the SDK: the listing worker builds and signs
 * these itself, so that its bundle stays small and starts fast.
 */
/** The query of one page, as the SDK's ListObjectsV2Command builds it. */
function listQuery(params) {
    const query = {
        'list-type': '2',
        'encoding-type': 'url',
        'max-keys': String(params.pageSize),
    };
    if (params.prefix)
        query.prefix = params.prefix;
    if (params.delimiter)
        query.delimiter = params.delimiter;
    // A continuation token overrides StartAfter, so send only one of them.
    if (params.continuationToken)
        query['continuation-token'] = params.continuationToken;
    else if (params.startAfter)
        query['start-after'] = params.startAfter;
    return query;
}

;// CONCATENATED MODULE: ./build/s3/list/sigv4-list-signer.js




/**
 * SigV4 for the listing worker, and for the pages listed on the main thread before it takes
 * over: without the SDK's signer, which the worker would load only for this (bodiless-sigv4.ts).
 */
function createSigV4ListSigner(target, credentials) {
    if (target.signing.kind !== 'sigv4') {
        throw new Error(`the bucket needs ${target.signing.kind} signing, not SigV4`);
    }
    const signer = new BodilessSigV4(target.signing.region, target.signing.service);
    const clock = new SigningClock();
    return {
        clock,
        async sign(params) {
            const query = listQuery(params);
            const headers = signer.sign({ method: 'GET', path: target.basePath, query, headers: { host: target.host } }, await credentials(), clock.now());
            // Not signed (SigV4 leaves User-Agent out), so it is added afterwards.
            if (target.userAgent)
                headers['user-agent'] = target.userAgent;
            return {
                protocol: target.protocol,
                hostname: target.hostname,
                port: target.port,
                method: 'GET',
                path: target.basePath + toQueryString(query),
                headers,
            };
        },
    };
}

;// CONCATENATED MODULE: ./build/s3/list/posted-page.js

/** The page to post, and the buffers to transfer with it (all its own). */
function postPage(packed) {
    const { text } = packed;
    // One pass in C++: a text whose UTF-8 length is its length is ASCII, one byte a character.
    const twoByte = Buffer.byteLength(text, 'utf8') !== text.length;
    // A buffer of its own (Buffer.from would take a small one from the shared pool, which must
    // never be transferred).
    const textBytes = new Uint8Array(twoByte ? 2 * text.length : text.length);
    Buffer.from(textBytes.buffer).write(text, twoByte ? 'utf16le' : 'latin1');
    const page = {
        count: packed.count,
        textBytes,
        twoByte,
        ends: packed.ends,
        sizes: packed.sizes,
        lastModifiedMs: packed.lastModifiedMs,
    };
    return { page, transfer: [textBytes.buffer, ...transferList(packed)] };
}
/** The packed entries of a posted page, its text a string again. */
function receivePage(page) {
    const { textBytes } = page;
    const bytes = Buffer.from(textBytes.buffer, textBytes.byteOffset, textBytes.byteLength);
    return {
        count: page.count,
        text: bytes.toString(page.twoByte ? 'utf16le' : 'latin1'),
        ends: page.ends,
        sizes: page.sizes,
        lastModifiedMs: page.lastModifiedMs,
    };
}

;// CONCATENATED MODULE: ./build/s3/list/list-worker-protocol.js


;// CONCATENATED MODULE: ./build/s3/list/list-worker.js









/**
 * Pages later ranges may list ahead of the one being consumed, so that output can stay in S3's
 * order while they run in parallel (packed, a page of the benchmark's 19-character keys is
 * about 60 KB of text and 28 KB of numbers).
 */
const AHEAD_BUFFER_PAGES = 32;
/**
 * And at most this much of their text: 32 pages of 1,000 keys of 1,024 bytes would be 32 MB,
 * two thirds of the worker's heap (worker-heap.ts, `workerLimits`).
 */
const AHEAD_BUFFER_CHARS = 8 * 1024 * 1024;
/** Calls into the main thread that answer later: credentials, and signatures it makes itself. */
class MainThreadCalls {
    post;
    nextId = 0;
    waiting = new Map();
    constructor(post) {
        this.post = post;
    }
    call(message) {
        return new Promise((resolve, reject) => {
            const id = this.nextId++;
            this.waiting.set(id, { resolve: resolve, reject });
            this.post(message(id));
        });
    }
    answer(id, value, error) {
        const waiter = this.waiting.get(id);
        this.waiting.delete(id);
        if (error)
            waiter?.reject(deserializeError(error));
        else
            waiter?.resolve(value);
    }
}
/**
 * The worker's end of the port: the start message, the queue's credits, and the calls the main
 * thread answers later.
 */
class MainThreadPort {
    port;
    calls;
    started;
    credits;
    creditWaiter;
    constructor(port, queuePages) {
        this.port = port;
        this.calls = new MainThreadCalls((message) => this.post(message));
        this.credits = queuePages;
        let begin;
        this.started = new Promise((resolve) => (begin = resolve));
        port.on('message', (message) => {
            switch (message.type) {
                case 'credit':
                    this.credits++;
                    this.creditWaiter?.();
                    return;
                case 'start':
                    begin(message);
                    return;
                case 'credentials':
                    this.calls.answer(message.id, message.credentials, message.error);
                    return;
                case 'signed':
                    this.calls.answer(message.id, message.request, message.error);
                    return;
            }
        });
    }
    post(message, transfer) {
        this.port.postMessage(message, transfer);
    }
    /** Takes a free slot of the main thread's queue, if there is one. */
    takeCredit() {
        if (this.credits === 0)
            return false;
        this.credits--;
        return true;
    }
    /** Resolves when the main thread frees a slot. */
    async creditGiven() {
        await new Promise((resolve) => (this.creditWaiter = resolve));
        this.creditWaiter = undefined;
    }
    close() {
        this.port.close();
    }
}
/**
 * Signs with borrowed credentials where the bucket takes SigV4; otherwise asks the main thread,
 * whose SDK signs, for each request.
 */
function listSigner(target, calls) {
    if (target.signing.kind === 'sigv4') {
        return createSigV4ListSigner(target, borrowedCredentials(() => calls.call((id) => ({ type: 'credentials-request', id }))));
    }
    return {
        sign: (params) => calls.call((id) => ({ type: 'sign-request', id, params })),
    };
}
/**
 * Two requests in flight per chain (the quick page), and a third socket per chain for a
 * response whose document is complete but whose last bytes are still on their way.
 */
async function listAgent(secure, data) {
    // The proxy libraries are loaded only when a proxy applies: the worker's start stays small.
    return (0,keep_alive_agent/* proxyApplies */.dy)(secure, data.proxy)
        ? (await __nccwpck_require__.e(/* import() */ 117).then(__nccwpck_require__.bind(__nccwpck_require__, 117))).routedKeepAliveAgent(secure, 3 * data.listConcurrency, data.proxy)
        : (0,keep_alive_agent/* keepAliveAgent */.U8)(secure, 3 * data.listConcurrency);
}
/**
 * The producer side of the threaded lister: lists the key range (one chain, or parallel ranges)
 * and posts each page to the main thread. It holds a credit per free slot in the main thread's
 * queue, and sends no request without one, so a slow consumer pauses the listing instead of
 * growing memory. It loads no SDK: the main thread resolves where to send the requests, and
 * the worker signs them with borrowed credentials.
 */
async function runListWorker() {
    const data = external_node_worker_threads_namespaceObject.workerData;
    const main = new MainThreadPort(external_node_worker_threads_namespaceObject.parentPort, data.queuePages);
    main.post({ type: 'ready' });
    const start = await main.started;
    const signer = listSigner(start.target, main.calls);
    const agent = await listAgent(start.target.protocol === 'https:', data);
    const stats = newParallelStats();
    const busySince = external_node_perf_hooks_namespaceObject.performance.eventLoopUtilization();
    try {
        for await (const packed of listParallel({
            signer,
            agent,
            bucket: data.bucket,
            prefix: data.prefix,
            pageSize: data.pageSize,
            startAfter: start.startAfter,
            listedBefore: start.listedBefore,
            upper: data.upper,
            maxChains: data.listConcurrency,
            headersTimeoutMs: data.headersTimeoutMs,
            aheadBufferPages: AHEAD_BUFFER_PAGES,
            aheadBufferChars: AHEAD_BUFFER_CHARS,
            stats,
            onDebug: (message) => main.post({ type: 'debug', message }),
        })) {
            while (!main.takeCredit())
                await main.creditGiven();
            const { page, transfer } = postPage(packed);
            main.post({ type: 'batch', ...page }, transfer);
        }
        main.post({
            type: 'done',
            ...stats,
            workerUtilization: external_node_perf_hooks_namespaceObject.performance.eventLoopUtilization(busySince).utilization,
        });
    }
    catch (error) {
        main.post({ type: 'error', error: serializeError(error) });
    }
    finally {
        agent.destroy();
        main.close();
    }
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(732);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
