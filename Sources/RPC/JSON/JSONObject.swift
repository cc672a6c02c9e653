/// A JSON object: string keys in first-seen order, each key once (a later duplicate replaces the value).
///
/// Small objects (the common case in LSP messages and Lottie files) are searched linearly, which beats
/// hashing below a dozen keys; a hash index is built once an object grows past that.
public struct JSONObject: Sendable, Equatable {
  public private(set) var keys: [String] = []
  public private(set) var values: [JSON] = []
  private var index: [String: Int]? = nil

  private static let indexThreshold = 12

  public init() {}

  public init(_ pairs: [(String, JSON)]) {
    for (key, value) in pairs { self[key] = value }
  }

  public var count: Int { keys.count }
  public var isEmpty: Bool { keys.isEmpty }

  public func position(of key: String) -> Int? {
    if let index { return index[key] }
    return keys.firstIndex(of: key)
  }

  public subscript(key: String) -> JSON? {
    get { position(of: key).map { values[$0] } }
    set {
      if let position = position(of: key) {
        if let newValue {
          values[position] = newValue
        } else {
          keys.remove(at: position)
          values.remove(at: position)
          if index != nil { rebuildIndex() }
        }
      } else if let newValue {
        keys.append(key)
        values.append(newValue)
        if index != nil {
          index![key] = keys.count - 1
        } else if keys.count > Self.indexThreshold {
          rebuildIndex()
        }
      }
    }
  }

  /// The pairs in order.
  public var pairs: Zip2Sequence<[String], [JSON]> { zip(keys, values) }

  private mutating func rebuildIndex() {
    var built = [String: Int](minimumCapacity: keys.count)
    for (position, key) in keys.enumerated() { built[key] = position }
    index = built
  }

  /// Objects are equal when they hold the same keys with equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (key, value) in lhs.pairs where rhs[key] != value { return false }
    return true
  }
}
