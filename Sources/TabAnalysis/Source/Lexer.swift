import SourceText

/// One tolerant lexer for Objective-C and Swift. It never fails: unterminated strings and comments end at the
/// end of the line or file, unknown bytes become punctuation. Comments are returned apart from the tokens.
public struct Lexer {
  public private(set) var tokens: [Token] = []
  public private(set) var comments: [Comment] = []
  /// Where lexing stopped at `maximumTokens`, when it did: the rest of the file is not read.
  public private(set) var stoppedAt: Int?

  /// A file's tokens at most: a scan holds some 60 bytes per token, and a 60 MB file of one-byte tokens held
  /// 2.4 GB on each core. Two million tokens are some 10 MB of real code, more than any source file tab bars are in.
  public static let maximumTokens = 2_000_000

  public init(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { lex($0) }
  }

  private mutating func lex(_ b: UnsafeBufferPointer<UInt8>) {
    let n = b.count
    var i = 0
    tokens.reserveCapacity(min(n / 4, Self.maximumTokens))
    while i < n {
      if tokens.count >= Self.maximumTokens {
        stoppedAt = i
        break
      }
      let c = b[i]
      switch c {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
        i += 1
      case UInt8(ascii: "/") where i + 1 < n && b[i + 1] == UInt8(ascii: "/"):
        let start = i
        // A line comment ends at LF, CR or CRLF (clang and swiftc both end it at a classic Mac CR).
        while i < n && b[i] != 0x0A && b[i] != 0x0D { i += 1 }
        comments.append(Comment(range: SourceRange(start, i)))
      case UInt8(ascii: "/") where i + 1 < n && b[i + 1] == UInt8(ascii: "*"):
        // Swift block comments nest; Objective-C ones do not, but nested `/*` inside them is rare and harmless.
        let start = i
        var depth = 0
        while i < n {
          if b[i] == UInt8(ascii: "/") && i + 1 < n && b[i + 1] == UInt8(ascii: "*") {
            depth += 1
            i += 2
          } else if b[i] == UInt8(ascii: "*") && i + 1 < n && b[i + 1] == UInt8(ascii: "/") {
            depth -= 1
            i += 2
            if depth == 0 { break }
          } else {
            i += 1
          }
        }
        comments.append(Comment(range: SourceRange(start, i)))
      case UInt8(ascii: "\""):
        tokens.append(lexString(b, from: i, quoteAt: i, kind: .string, hashes: 0))
        i = tokens[tokens.count - 1].range.end
      case UInt8(ascii: "'"):
        let start = i
        i += 1
        while i < n && b[i] != UInt8(ascii: "'") && b[i] != 0x0A && b[i] != 0x0D {
          i += b[i] == UInt8(ascii: "\\") ? 2 : 1
        }
        if i < n && b[i] == UInt8(ascii: "'") { i += 1 }
        tokens.append(Token(.character, start, min(i, n)))
      case UInt8(ascii: "@"):
        let start = i
        guard i + 1 < n else {
          tokens.append(Token(.punctuation, i, i + 1))
          i += 1
          continue
        }
        let next = b[i + 1]
        if next == UInt8(ascii: "\"") {
          tokens.append(lexString(b, from: start, quoteAt: i + 1, kind: .objcString, hashes: 0))
          i = tokens[tokens.count - 1].range.end
        } else if next == UInt8(ascii: "{") {
          tokens.append(Token(.atBrace, i, i + 2))
          i += 2
        } else if next == UInt8(ascii: "[") {
          tokens.append(Token(.atBracket, i, i + 2))
          i += 2
        } else if next == UInt8(ascii: "(") {
          tokens.append(Token(.atParen, i, i + 2))
          i += 2
        } else if Self.isIdentifierStart(next) {
          i += 1
          while i < n && Self.isIdentifierContinue(b[i]) { i += 1 }
          tokens.append(Token(.directive, start, i))
        } else {
          tokens.append(Token(.punctuation, i, i + 1))
          i += 1
        }
      case UInt8(ascii: "#"):
        // Swift raw strings: #"…"#, ##"…"##, and their multi-line forms.
        var hashes = 0
        var j = i
        while j < n && b[j] == UInt8(ascii: "#") {
          hashes += 1
          j += 1
        }
        if j < n && b[j] == UInt8(ascii: "\"") {
          tokens.append(lexString(b, from: i, quoteAt: j, kind: .string, hashes: hashes))
          i = tokens[tokens.count - 1].range.end
        } else if hashes == 1 && j < n && Self.isIdentifierStart(b[j]) {
          while j < n && Self.isIdentifierContinue(b[j]) { j += 1 }
          tokens.append(Token(.directive, i, j))
          i = j
        } else {
          tokens.append(Token(.punctuation, i, i + 1))
          i += 1
        }
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let start = i
        i += 1
        while i < n {
          let d = b[i]
          if Self.isIdentifierContinue(d) || d == UInt8(ascii: ".") && i + 1 < n && Self.isDigit(b[i + 1]) {
            i += 1
          } else if (d == UInt8(ascii: "+") || d == UInt8(ascii: "-")) && (b[i - 1] | 0x20 == UInt8(ascii: "e")) {
            i += 1
          } else {
            break
          }
        }
        tokens.append(Token(.number, start, i))
      default:
        if Self.isIdentifierStart(c) || c >= 0x80 {
          let start = i
          i += 1
          while i < n && (Self.isIdentifierContinue(b[i]) || b[i] >= 0x80) { i += 1 }
          tokens.append(Token(.identifier, start, i))
        } else {
          tokens.append(Token(.punctuation, i, i + 1))
          i += 1
        }
      }
    }
  }

  /// A string literal whose opening quote is at `quoteAt`; `hashes` is the raw-string delimiter count.
  private func lexString(
    _ b: UnsafeBufferPointer<UInt8>, from start: Int, quoteAt: Int, kind: Token.Kind, hashes: Int
  ) -> Token {
    let n = b.count
    let multiline =
      kind == .string && quoteAt + 2 < n && b[quoteAt + 1] == UInt8(ascii: "\"") && b[quoteAt + 2] == UInt8(ascii: "\"")
    var i = quoteAt + (multiline ? 3 : 1)
    var token = Token(kind, start, n)
    token.isTerminated = false
    func closesAt(_ position: Int) -> Int? {
      var end = position
      let quotes = multiline ? 3 : 1
      for _ in 0..<quotes {
        guard end < n, b[end] == UInt8(ascii: "\"") else { return nil }
        end += 1
      }
      for _ in 0..<hashes {
        guard end < n, b[end] == UInt8(ascii: "#") else { return nil }
        end += 1
      }
      return end
    }
    while i < n {
      let c = b[i]
      if (c == 0x0A || c == 0x0D) && !multiline {
        token.range.end = i
        return token
      }
      if c == UInt8(ascii: "\\") {
        // An escape only counts with as many `#` after the backslash as the delimiter has.
        var j = i + 1
        var matched = 0
        while matched < hashes && j < n && b[j] == UInt8(ascii: "#") {
          matched += 1
          j += 1
        }
        if matched == hashes {
          if j < n && b[j] == UInt8(ascii: "(") && kind == .string { token.hasInterpolation = true }
          i = j + 1
          continue
        }
        i += 1
        continue
      }
      if c == UInt8(ascii: "\""), let end = closesAt(i) {
        token.range.end = end
        token.isTerminated = true
        return token
      }
      i += 1
    }
    return token
  }

  @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c &- UInt8(ascii: "0") < 10 }

  @inline(__always) static func isIdentifierStart(_ c: UInt8) -> Bool {
    (c | 0x20) &- UInt8(ascii: "a") < 26 || c == UInt8(ascii: "_") || c == UInt8(ascii: "$")
  }

  @inline(__always) static func isIdentifierContinue(_ c: UInt8) -> Bool {
    isIdentifierStart(c) || isDigit(c)
  }
}
