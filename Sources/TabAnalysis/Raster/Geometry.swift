/// A rectangle in points: `x`, `y` of its top-left corner, `width`, `height`.
public struct Rect: Sendable, Equatable, CustomStringConvertible {
  public var x, y, width, height: Double

  public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var description: String { "(\(x), \(y), \(width), \(height))" }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  public func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x + dx, y + dy, width, height) }
}

public struct Size: Sendable, Equatable {
  public var width, height: Double
  public init(_ width: Double, _ height: Double) {
    self.width = width
    self.height = height
  }
}
