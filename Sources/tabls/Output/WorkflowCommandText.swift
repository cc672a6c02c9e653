import JSON
import RPC

/// The one place repository text (paths, names, JSON keys and values, rule codes) is made safe for a log that a CI
/// runner parses. GitHub's runner reads `::command …::data` at the start of any line of stdout *and* stderr (after
/// leading spaces), and the older `##[command]data` anywhere in a line, so a file or image name holding a newline
/// and `::error file=…::` (or `::stop-commands::`) would forge annotations or switch the real ones off.
///
/// Every text writer goes through here: `--format github` (`data`, `property`), the stderr messages (`logLine`), the
/// clang-style text report (`reportText`, `reportPath`), the text listings (`listingLine`). JSON and XML documents
/// break `##[` in their own escapes (`JSONWriter`, `XMLText`).
enum WorkflowCommandText {
  /// Command data as the workflow-command syntax requires: `%`, CR and LF as `%25`, `%0D`, `%0A`; and `##[`
  /// broken as `##%5B`, which the runner does not decode, so it is shown as written.
  static func data(_ text: String) -> String {
    escaped(text) { byte in byte == UInt8(ascii: "%") || byte == 0x0D || byte == 0x0A }
  }

  /// A command property's value: `data`, and `:` and `,` as `%3A` and `%2C`.
  static func property(_ text: String) -> String {
    escaped(text) { byte in
      byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "%") || byte == 0x0D
        || byte == 0x0A
    }
  }

  /// A message line for stderr: `data`'s escapes, every other control character (a terminal's escape sequences
  /// too) as `%XX`, and `##[` broken as `##%5B`, so the line stays one line that is no command.
  static func logLine(_ text: String) -> String {
    escaped(text) { byte in byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") }
  }

  /// A finding's message in the clang-style report, read by people and Xcode: as `logLine`, but `%` stays (format
  /// specifiers are common in messages about translations).
  static func reportText(_ text: String) -> String { escaped(text) { byte in byte < 0x20 || byte == 0x7F } }

  /// A path at the start of a report line: `reportText`, and a path that would begin the line with `::` (a file
  /// named `::error::x.m`) is written `./::error::x.m`.
  static func reportPath(_ path: String) -> String {
    let text = reportText(path)
    return CommandMarker.startsCommand(text.utf8) ? "./" + text : text
  }

  /// A line of a text listing (`tabls l10n`, `tabls keypaths`, the text preview): `reportText`, and a line that
  /// would begin with `::` (CommandMarker.startsCommand) has its second `:` written `%3A`.
  static func listingLine(_ line: String) -> String {
    String(decoding: listing(Array(line.utf8), newlines: false), as: UTF8.self)
  }

  /// Lines of a listing, each made a `listingLine` on its bytes; with `newlines`, LF separates them and stays.
  static func listing(_ bytes: [UInt8], newlines: Bool = true) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 8)
    // How far the line's start is read: nothing but spaces and non-ASCII yet, then one `:`, then decided.
    var start = LineStart.blank
    for byte in bytes {
      if newlines && byte == 0x0A {
        result.append(byte)
        start = .blank
        continue
      }
      let control = byte < 0x20 || byte == 0x7F
      if byte == UInt8(ascii: ":") && start == .colon {
        result += "%3A".utf8
        start = .decided
        continue
      }
      if byte < 0x80 && !(byte == UInt8(ascii: " ") && start == .blank) {
        start = byte == UInt8(ascii: ":") && start == .blank ? .colon : .decided
      }
      append(byte, to: &result, escaping: control)
    }
    return result
  }

  private enum LineStart { case blank, colon, decided }

  /// A unified diff (`tabls check --diff`), which is for reading (`--fix` applies the fixes): its lines as written,
  /// but `##[` broken as `##%5B` and each control character other than a tab written `%XX` (a CR would start a new
  /// log line). No line of a diff starts with `::`: each starts with its marker (`+`, `-`, a space, `@`).
  static func diff(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(where: { $0 == UInt8(ascii: "[") || ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F })
    else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 8)
    for byte in bytes {
      append(byte, to: &result, escaping: (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F)
    }
    return result
  }

  /// `text` with each byte `escapes` selects written `%XX`, and each `[` that closes `##[` as `%5B`. Decided on
  /// the bytes (CommandMarker): only ASCII bytes are replaced, so the result is valid UTF-8 whenever `text` is.
  private static func escaped(_ text: String, where escapes: (UInt8) -> Bool) -> String {
    let needsWork = text.utf8.contains { byte in byte == UInt8(ascii: "[") || escapes(byte) }
    guard needsWork else { return text }
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + 8)
    for byte in text.utf8 { append(byte, to: &result, escaping: escapes(byte)) }
    return String(decoding: result, as: UTF8.self)
  }

  private static func append(_ byte: UInt8, to result: inout [UInt8], escaping: Bool) {
    if escaping || (byte == UInt8(ascii: "[") && CommandMarker.closes(result)) {
      result.append(UInt8(ascii: "%"))
      result.append(hexDigits[Int(byte >> 4)])
      result.append(hexDigits[Int(byte & 0x0F)])
    } else {
      result.append(byte)
    }
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)
}

/// Every line tabls writes to stderr: `tabls: ` and the message made one safe line.
enum StandardError {
  static func print(_ message: String) {
    FileDescriptorIO.writeAll(Array("tabls: \(WorkflowCommandText.logLine(message))\n".utf8), to: 2)
  }

  /// Progress on a terminal: the line is rewritten in place (`\r`, erase to its end).
  static func progress(_ message: String) {
    FileDescriptorIO.writeAll(Array("\r\u{1B}[K\(WorkflowCommandText.logLine(message))".utf8), to: 2)
  }
}
