/// A JSON value (RFC 8259).
///
/// Integers that fit in `Int64` and have no fraction or exponent stay exact as `.int`; every other number is a
/// `.double`. Objects keep their keys in first-seen order so that written JSON reads like its source.
public enum JSON: Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int64)
  case double(Double)
  case string(String)
  case array([JSON])
  case object(JSONObject)
}

extension JSON {
  public subscript(key: String) -> JSON? {
    if case .object(let object) = self { return object[key] }
    return nil
  }

  public subscript(index: Int) -> JSON? {
    if case .array(let array) = self, array.indices.contains(index) { return array[index] }
    return nil
  }

  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The value as an integer: exact integers, and doubles with an integral value that fits.
  public var intValue: Int64? {
    switch self {
    case .int(let value): return value
    case .double(let value):
      guard value.rounded() == value, let exact = Int64(exactly: value) else { return nil }
      return exact
    default: return nil
    }
  }

  /// The value as a double: any number.
  public var doubleValue: Double? {
    switch self {
    case .int(let value): return Double(value)
    case .double(let value): return value
    default: return nil
    }
  }

  public var arrayValue: [JSON]? {
    if case .array(let value) = self { return value }
    return nil
  }

  public var objectValue: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// A short name of the value's kind, for error messages ("expected a string, got an object").
  public var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .int, .double: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

extension JSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int64) { self = .int(value) }
  public init(floatLiteral value: Double) { self = .double(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: JSON...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSON)...) {
    var object = JSONObject()
    for (key, value) in elements { object[key] = value }
    self = .object(object)
  }
}

extension JSON: CustomStringConvertible {
  /// Compact JSON text.
  public var description: String { String(decoding: JSONWriter.write(self), as: UTF8.self) }
}
