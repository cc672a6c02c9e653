import Foundation
import Raster
import XCTest

/// iOS 15 to 18 draw a UIKit or SwiftUI bottom bar at its scroll edge with no background and no top line, unless
/// the code gives that edge a look (`scrollEdgeAppearance`): the preview of the usual first screen is that bar.
final class ScrollEdgePreviewTests: XCTestCase {
  static func source(_ extra: String) -> String {
    """
    final class Root: UITabBarController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let home = UIViewController()
            home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
            let me = UIViewController()
            me.tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person"), tag: 1)
            viewControllers = [home, me]
            \(extra)
        }
    }
    """
  }

  /// The pixel just above the bar and one inside it, left of the first item, at 2x on an iPhone SE.
  func edge(_ extra: String) throws -> (line: [UInt8], inside: [UInt8]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-edge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{}".utf8).write(to: folder.appendingPathComponent(".tabls.json"))
    try Data(Self.source(extra).utf8).write(to: folder.appendingPathComponent("Root.swift"))
    let result = try TablsBinary.run(
      [
        "preview", "Root.swift", "--os", "18", "--device", "iPhone SE (3rd)", "--scale", "2", "--format", "png", "-o",
        "bar.png",
      ],
      directory: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    let image = try PNG.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("bar.png"))))
    let top = image.height - 49 * 2
    func pixel(_ y: Int) -> [UInt8] {
      let p = image[4, y]
      return [p.r, p.g, p.b, p.a]
    }
    return (pixel(top - 1), pixel(top + 4))
  }

  func testNoScrollEdgeLookMeansNoBackgroundAndNoLine() throws {
    let (line, inside) = try edge("")
    XCTAssertTrue(line[3] == 0 || line.prefix(3).allSatisfy { $0 == 255 }, "no top line: \(line)")
    XCTAssertEqual(Array(inside.prefix(3)), [255, 255, 255], "the screen behind, not the bar's grey")
  }

  func testAScrollEdgeLookKeepsTheBarsBackgroundAndLine() throws {
    let (line, inside) = try edge("tabBar.scrollEdgeAppearance = tabBar.standardAppearance")
    XCTAssertTrue(line[3] > 0 && line[0] < 200, "the top line: \(line)")
    XCTAssertEqual(Array(inside.prefix(3)), [249, 249, 249], "the bar's own background")
  }
}
