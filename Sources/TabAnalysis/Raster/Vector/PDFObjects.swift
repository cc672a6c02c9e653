/// The numbered objects of a PDF file, found by scanning for `N G obj … endobj` (no cross-reference table is
/// needed, so a file with a damaged one still reads) and inside object streams (`/Type /ObjStm`, PDF 1.5's
/// compressed objects). Only what an icon needs: the page dictionary, its box and its content streams.
public struct PDFObjects: Sendable {
  struct Object {
    /// The dictionary and whatever else comes before `stream` (or the whole object).
    var dictionary: [UInt8]
    /// The raw stream data, when the object has one.
    var stream: ArraySlice<UInt8>?
  }

  static let maximumObjects = 100_000

  private(set) var objects: [Int: Object] = [:]
  /// Bytes the file's streams may still inflate to, all streams together (`PDFImage.maximumStream`): a 703-byte
  /// file can name one 32 MB deflate stream twenty times, and each is inflated once, within this.
  private(set) var inflateBudget = PDFImage.maximumStream
  /// Streams refused because the budget was spent.
  private(set) var streamsOverBudget = 0
  /// Each stream decoded once: nil inside for one that cannot be (another filter, damaged, over the budget).
  private var decodedStreams: [Int: [UInt8]?] = [:]

  init(_ bytes: [UInt8]) {
    let obj = Array(" obj".utf8)
    let endobj = Array("endobj".utf8)
    var position = 0
    while objects.count < Self.maximumObjects, let found = bytes[position...].firstRange(of: obj) {
      position = found.upperBound
      guard let number = Self.objectNumber(before: found.lowerBound, in: bytes) else { continue }
      let end = bytes[position...].firstRange(of: endobj)?.lowerBound ?? bytes.count
      let body = bytes[position..<end]
      objects[number] = Self.split(body)
      position = end
    }
    // Objects compressed in object streams.
    for number in objects.keys.sorted() {
      guard let object = objects[number], Self.contains(object.dictionary, "/ObjStm"), let data = stream(number)
      else { continue }
      let count = Self.integer(after: "/N", in: object.dictionary) ?? 0
      let first = Self.integer(after: "/First", in: object.dictionary) ?? 0
      guard count > 0, count < Self.maximumObjects, first > 0, first <= data.count else { continue }
      let header = Self.allNumbers(Array(data[0..<first]))
      var entries: [(Int, Int)] = []
      for index in stride(from: 0, to: min(header.count, count * 2) - 1, by: 2) {
        guard let objectNumber = Int(exactly: header[index]), let offset = Int(exactly: header[index + 1]),
          offset >= 0, offset <= data.count - first
        else { continue }
        entries.append((objectNumber, first + offset))
      }
      for (index, (objectNumber, offset)) in entries.enumerated() where objects[objectNumber] == nil {
        let end = index + 1 < entries.count ? entries[index + 1].1 : data.count
        guard offset >= first, offset <= end, end <= data.count else { continue }
        objects[objectNumber] = Object(dictionary: Array(data[offset..<end]), stream: nil)
      }
    }
  }

  /// `N G` just before ` obj`.
  static func objectNumber(before end: Int, in bytes: [UInt8]) -> Int? {
    var position = end
    func number() -> Int? {
      while position > 0, PDFLexer.isWhitespace(bytes[position - 1]) { position -= 1 }
      let stop = position
      while position > 0, (0x30...0x39).contains(bytes[position - 1]), stop - position < 10 { position -= 1 }
      guard position < stop else { return nil }
      return Int(String(decoding: bytes[position..<stop], as: UTF8.self))
    }
    guard number() != nil, let object = number() else { return nil }
    return object
  }

  static func split(_ body: ArraySlice<UInt8>) -> Object {
    guard let keyword = body.firstRange(of: Array("stream".utf8)) else {
      return Object(dictionary: Array(body), stream: nil)
    }
    var start = keyword.upperBound
    if start < body.endIndex, body[start] == 0x0D { start += 1 }
    if start < body.endIndex, body[start] == 0x0A { start += 1 }
    var end = body[start...].firstRange(of: Array("endstream".utf8))?.lowerBound ?? body.endIndex
    while end > start, body[end - 1] == 0x0A || body[end - 1] == 0x0D { end -= 1 }
    return Object(dictionary: Array(body[body.startIndex..<keyword.lowerBound]), stream: body[start..<end])
  }

  static func contains(_ bytes: [UInt8], _ text: String) -> Bool { bytes.firstRange(of: Array(text.utf8)) != nil }

  /// Object `number`'s stream data, FlateDecode undone; nil for other filters. Decoded once, and inflated only
  /// within what is left of the file's budget.
  mutating func stream(_ number: Int) -> [UInt8]? {
    if let decoded = decodedStreams[number] { return decoded }
    var decoded: [UInt8]?
    if let object = objects[number], let stream = object.stream {
      if Self.contains(object.dictionary, "/FlateDecode") || Self.contains(object.dictionary, "/Fl ") {
        if inflateBudget > 0 {
          do {
            decoded = try Inflate.zlib(Array(stream), limit: inflateBudget)
            inflateBudget -= decoded?.count ?? 0
          } catch {
            // However far it got (up to the limit, or to a bad checksum) was work done: the budget is spent.
            if error.isOverLimit { streamsOverBudget += 1 }
            inflateBudget = 0
          }
        } else {
          streamsOverBudget += 1
        }
      } else if !Self.contains(object.dictionary, "/Filter") {
        decoded = Array(stream)
      }
    }
    decodedStreams[number] = decoded
    return decoded
  }

  /// The first page object (by number): a dictionary of `/Type /Page`.
  func firstPage() -> Object? {
    for number in objects.keys.sorted() {
      guard let object = objects[number] else { continue }
      let text = object.dictionary
      for pattern in ["/Type /Page", "/Type/Page"] {
        guard let range = text.firstRange(of: Array(pattern.utf8)) else { continue }
        // Not `/Pages`.
        if range.upperBound < text.count, text[range.upperBound] == UInt8(ascii: "s") { continue }
        return object
      }
    }
    return nil
  }

  func inheritedMediaBox() -> [Double]? {
    for number in objects.keys.sorted() {
      if let object = objects[number] {
        let box = Self.numbers(after: "/MediaBox", in: object.dictionary)
        if box.count == 4 { return box }
      }
    }
    return nil
  }

  /// The numbers of `[ … ]` after a key.
  static func numbers(after key: String, in bytes: [UInt8]) -> [Double] {
    guard let at = bytes.firstRange(of: Array(key.utf8)),
      let open = bytes[at.upperBound...].firstIndex(of: UInt8(ascii: "[")),
      let close = bytes[open...].firstIndex(of: UInt8(ascii: "]"))
    else { return [] }
    return allNumbers(Array(bytes[(open + 1)..<close]))
  }

  static func integer(after key: String, in bytes: [UInt8]) -> Int? {
    guard let at = bytes.firstRange(of: Array((key + " ").utf8)) ?? bytes.firstRange(of: Array(key.utf8)) else {
      return nil
    }
    var lexer = PDFLexer(bytes: Array(bytes[at.upperBound...].prefix(32)))
    if case .number(let value)? = lexer.next(), value >= 0, value < 1e9 { return Int(value) }
    return nil
  }

  /// `N G R` references after a key: one, or an array of them.
  static func references(after key: String, in bytes: [UInt8]) -> [Int] {
    guard let at = bytes.firstRange(of: Array(key.utf8)) else { return [] }
    var rest = Array(bytes[at.upperBound...].prefix(4096))
    if let first = rest.firstIndex(where: { !PDFLexer.isWhitespace($0) }), rest[first] == UInt8(ascii: "["),
      let close = rest.firstIndex(of: UInt8(ascii: "]"))
    {
      rest = Array(rest[(first + 1)..<close])
    } else if let end = rest.firstIndex(of: UInt8(ascii: "R")) {
      rest = Array(rest[..<(end + 1)])
    }
    var numbers: [Int] = []
    var lexer = PDFLexer(bytes: rest)
    var pending: [Double] = []
    while let token = lexer.next() {
      switch token {
      case .number(let value): pending.append(value)
      case .operator("R"):
        if pending.count >= 2, let number = Int(exactly: pending[pending.count - 2]) { numbers.append(number) }
        pending = []
      default: pending = []
      }
    }
    return numbers
  }

  static func allNumbers(_ bytes: [UInt8]) -> [Double] {
    var lexer = PDFLexer(bytes: bytes)
    var result: [Double] = []
    while let token = lexer.next() { if case .number(let value) = token { result.append(value) } }
    return result
  }
}
