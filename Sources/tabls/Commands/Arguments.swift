/// A usage mistake: printed as one line, exit status 2.
struct UsageError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

/// A tiny argument reader: `--flag`, `--option VALUE`, `--option=VALUE`, and positionals, in any order.
struct Arguments {
  private var remaining: [String]

  init(_ arguments: [String]) { remaining = arguments }

  /// The arguments not read yet, in order.
  var unread: [String] { remaining }

  /// Removes `--name` and reports whether it was there.
  mutating func flag(_ name: String) -> Bool {
    guard let index = remaining.firstIndex(of: name) else { return false }
    remaining.remove(at: index)
    return true
  }

  /// Removes `--name VALUE` or `--name=VALUE` and returns the value.
  mutating func option(_ name: String) throws(UsageError) -> String? {
    if let index = remaining.firstIndex(where: { $0.hasPrefix(name + "=") }) {
      let value = String(remaining[index].dropFirst(name.count + 1))
      remaining.remove(at: index)
      return value
    }
    guard let index = remaining.firstIndex(of: name) else { return nil }
    guard index + 1 < remaining.count else { throw UsageError("\(name) needs a value") }
    let value = remaining[index + 1]
    remaining.removeSubrange(index...index + 1)
    return value
  }

  mutating func intOption(_ name: String) throws(UsageError) -> Int? {
    guard let text = try option(name) else { return nil }
    guard let value = Int(text), value > 0 else {
      throw UsageError("\(name) takes a positive whole number, not '\(text)'")
    }
    return value
  }

  /// The positionals left; any unknown `--option` is a usage error.
  func positionals(max: Int) throws(UsageError) -> [String] {
    if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      throw UsageError("unknown option '\(unknown)'")
    }
    guard remaining.count <= max else { throw UsageError("unexpected argument '\(remaining[max])'") }
    return remaining
  }
}
