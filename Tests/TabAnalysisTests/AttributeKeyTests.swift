import XCTest

@testable import TabAnalysis

/// `AttributeKey.named(_:)` over bytes (the scanner's, and the String look-up's) answers as `init(rawValue:)`.
final class AttributeKeyTests: XCTestCase {
  private func named(_ text: String) -> AttributeKey? {
    Array(text.utf8).withUnsafeBufferPointer { AttributeKey.named($0) }
  }

  func testEveryKeyIsFoundFromItsBytes() {
    for key in AttributeKey.allCases {
      XCTAssertEqual(named(key.rawValue), key, key.rawValue)
      XCTAssertEqual(AttributeKey.named(key.rawValue), key, key.rawValue)
    }
  }

  func testNearMissesAndOtherNamesAreNot() {
    for key in AttributeKey.allCases {
      var changed = Array(key.rawValue.utf8)
      changed[changed.count - 1] ^= 0x20
      XCTAssertNil(named(String(decoding: changed, as: UTF8.self)), key.rawValue)
      XCTAssertNil(named(String(key.rawValue.dropFirst())), key.rawValue)
      XCTAssertNil(named(key.rawValue + "s"), key.rawValue)
    }
    for text in ["", "CYLTabBarItem", "UITabBarItem", "CYLTabBarItemTitleColor", String(repeating: "x", count: 36)] {
      XCTAssertNil(named(text), text)
      XCTAssertEqual(named(text), AttributeKey(rawValue: text), text)
    }
  }

  func testAcceptsAgreesWithTheAcceptedSet() {
    for key in AttributeKey.allCases {
      for kind in ValueKind.allCases {
        XCTAssertEqual(key.accepts(kind), key.accepts.contains(kind), "\(key) \(kind)")
      }
    }
  }
}
