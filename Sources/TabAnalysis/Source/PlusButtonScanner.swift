import SourceText

/// Finds `CYLPlusButtonSubclassing` classes and `registerPlusButton` calls.
///
/// A class counts as a PlusButton subclass when it implements `plusButton` (the protocol's one required
/// method) or, in Swift, names the protocol in its declaration.
struct PlusButtonScanner {
  let stream: TokenStream
  /// The file's classes (`classes(in:)`), computed once per scan and shared by every reader.
  let classes: [(String, Range<Int>, Range<Int>)]

  struct Method {
    var name: String
    /// Token span of the body, without its braces.
    var body: Range<Int>
    var isClassMethod: Bool
    /// The token of the method's name.
    var nameToken = 0
  }

  func collect(into scan: inout SourceScan) {
    // A PlusButton class implements `plusButton` or names the protocol, and a registration names its call: a file
    // without any of these identifiers (most files) needs no method list.
    guard stream.mayMention("plusButton", "CYLPlusButtonSubclassing", "registerPlusButton", "registerSubclass") else {
      return
    }
    let methods = stream.dialect == .objectiveC ? objcMethods() : swiftFunctions()
    for (name, span, header) in classes {
      let own = methods.filter { span.contains($0.body.lowerBound) }
      let adopts = header.contains { stream.isIdentifier($0, "CYLPlusButtonSubclassing") }
      guard adopts || own.contains(where: { $0.name == "plusButton" }) else { continue }
      var plus = PlusButtonDeclaration(className: name, range: stream.range(of: span))
      for method in own {
        switch method.name {
        case "indexOfPlusButtonInTabBar":
          if let (value, range) = returnedNumber(in: method.body) {
            plus.index = (Clamp.int(value, -1_000_000...1_000_000), range)
          }
        case "multiplierOfTabBarHeight":
          plus.multiplier = returnedNumber(in: method.body)?.0
        case "constantOfPlusButtonCenterYOffsetForTabBarHeight":
          plus.centerYOffset = returnedNumber(in: method.body)?.0
        case "plusButton":
          describeButton(in: method.body, into: &plus)
        case "tabBarContext":
          plus.context = method.body.first { stream.tokens[$0].isStringLiteral }.flatMap(stream.stringValue)
        case "plusChildViewController":
          plus.plusChildViewController = stream.tokens[method.nameToken].range
        default:
          break
        }
      }
      scan.plusButtons.append(plus)
    }
    let loads = methods.filter { $0.name == "load" && $0.isClassMethod }
    // `registerSubclass` is the same call's name before 1.6.0 (deprecated, same effect).
    for index in 0..<stream.count
    where stream.isIdentifier(index, "registerPlusButton") || stream.isIdentifier(index, "registerSubclass") {
      let inLoad = loads.contains { $0.body.contains(index) }
      var call = RegisterPlusButtonCall(range: stream.tokens[index].range, inLoad: inLoad)
      call.name = stream.string(index)
      call.className = registeredClass(at: index)
      scan.registerPlusButtonCalls.append(call)
    }
  }

  /// The class a registration registers: `[P registerPlusButton]`, `P.registerPlusButton()`, or the class whose
  /// code says `[self registerPlusButton]` / `[super registerPlusButton]`.
  func registeredClass(at index: Int) -> String? {
    let receiver = stream.isChar(index - 1, ".") ? index - 2 : index - 1
    guard stream.isIdentifier(receiver) else { return nil }
    let name = stream.string(receiver)
    guard name == "self" || name == "super" || name == "Self" else { return name }
    return classes.last { $0.1.contains(index) }?.0
  }

  /// (class name, token span of its body, tokens of its header) for `@implementation … @end` or Swift classes.
  static func classes(in stream: TokenStream) -> [(String, Range<Int>, Range<Int>)] {
    var result: [(String, Range<Int>, Range<Int>)] = []
    for index in 0..<stream.count {
      if stream.kind(index) == .directive, stream.textEquals(index, "@implementation"), stream.isIdentifier(index + 1) {
        var end = index + 2
        while end < stream.count && !(stream.kind(end) == .directive && stream.textEquals(end, "@end")) { end += 1 }
        result.append((stream.string(index + 1), (index + 2)..<end, index..<(index + 2)))
      } else if stream.dialect == .swift, stream.isIdentifier(index, "class"), stream.isIdentifier(index + 1),
        !stream.textEquals(index + 1, "func"), !stream.textEquals(index + 1, "var")
      {
        var brace = index + 2
        while brace < stream.count && !stream.isChar(brace, "{") && !stream.isChar(brace, ";") { brace += 1 }
        guard brace < stream.count, stream.isChar(brace, "{") else { continue }
        result.append(
          (stream.string(index + 1), (brace + 1)..<min(stream.match[brace], stream.count), index..<brace))
      }
    }
    return result
  }

  /// Objective-C method definitions: `+`/`-` at the start of a line, `(type)`, the selector, then a body.
  func objcMethods() -> [Method] {
    var methods: [Method] = []
    for index in 0..<stream.count where stream.isChar(index, "+") || stream.isChar(index, "-") {
      guard stream.startsLine(index), stream.isChar(index + 1, "(") else { continue }
      let nameIndex = stream.skip(index + 1)
      guard stream.isIdentifier(nameIndex) else { continue }
      var brace = nameIndex + 1
      while brace < stream.count && !stream.isChar(brace, "{") && !stream.isChar(brace, ";") {
        brace = stream.skip(brace)
      }
      guard brace < stream.count, stream.isChar(brace, "{") else { continue }
      methods.append(
        Method(
          name: stream.string(nameIndex), body: (brace + 1)..<min(stream.match[brace], stream.count),
          isClassMethod: stream.isChar(index, "+"), nameToken: nameIndex))
    }
    return methods
  }

  /// Swift `func name(…) … { body }`; static and class functions count as class methods.
  func swiftFunctions() -> [Method] {
    var methods: [Method] = []
    for index in 0..<stream.count where stream.isIdentifier(index, "func") && stream.isIdentifier(index + 1) {
      var brace = index + 2
      while brace < stream.count && !stream.isChar(brace, "{") && !stream.isChar(brace, "}") {
        brace = stream.skip(brace)
      }
      guard brace < stream.count, stream.isChar(brace, "{") else { continue }
      let isClass = stream.isIdentifier(index - 1, "static") || stream.isIdentifier(index - 1, "class")
      methods.append(
        Method(
          name: stream.string(index + 1), body: (brace + 1)..<min(stream.match[brace], stream.count),
          isClassMethod: isClass, nameToken: index + 1))
    }
    return methods
  }

  /// The first number in a body (`return 2;`, `{ 2 }`, `return -10.5;`), with its sign.
  func returnedNumber(in body: Range<Int>) -> (Double, SourceRange)? {
    guard let index = body.first(where: { stream.kind($0) == .number }) else { return nil }
    var text = stream.string(index)
    if text.hasSuffix("f") || text.hasSuffix("F") { text.removeLast() }
    guard let value = Double(text) else { return nil }
    return (stream.isChar(index - 1, "-") ? -value : value, stream.tokens[index].range)
  }

  func describeButton(in body: Range<Int>, into plus: inout PlusButtonDeclaration) {
    for name in ["imageNamed", "named"] {
      if let at = stream.find(name, in: body), let literal = stream.stringAfter(at, within: 2, in: body) {
        plus.imageName = stream.stringValue(literal)
        break
      }
    }
    if let at = stream.find("setTitle", in: body), let literal = stream.stringAfter(at, within: 4, in: body) {
      plus.title = stream.stringValue(literal)
    }
    if let at = stream.find("tabBarItemIdentifier", in: body), let literal = stream.stringAfter(at, within: 3, in: body)
    {
      plus.identifier = stream.stringValue(literal)
    }
    for name in ["CGRectMake", "CGRect"] {
      guard let at = stream.find(name, in: body), stream.isChar(at + 1, "(") else { continue }
      let call = (at + 1)..<min(stream.match[at + 1] + 1, stream.count)
      let numbers = call.compactMap { stream.kind($0) == .number ? Double(stream.text($0)) : nil }
      if numbers.count == 4 { plus.size = (numbers[2], numbers[3]) }
      break
    }
  }
}
