import Dispatch
import JSON
import SourceText

/// Decodes the keypath-relevant parts of a Lottie JSON document (spec §2), tolerant of unknown fields and
/// versions. A file lottie-ios would refuse (a required field missing) is an error, as is malformed JSON.
public enum LottieDecoder {
  /// A repeater's copies are a loop count for the keypath walk and the renderer; real animations use a few.
  public static let maximumRepeaterCopies = 1000

  public static func decode(_ bytes: [UInt8]) throws(LottieError) -> LottieAnimation {
    try decode(bytes, speculation: .parallel)
  }

  /// Tests compare the modes: `.none` decodes on the calling thread only; `.beforehand` decodes the guessed second
  /// half first, so that its result is certainly there to adopt.
  enum SpeculationMode { case none, parallel, beforehand }

  static func decode(_ bytes: [UInt8], speculation mode: SpeculationMode) throws(LottieError) -> LottieAnimation {
    try bytes.withUnsafeBufferPointer { buffer throws(LottieError) in
      let speculation: LayerSpeculation?
      switch mode {
      case .none: speculation = nil
      case .parallel: speculation = LayerSpeculation.start(on: buffer) { DispatchQueue.global().async(execute: $0) }
      case .beforehand: speculation = LayerSpeculation.start(on: buffer) { $0() }
      }
      defer { speculation?.finish() }
      var decoder = Decoder(cursor: LottieCursor(buffer), nextItemID: 0, speculation: speculation)
      return try decoder.animation()
    }
  }
}

/// Object keys as `LottieCursor.code` words.
private enum Keys {
  static let nm = LottieCursor.code("nm")
  static let ty = LottieCursor.code("ty")
  static let hd = LottieCursor.code("hd")
  static let ind = LottieCursor.code("ind")
  static let parent = LottieCursor.code("parent")
  static let tt = LottieCursor.code("tt")
  static let ks = LottieCursor.code("ks")
  static let shapes = LottieCursor.code("shapes")
  static let refId = LottieCursor.code("refId")
  static let tm = LottieCursor.code("tm")
  static let t = LottieCursor.code("t")
  static let it = LottieCursor.code("it")
  static let sy = LottieCursor.code("sy")
  static let s = LottieCursor.code("s")
  static let p = LottieCursor.code("p")
  static let px = LottieCursor.code("px")
  static let py = LottieCursor.code("py")
  static let sk = LottieCursor.code("sk")
  static let c = LottieCursor.code("c")
  static let o = LottieCursor.code("o")
  static let tr = LottieCursor.code("tr")
  static let g = LottieCursor.code("g")
}

struct Decoder {
  var cursor: LottieCursor
  var nextItemID: Int
  /// Layers being decoded on another thread, adopted when this decoder reaches them.
  let speculation: LayerSpeculation?

  mutating func animation() throws(LottieError) -> LottieAnimation {
    guard try cursor.enterObject() else { throw cursor.error("a Lottie animation must be a JSON object") }
    var layers: [LottieLayer]?
    var assets: [String: [LottieLayer]] = [:]
    var first = true
    while try cursor.next(&first, closing: UInt8(ascii: "}")) {
      let key = try cursor.key()
      if cursor.keyEquals(key, "layers") {
        cursor.path.append(.key("layers"))
        layers = try layerList()
        cursor.path.removeLast()
      } else if cursor.keyEquals(key, "assets") {
        cursor.path.append(.key("assets"))
        try assetList(into: &assets)
        cursor.path.removeLast()
      } else {
        try cursor.skip()
      }
    }
    cursor.skipWhitespace()
    if cursor.position < cursor.bytes.count { throw cursor.error("unexpected data after the JSON value") }
    guard let layers else { throw cursor.error("no 'layers': lottie-ios refuses the animation", at: 0) }
    return LottieAnimation(layers: layers, assets: assets)
  }

  mutating func assetList(into assets: inout [String: [LottieLayer]]) throws(LottieError) {
    guard try cursor.enterArray() else { return try cursor.skip() }
    var first = true
    var index = 0
    while try cursor.next(&first, closing: UInt8(ascii: "]")) {
      cursor.path.append(.index(index))
      defer { index += 1 }
      guard try cursor.enterObject() else {
        try cursor.skip()
        cursor.path.removeLast()
        continue
      }
      var id: String?
      var layers: [LottieLayer]?
      var member = true
      while try cursor.next(&member, closing: UInt8(ascii: "}")) {
        let key = try cursor.key()
        if cursor.keyEquals(key, "id") {
          switch try cursor.value() {
          case .string(let text): id = text
          case .int(let number): id = String(number)
          case .double(let number) where number.rounded() == number && abs(number) < 1e15: id = String(Int64(number))
          default: break
          }
        } else if cursor.keyEquals(key, "layers") {
          cursor.path.append(.key("layers"))
          layers = try layerList()
          cursor.path.removeLast()
        } else {
          try cursor.skip()
        }
      }
      if let id, let layers { assets[id] = layers }
      cursor.path.removeLast()
    }
  }

  mutating func layerList() throws(LottieError) -> [LottieLayer] {
    guard try cursor.enterArray() else { throw cursor.error("'layers' must be an array") }
    var layers: [LottieLayer] = []
    var first = true
    var index = 0
    while try cursor.next(&first, closing: UInt8(ascii: "]")) {
      if let speculation, cursor.position == speculation.start, let tail = speculation.take() {
        layers += tail.layers
        cursor.position = tail.end
        cursor.depth -= 1  // the second thread consumed this list's `]`
        return layers
      }
      cursor.path.append(.index(index))
      if let layer = try layer() { layers.append(layer) }
      cursor.path.removeLast()
      index += 1
    }
    return layers
  }

  /// A transform object with only the members `transformFacts` reads (position and scale) parsed into values;
  /// the rest (opacity, rotation, anchor keyframes…) is skipped unbuilt.
  mutating func transformMembers() throws(LottieError) -> JSON {
    guard try cursor.enterObject() else { return try cursor.value() }
    var members = JSONObject()
    var first = true
    while try cursor.next(&first, closing: UInt8(ascii: "}")) {
      let key = try cursor.key()
      let code = key.hasEscapes ? LottieCursor.code(Array(cursor.decode(key).utf8)) : cursor.code(key)
      if code == Keys.p || code == Keys.px || code == Keys.py || code == Keys.s {
        members[cursor.decode(key)] = try cursor.value()
      } else {
        try cursor.skip()
      }
    }
    return .object(members)
  }

  /// The rest of a layer list from an element's start through its `]` (the second thread's half, see
  /// `LayerSpeculation`), stopping with an error when `stopWhen` says so between layers.
  mutating func layerListTail(stopWhen cancelled: () -> Bool) throws(LottieError) -> [LottieLayer] {
    var layers: [LottieLayer] = []
    var first = true
    while try cursor.next(&first, closing: UInt8(ascii: "]")) {
      if cancelled() { throw cursor.error("cancelled") }
      if let layer = try layer() { layers.append(layer) }
    }
    return layers
  }

  /// One layer; nil for a layer whose type lottie-ios drops (not 0–6).
  mutating func layer() throws(LottieError) -> LottieLayer? {
    let start = cursor.position
    guard try cursor.enterObject() else { throw cursor.error("a layer must be an object") }
    var layer = LottieLayer(
      name: "Layer", type: -1, hidden: false, index: nil, parent: nil, matte: nil, transform: TransformFacts(),
      shapes: [], referenceID: nil, hasTimeRemap: false, textAnimator: nil)
    var present: Set<UInt64> = []
    var typeValue: Double?
    var first = true
    while try cursor.next(&first, closing: UInt8(ascii: "}")) {
      let key = try cursor.key()
      let code = cursor.code(key)
      present.insert(code)
      switch code {
      case Keys.nm: layer.name = try cursor.stringIfPresent() ?? "Layer"
      case Keys.ty: typeValue = try cursor.numberIfPresent()
      case Keys.hd: layer.hidden = try cursor.boolean()
      case Keys.ind: layer.index = try cursor.numberIfPresent().flatMap(Self.integer)
      case Keys.parent: layer.parent = try cursor.numberIfPresent().flatMap(Self.integer)
      case Keys.tt:
        let matte = try cursor.numberIfPresent().flatMap(Self.integer)
        layer.matte = matte.flatMap { (1...3).contains($0) ? $0 : nil }
      case Keys.ks:
        cursor.path.append(.key("ks"))
        layer.transform = Self.transformFacts(try transformMembers(), isGroup: false)
        cursor.path.removeLast()
      case Keys.shapes:
        cursor.path.append(.key("shapes"))
        layer.shapes = try itemList()
        cursor.path.removeLast()
      case Keys.refId: layer.referenceID = try cursor.stringIfPresent()
      case Keys.tm:
        layer.hasTimeRemap = cursor.peek() == UInt8(ascii: "{")
        try cursor.skip()
      case Keys.t:
        cursor.path.append(.key("t"))
        layer.textAnimator = try textAnimator()
        cursor.path.removeLast()
      default: try cursor.skip()
      }
    }
    guard let typeValue, typeValue.rounded() == typeValue, let type = Self.integer(typeValue), (0...6).contains(type)
    else { return nil }
    layer.type = type
    // Fields without which lottie-ios refuses the whole animation (spec §2.4).
    var required: [StaticString] = ["ip", "op", "st", "ks"]
    if type == 4 { required.append("shapes") }
    if type == 0 { required += ["refId", "w", "h"] }
    if let missing = required.first(where: { !present.contains(LottieCursor.code($0)) }) {
      throw cursor.error("layer '\(layer.name)' has no '\(missing)': lottie-ios refuses the animation", at: start)
    }
    return layer
  }

  mutating func itemList() throws(LottieError) -> [ShapeItem] {
    guard try cursor.enterArray() else {
      try cursor.skip()
      return []
    }
    var items: [ShapeItem] = []
    var first = true
    var index = 0
    while try cursor.next(&first, closing: UInt8(ascii: "]")) {
      cursor.path.append(.index(index))
      if let item = try item() { items.append(item) }
      cursor.path.removeLast()
      index += 1
    }
    return items
  }

  static let defaultName = Array("Layer".utf8)

  /// Shape item kinds by their `ty` as a `code` word (a switch over Strings cost more than the rest of an item).
  static let kinds: [UInt64: ShapeItem.Kind] = Dictionary(
    uniqueKeysWithValues: [
      ShapeItem.Kind.group, .fill, .stroke, .gradientFill, .gradientStroke, .ellipse, .rectangle,
      .path, .star, .trim, .roundedCorners, .transform, .merge, .repeater,
    ].map {
      (LottieCursor.code(Array($0.rawValue.utf8)), $0)
    })

  /// One shape item; nil for an item whose `ty` is a string lottie-ios does not know (dropped at decode).
  mutating func item() throws(LottieError) -> ShapeItem? {
    let start = cursor.position
    guard try cursor.enterObject() else {
      try cursor.skip()
      return nil
    }
    var typeCode: UInt64?
    var hasType = false
    var name = Self.defaultName
    var hidden = false
    var items: [ShapeItem]?
    var starType: Double?
    // Values only some kinds need are remembered as byte ranges and parsed once the kind is known.
    var ranges: [(code: UInt64, range: Range<Int>)] = []
    var hasColor = false
    var hasOpacity = false
    var first = true
    while try cursor.next(&first, closing: UInt8(ascii: "}")) {
      let key = try cursor.key()
      let code = cursor.code(key)
      switch code {
      case Keys.ty:
        hasType = true
        typeCode = try cursor.stringCodeIfPresent()
      case Keys.nm: name = try cursor.stringBytesIfPresent() ?? Self.defaultName
      case Keys.hd: hidden = try cursor.boolean()
      case Keys.it:
        cursor.path.append(.key("it"))
        items = try itemList()
        cursor.path.removeLast()
      case Keys.sy: starType = try cursor.numberIfPresent()
      case Keys.s, Keys.sk, Keys.c, Keys.tr, Keys.g:
        if code == Keys.c { hasColor = true }
        cursor.skipWhitespace()
        let start = cursor.position
        try cursor.skip()
        ranges.append((code, start..<cursor.position))
      default:
        if code == Keys.o { hasOpacity = true }
        try cursor.skip()
      }
    }
    let kind: ShapeItem.Kind
    if !hasType {
      kind = .unknown
    } else if let typeCode, let known = Self.kinds[typeCode] {
      kind = known
    } else {
      return nil
    }
    func refuse(_ missing: String) -> LottieError {
      cursor.error(
        "\(kind.rawValue) item '\(String(decoding: name, as: UTF8.self))' has no '\(missing)': lottie-ios refuses the animation",
        at: start)
    }
    switch kind {
    case .group where items == nil: throw refuse("it")
    case .fill where !hasColor: throw refuse("c")
    case .fill where !hasOpacity: throw refuse("o")
    case .star:
      if let starType, ![0, 1, 2].contains(starType) {
        throw cursor.error(
          "star '\(String(decoding: name, as: UTF8.self))' has 'sy' \(starType): lottie-ios refuses the animation",
          at: start)
      }
    default: break
    }
    nextItemID += 1
    var item = ShapeItem(
      id: nextItemID, kind: kind, nameBytes: name, hidden: hidden, items: kind == .group ? items ?? [] : [],
      starType: starType.flatMap(Self.integer) ?? 0, transform: TransformFacts(), repeaterCopies: 0,
      gradientHasAlpha: false)
    func value(_ code: UInt64) throws(LottieError) -> JSON? {
      guard let range = ranges.last(where: { $0.code == code })?.range else { return nil }
      do {
        return try JSONParser.parse(UnsafeBufferPointer(rebasing: cursor.bytes[range]))
      } catch {
        throw cursor.error(error.message, at: range.lowerBound + error.offset)
      }
    }
    switch kind {
    case .transform:
      var transform = JSONObject()
      transform["s"] = try value(Keys.s)
      transform["sk"] = try value(Keys.sk)
      item.transform = Self.transformFacts(.object(transform), isGroup: true)
    case .repeater:
      item.transform = Self.transformFacts(try value(Keys.tr) ?? .null, isGroup: false)
      let copies = Self.keyframeValues(try value(Keys.c)).first?.first ?? 0
      item.repeaterCopies = Clamp.int(copies, 0...LottieDecoder.maximumRepeaterCopies)
    case .gradientFill, .gradientStroke:
      item.gradientHasAlpha = Self.gradientHasAlpha(try value(Keys.g))
    default: break
    }
    return item
  }

  mutating func textAnimator() throws(LottieError) -> TextAnimator? {
    guard try cursor.enterObject() else {
      try cursor.skip()
      return nil
    }
    var last: JSON?
    var first = true
    while try cursor.next(&first, closing: UInt8(ascii: "}")) {
      let key = try cursor.key()
      if cursor.keyEquals(key, "a") {
        cursor.path.append(.key("a"))
        last = try cursor.value().arrayValue?.last
        cursor.path.removeLast()
      } else {
        try cursor.skip()
      }
    }
    guard let last else { return nil }
    let name = last["nm"]?.stringValue ?? ""
    var properties: [String] = []
    let block = last["a"]?.objectValue ?? JSONObject()
    func has(_ key: String) -> Bool { block[key]?.objectValue != nil }
    let table: [(String, [String])] = [
      ("a", ["Anchor"]), ("p", ["Position"]), ("s", ["Scale"]), ("sk", ["Skew"]), ("sa", ["Skew Axis"]),
      ("rx", ["Rotation X"]), ("ry", ["Rotation Y"]), ("o", ["Opacity", "SelectedRangeOpacity"]),
      ("sc", ["Stroke Color"]), ("fc", ["Fill Color"]), ("sw", ["Stroke Width"]), ("t", ["Tracking"]),
    ]
    for (key, names) in table where has(key) { properties += names }
    if has("r") || has("rz") { properties += ["Rotation Z", "Rotation"] }
    if last["s"]?["s"]?.objectValue != nil { properties.append("Start") }
    if last["s"]?["e"]?.objectValue != nil { properties.append("End") }
    return TextAnimator(name: name, properties: properties)
  }

  // MARK: - Keyframe facts

  static func integer(_ value: Double) -> Int? {
    guard value.isFinite, abs(value) < 1e15 else { return nil }
    return Int(value)
  }

  /// The values of a keyframed property: `k` as a number array is one value; otherwise `k` lists keyframes
  /// whose value is `s`, or the previous keyframe's `e` when `s` is absent.
  static func keyframeValues(_ property: JSON?) -> [[Double]] {
    guard let k = property?["k"] else { return [] }
    if let number = k.doubleValue { return [[number]] }
    guard let array = k.arrayValue else { return [] }
    if array.allSatisfy({ $0.doubleValue != nil }) { return [array.compactMap(\.doubleValue)] }
    var values: [[Double]] = []
    var previousEnd: [Double]?
    for keyframe in array {
      let start = numbers(keyframe["s"]) ?? previousEnd
      if let start { values.append(start) }
      previousEnd = numbers(keyframe["e"])
    }
    return values
  }

  static func numbers(_ json: JSON?) -> [Double]? {
    guard let json else { return nil }
    if let number = json.doubleValue { return [number] }
    return json.arrayValue?.compactMap(\.doubleValue)
  }

  static func transformFacts(_ transform: JSON, isGroup: Bool) -> TransformFacts {
    var facts = TransformFacts()
    if transform["px"]?.objectValue != nil && transform["py"]?.objectValue != nil {
      facts.positionIsSplit = true
    } else if let position = transform["p"]?.objectValue, position["k"] == nil,
      position["x"]?.objectValue != nil, position["y"]?.objectValue != nil
    {
      facts.positionIsSplit = true
    }
    facts.hasNegativeScaleX = keyframeValues(transform["s"]).contains { ($0.first ?? 0) < 0 }
    if isGroup { facts.hasSkew = keyframeValues(transform["sk"]).contains { ($0.first ?? 0) != 0 } }
    return facts
  }

  /// First `4p` numbers are colour stops; then (offset, alpha) pairs. Any alpha below 0.999 is an alpha channel.
  static func gradientHasAlpha(_ gradient: JSON?) -> Bool {
    guard let stops = gradient?["p"]?.intValue, stops >= 0 else { return false }
    for value in keyframeValues(gradient?["k"]) {
      var index = Clamp.int(Double(stops) * 4 + 1, 0...Int(Int32.max))
      while index < value.count {
        if value[index] < 0.999 { return true }
        index += 2
      }
    }
    return false
  }
}
