import RPC

/// The one place repository text (paths, names, JSON keys and values, rule codes) is made safe for a log that a CI
/// runner parses. GitHub's runner reads `::command …::data` at the start of any line of stdout *and* stderr (after
/// leading spaces), and the older `##[command]data` anywhere in a line, so a file or image name holding a newline
/// and `::error file=…::` (or `::stop-commands::`) would forge annotations or switch the real ones off.
///
/// Every writer goes through here: `--format github` (`data`, `property`), the stderr messages (`logLine`), the
/// clang-style text report (`reportText`, `reportPath`).
enum WorkflowCommandText {
  /// Command data as the workflow-command syntax requires: `%`, CR and LF as `%25`, `%0D`, `%0A`.
  static func data(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == 0x0D || $0 == 0x0A }) else { return text }
    return text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A command property's value: `data`, and `:` and `,` as `%3A` and `%2C`.
  static func property(_ text: String) -> String {
    guard
      text.utf8.contains(where: {
        $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "%") || $0 == 0x0D || $0 == 0x0A
      })
    else { return text }
    return data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }

  /// A message line for stderr: `data`'s escapes, every other control character (a terminal's escape sequences
  /// too) as `%XX`, and `##[` broken as `##%5B`, so the line stays one line that is no command.
  static func logLine(_ text: String) -> String { neutralized(text, escapingPercent: true) }

  /// A finding's message in the clang-style report, read by people and Xcode: as `logLine`, but `%` stays (format
  /// specifiers are common in messages about translations).
  static func reportText(_ text: String) -> String { neutralized(text, escapingPercent: false) }

  /// A path at the start of a report line: `reportText`, and a path that would begin the line with `::` (a file
  /// named `::error::x.m`) is written `./::error::x.m`.
  static func reportPath(_ path: String) -> String {
    let text = reportText(path)
    return text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::") ? "./" + text : text
  }

  private static func neutralized(_ text: String, escapingPercent: Bool) -> String {
    let needsWork = text.utf8.contains { byte in
      byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "[") || (escapingPercent && byte == UInt8(ascii: "%"))
    }
    guard needsWork else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var previous: (Character?, Character?) = (nil, nil)
    for character in text {
      let scalars = character.unicodeScalars
      if scalars.count == 1, let scalar = scalars.first,
        scalar.value < 0x20 || scalar.value == 0x7F || (escapingPercent && scalar == "%")
      {
        result += "%" + hex(UInt8(scalar.value))
      } else if character == "[" && previous == ("#", "#") {
        result += "%5B"
      } else if scalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
        // A control scalar inside a grapheme (CR LF is one Character): each scalar on its own.
        for scalar in scalars {
          result += scalar.value < 0x20 || scalar.value == 0x7F ? "%" + hex(UInt8(scalar.value)) : String(scalar)
        }
      } else {
        result.append(character)
      }
      previous = (previous.1, character)
    }
    return result
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
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
