/// The subset of ICU regular expressions that lottie-ios's keypath patterns can contain, matched in linear time
/// by simulating the automaton (Thompson's construction, a Pike VM without captures) instead of backtracking.
///
/// Why not `NSRegularExpression`: lottie-ios inserts pattern components verbatim, so a user's
/// `CYLTabBarLottieDarkColors` key like `(a|aa)+c` is a regex, and ICU's backtracking takes seconds per
/// keypath on it (×1.6 per extra letter) with no way to stop it. Here a match costs O(pattern × keypath).
///
/// Supported: literals, `.`, `[…]` classes (ranges, negation, escapes, ICU's `--` and `&&`), `\d \w \s \D \W \S` and
/// escaped literals, groups `(…)` and `(?:…)`, `|`, `* + ?` and `{n}`, `{n,}`, `{n,m}` (lazy forms match the same
/// strings), `^`, `$`. Anything else (back references, look-around, flags…) makes the expression invalid, and an
/// invalid expression matches nothing — as lottie-ios does with one ICU rejects.
struct LinearRegex: Sendable {
  private enum Instruction: Sendable {
    case scalar(Unicode.Scalar)
    case any
    case set(ScalarSet)
    case split(Int, Int)
    case jump(Int)
    case lineStart
    case lineEnd
    case match
  }

  struct ScalarSet: Sendable {
    var ranges: [ClosedRange<UInt32>] = []
    var negated = false

    func contains(_ scalar: Unicode.Scalar) -> Bool {
      ranges.contains { $0.contains(scalar.value) } != negated
    }

    /// The ranges sorted and merged (the set algebra below walks them in order).
    private var normalized: [ClosedRange<UInt32>] {
      var merged: [ClosedRange<UInt32>] = []
      for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
          merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
        } else {
          merged.append(range)
        }
      }
      return merged
    }

    // Both walk the two normalized lists once, so a class of n ranges costs O(n log n), not O(n²).
    func intersecting(_ other: ScalarSet) -> ScalarSet {
      let a = normalized
      let b = other.normalized
      var result: [ClosedRange<UInt32>] = []
      var i = 0
      var j = 0
      while i < a.count, j < b.count {
        if a[i].overlaps(b[j]) {
          result.append(max(a[i].lowerBound, b[j].lowerBound)...min(a[i].upperBound, b[j].upperBound))
        }
        if a[i].upperBound < b[j].upperBound { i += 1 } else { j += 1 }
      }
      return ScalarSet(ranges: result)
    }

    func subtracting(_ other: ScalarSet) -> ScalarSet {
      let removed = other.normalized
      var result: [ClosedRange<UInt32>] = []
      var j = 0
      for range in normalized {
        var low = range.lowerBound
        // Cuts that end before this range cannot touch any later range either.
        while j < removed.count, removed[j].upperBound < low { j += 1 }
        var k = j
        var covered = false
        while k < removed.count, removed[k].lowerBound <= range.upperBound {
          if removed[k].lowerBound > low { result.append(low...(removed[k].lowerBound - 1)) }
          if removed[k].upperBound >= range.upperBound {
            covered = true
            break
          }
          low = removed[k].upperBound + 1
          k += 1
        }
        if !covered { result.append(low...range.upperBound) }
      }
      return ScalarSet(ranges: result)
    }
  }

  /// Counted repetition is expanded: the program stays below this size, or the expression is refused.
  static let maximumProgram = 20_000

  private let program: [Instruction]

  init?(_ pattern: String) {
    var parser = Parser(scalars: Array(pattern.unicodeScalars))
    guard let node = parser.alternation(), parser.position == parser.scalars.count else { return nil }
    var compiler = Compiler()
    guard compiler.emit(node) else { return nil }
    compiler.code.append(.match)
    guard compiler.code.count <= Self.maximumProgram else { return nil }
    program = compiler.code
  }

  /// Whether the expression matches somewhere in `text` (ICU `find`).
  func matches(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    var current = ThreadList(count: program.count)
    var next = ThreadList(count: program.count)
    for position in 0...scalars.count {
      // `find`: a new attempt starts at every position.
      add(0, at: position, in: scalars, to: &current)
      if current.containsMatch { return true }
      guard position < scalars.count else { break }
      let scalar = scalars[position]
      next.clear()
      for pc in current.active {
        let step: Bool
        switch program[pc] {
        case .scalar(let expected): step = scalar == expected
        case .any: step = !Self.isLineTerminator(scalar)
        case .set(let set): step = set.contains(scalar)
        default: step = false
        }
        if step { add(pc + 1, at: position + 1, in: scalars, to: &next) }
      }
      swap(&current, &next)
    }
    return current.containsMatch
  }

  private func add(_ start: Int, at position: Int, in text: [Unicode.Scalar], to list: inout ThreadList) {
    var pending = [start]
    while let pc = pending.popLast() {
      guard list.insert(pc) else { continue }
      switch program[pc] {
      case .split(let a, let b):
        pending.append(b)
        pending.append(a)
      case .jump(let target):
        pending.append(target)
      case .lineStart:
        if position == 0 { pending.append(pc + 1) }
      case .lineEnd:
        // ICU's `$` also matches before a final line terminator.
        if position == text.count || (position == text.count - 1 && Self.isLineTerminator(text[position])) {
          pending.append(pc + 1)
        }
      default:
        break
      }
    }
  }

  static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
    [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
  }

  /// A set of program counters with insertion order (a sparse set: O(1) insert and clear).
  private struct ThreadList {
    var active: [Int] = []
    var seen: [Int]
    var generation = 1
    var containsMatchFlag = false
    var matchPC: Int

    init(count: Int) {
      seen = [Int](repeating: 0, count: count)
      matchPC = count - 1
    }

    var containsMatch: Bool { containsMatchFlag }

    mutating func insert(_ pc: Int) -> Bool {
      guard seen[pc] != generation else { return false }
      seen[pc] = generation
      active.append(pc)
      if pc == matchPC { containsMatchFlag = true }
      return true
    }

    mutating func clear() {
      active.removeAll(keepingCapacity: true)
      generation += 1
      containsMatchFlag = false
    }
  }

  // MARK: - Parsing

  private indirect enum Node {
    case empty
    case scalar(Unicode.Scalar)
    case any
    case set(ScalarSet)
    case lineStart, lineEnd
    case sequence([Node])
    case alternation([Node])
    case repeated(Node, min: Int, max: Int?)
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var position = 0
    var depth = 0

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      position + offset < scalars.count ? scalars[position + offset] : nil
    }

    mutating func alternation() -> Node? {
      depth += 1
      defer { depth -= 1 }
      guard depth < 200 else { return nil }
      var branches: [Node] = []
      repeat {
        if !branches.isEmpty { position += 1 }  // the `|`
        guard let branch = sequence() else { return nil }
        branches.append(branch)
      } while peek() == "|"
      return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    mutating func sequence() -> Node? {
      var items: [Node] = []
      while let scalar = peek(), scalar != "|", scalar != ")" {
        guard let atom = atom(), let item = quantified(atom) else { return nil }
        items.append(item)
      }
      return items.count == 1 ? items[0] : .sequence(items)
    }

    mutating func quantified(_ atom: Node) -> Node? {
      var node = atom
      while let scalar = peek() {
        var bounds: (Int, Int?)
        switch scalar {
        case "*": bounds = (0, nil)
        case "+": bounds = (1, nil)
        case "?": bounds = (0, 1)
        case "{":
          guard let counted = counted() else { return nil }
          bounds = counted
        default: return node
        }
        position += 1
        if peek() == "?" { position += 1 }  // lazy: the same strings match
        if peek() == "+" { return nil }  // possessive quantifiers are not supported
        node = .repeated(node, min: bounds.0, max: bounds.1)
      }
      return node
    }

    /// `{n}`, `{n,}`, `{n,m}`; leaves `position` on the closing brace.
    mutating func counted() -> (Int, Int?)? {
      position += 1
      func number() -> Int? {
        var digits = ""
        while let scalar = peek(), ("0"..."9").contains(scalar), digits.count < 4 {
          digits.unicodeScalars.append(scalar)
          position += 1
        }
        return Int(digits)
      }
      guard let low = number() else { return nil }
      var high: Int? = low
      if peek() == "," {
        position += 1
        high = peek() == "}" ? nil : number()
        if high == nil && peek() != "}" { return nil }
      }
      guard peek() == "}", high.map({ $0 >= low }) ?? true else { return nil }
      return (low, high)
    }

    mutating func atom() -> Node? {
      guard let scalar = peek() else { return nil }
      position += 1
      switch scalar {
      case ".": return .any
      case "^": return .lineStart
      case "$": return .lineEnd
      case "(":
        if peek() == "?" {
          guard peek(1) == ":" else { return nil }
          position += 2
        }
        guard let inner = alternation(), peek() == ")" else { return nil }
        position += 1
        return inner
      case "[": return set()
      case "\\": return escape(inClass: false).map { $0.node }
      case "*", "+", "?", "{", ")": return nil
      default: return .scalar(scalar)
      }
    }

    /// After a backslash: a class shorthand or an escaped literal.
    mutating func escape(inClass: Bool) -> (node: Node, set: ScalarSet)? {
      guard let scalar = peek() else { return nil }
      position += 1
      let digits: [ClosedRange<UInt32>] = [0x30...0x39]
      let word: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F...0x5F]
      let space: [ClosedRange<UInt32>] = [0x09...0x0D, 0x20...0x20, 0x85...0x85, 0xA0...0xA0, 0x2028...0x2029]
      func shorthand(_ ranges: [ClosedRange<UInt32>], negated: Bool) -> (Node, ScalarSet) {
        let set = ScalarSet(ranges: ranges, negated: negated)
        return (.set(set), set)
      }
      switch scalar {
      case "d": return shorthand(digits, negated: false)
      case "D": return shorthand(digits, negated: true)
      case "w": return shorthand(word, negated: false)
      case "W": return shorthand(word, negated: true)
      case "s": return shorthand(space, negated: false)
      case "S": return shorthand(space, negated: true)
      case "n": return literal("\n")
      case "t": return literal("\t")
      case "r": return literal("\r")
      default:
        // Letters and digits after a backslash are other ICU syntax (back references, \b, \p…).
        guard !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) else { return nil }
        return literal(scalar)
      }
    }

    func literal(_ scalar: Unicode.Scalar) -> (Node, ScalarSet) {
      (.scalar(scalar), ScalarSet(ranges: [scalar.value...scalar.value]))
    }

    /// A class: operands joined by ICU's set operators, `--` (difference) and `&&` (intersection), applied left
    /// to right (`[a-c--b&&c]` is `c`), the whole negated by a leading `^`.
    mutating func set() -> Node? {
      var negated = false
      if peek() == "^" {
        negated = true
        position += 1
      }
      guard var result = setOperand(first: true) else { return nil }
      while let operator_ = peek(), operator_ == "-" || operator_ == "&", peek(1) == operator_ {
        position += 2
        guard let operand = setOperand(first: false) else { return nil }
        result = operator_ == "-" ? result.subtracting(operand) : result.intersecting(operand)
      }
      guard peek() == "]" else { return nil }
      position += 1
      result.negated = negated
      return .set(result)
    }

    /// One or more items (scalars, ranges, escapes) up to the class's end or the next set operator.
    mutating func setOperand(first: Bool) -> ScalarSet? {
      var result = ScalarSet()
      var firstItem = first
      while let scalar = peek(), scalar != "]" || firstItem {
        if scalar == "-" || scalar == "&", peek(1) == scalar { break }
        firstItem = false
        position += 1
        var low: ScalarSet
        var lowScalar: Unicode.Scalar?
        if scalar == "\\" {
          guard let escaped = escape(inClass: true) else { return nil }
          low = escaped.set
          if case .scalar(let single) = escaped.node { lowScalar = single }
        } else if scalar == "[" {
          return nil  // nested sets are not supported
        } else {
          low = ScalarSet(ranges: [scalar.value...scalar.value])
          lowScalar = scalar
        }
        // `a--b` is a difference, not a range ending at `-`.
        if let lowScalar, peek() == "-", let high = peek(1), high != "]", high != "-" {
          position += 2
          // ICU refuses some ranges at `&` (`[&-&]`); they are refused here too, rather than guessed.
          guard high != "\\", high != "[", lowScalar != "&", high != "&", lowScalar.value <= high.value else {
            return nil
          }
          result.ranges.append(lowScalar.value...high.value)
        } else {
          guard !low.negated else { return nil }  // `[\D]`: not supported
          result.ranges += low.ranges
        }
      }
      return result.ranges.isEmpty ? nil : result
    }
  }

  // MARK: - Compiling

  private struct Compiler {
    var code: [Instruction] = []

    mutating func emit(_ node: Node) -> Bool {
      guard code.count <= LinearRegex.maximumProgram else { return false }
      switch node {
      case .empty: return true
      case .scalar(let scalar): code.append(.scalar(scalar))
      case .any: code.append(.any)
      case .set(let set): code.append(.set(set))
      case .lineStart: code.append(.lineStart)
      case .lineEnd: code.append(.lineEnd)
      case .sequence(let items):
        for item in items where !emit(item) { return false }
      case .alternation(let branches):
        var jumps: [Int] = []
        for (index, branch) in branches.enumerated() {
          if index < branches.count - 1 {
            let split = code.count
            code.append(.split(split + 1, 0))
            guard emit(branch) else { return false }
            jumps.append(code.count)
            code.append(.jump(0))
            code[split] = .split(split + 1, code.count)
          } else {
            guard emit(branch) else { return false }
          }
        }
        for jump in jumps { code[jump] = .jump(code.count) }
      case .repeated(let inner, let min, let max):
        for _ in 0..<min where !emit(inner) { return false }
        if let max {
          var splits: [Int] = []
          for _ in min..<max {
            splits.append(code.count)
            code.append(.split(code.count + 1, 0))
            guard emit(inner) else { return false }
          }
          for split in splits { code[split] = .split(split + 1, code.count) }
        } else {
          let split = code.count
          code.append(.split(split + 1, 0))
          guard emit(inner) else { return false }
          code.append(.jump(split))
          code[split] = .split(split + 1, code.count)
        }
      }
      return true
    }
  }
}
