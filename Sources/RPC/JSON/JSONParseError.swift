/// Why a JSON text was rejected, and where: `offset` is the 0-based byte offset of the offending byte,
/// `line` and `column` are 1-based (the column counts Unicode scalars), as people and compilers print them.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var offset: Int
  public var line: Int
  public var column: Int

  public init(message: String, offset: Int, line: Int, column: Int) {
    self.message = message
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// Builds the error for `offset` in `bytes`, computing line and column (only done on failure).
  init(_ message: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    var line = 1
    var column = 1
    for position in 0..<min(offset, bytes.count) {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    self.init(message: message, offset: offset, line: line, column: column)
  }

  public var description: String { "\(line):\(column): \(message) (byte \(offset))" }
}
