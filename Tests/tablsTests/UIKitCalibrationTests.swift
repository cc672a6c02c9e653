import Foundation
import Raster
import TabAnalysis
import XCTest

/// The classic UIKit bar against UIKit's own renders (`../shared/corpus/uikit-tabbar-snapshots/`, thumbprint-ios's
/// snapshot test): icon and title geometry within 1 pt, the top line and the background within 8/255. Skipped when
/// the corpus is not beside the repository.
final class UIKitCalibrationTests: XCTestCase {
  /// The snapshot's configuration with its design tokens written as the colours they are (#676D73, white), so tabls
  /// can read them: a bare UITabBar, three unselected items, an opaque appearance, bold 10 pt titles.
  static let source = """
    final class ThumbprintTabBar: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let bar = UITabBar()
            let icon = UIImage(named: "notificationAlerts_info-filled--medium")
            bar.items = [
                UITabBarItem(title: "Left", image: icon, selectedImage: nil),
                UITabBarItem(title: "Middle", image: icon, selectedImage: nil),
                UITabBarItem(title: "Right", image: icon, selectedImage: nil),
            ]
            let look = UITabBarAppearance()
            look.configureWithOpaqueBackground()
            look.backgroundColor = UIColor.white
            look.stackedLayoutAppearance.normal.iconColor = UIColor(red: 0x67 / 255.0, green: 0x6D / 255.0, blue: 0x73 / 255.0, alpha: 1)
            look.stackedLayoutAppearance.normal.titleTextAttributes = [
                .foregroundColor: UIColor(red: 0x67 / 255.0, green: 0x6D / 255.0, blue: 0x73 / 255.0, alpha: 1),
                .font: UIFont.boldSystemFont(ofSize: 10),
            ]
            bar.standardAppearance = look
            bar.scrollEdgeAppearance = look
        }
    }
    """

  struct Measured {
    var icons: [Rect]
    var titleTop: Double
    var titleBaseline: Double
    var line: [Int]
    var background: [Int]
  }

  /// Ink boxes in points, from the bar's top edge (the bottom 49 pt), over white.
  static func measure(_ image: RGBAImage, scale s: Int) -> Measured {
    let top = image.height - 49 * s
    func over(_ x: Int, _ y: Int) -> [Int] {
      let p = image[x, y]
      let a = Int(p.a)
      return [p.r, p.g, p.b].map { (Int($0) * a + 255 * (255 - a) + 127) / 255 }
    }
    func box(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) -> Rect {
      var (minX, maxX, minY, maxY) = (Int.max, Int.min, Int.max, Int.min)
      for y in y0..<y1 {
        for x in x0..<x1 where over(x, y)[0] < 200 {
          (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
        }
      }
      let d = Double(s)
      return Rect(Double(minX) / d, Double(minY - top) / d, Double(maxX + 1 - minX) / d, Double(maxY + 1 - minY) / d)
    }
    let third = image.width / 3
    let icons = (0..<3).map { box($0 * third, ($0 + 1) * third, top + 1, top + 35 * s) }
    let title = box(0, third, top + 35 * s, image.height)  // "Left": no descender
    return Measured(
      icons: icons, titleTop: title.y, titleBaseline: title.y + title.height, line: over(5, top - 1),
      background: over(5, top + 2 * s))
  }

  func testClassicBarMatchesUIKitsRenders() throws {
    let corpus = Repository.root.deletingLastPathComponent().appendingPathComponent(
      "shared/corpus/uikit-tabbar-snapshots")
    guard FileManager.default.fileExists(atPath: corpus.path) else {
      throw XCTSkip("shared/corpus/uikit-tabbar-snapshots is not here (\(corpus.path)): nothing to calibrate on")
    }
    let fonts = ["/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"]
    guard fonts.contains(where: FileManager.default.fileExists) else {
      throw XCTSkip("needs an outline font (fonts-dejavu-core): titles would be bitmap text")
    }
    for (folder, scale) in [("thumbprint-ios17-3x", 3), ("thumbprint-ios16-2x", 2)] {
      let app = try Repository.scratchCopy(of: "../shared/corpus/uikit-tabbar-snapshots/\(folder)")
      defer { try? FileManager.default.removeItem(at: app) }
      try Data("{}".utf8).write(to: app.appendingPathComponent(".tabls.json"))
      try Data(Self.source.utf8).write(to: app.appendingPathComponent("ThumbprintTabBar.swift"))
      // Only this file's bar: the restated case's tokens are not colours tabls can read.
      try? FileManager.default.removeItem(at: app.appendingPathComponent("ThumbprintTabBarCase.swift"))
      let result = try TablsBinary.run(
        [
          "preview", "ThumbprintTabBar.swift", "--os", "17", "--device", "iPhone SE (3rd)", "--scale", "\(scale)",
          "--selected", "3", "--format", "png", "-o", "bar.png",
        ], directory: app)
      XCTAssertEqual(result.status, 0, result.stderr)
      let ours = Self.measure(
        try PNG.decode([UInt8](try Data(contentsOf: app.appendingPathComponent("bar.png")))), scale: scale)
      let reference = Self.measure(
        try PNG.decode([UInt8](try Data(contentsOf: corpus.appendingPathComponent("\(folder)/reference.png")))),
        scale: scale)
      for (mine, theirs) in zip(ours.icons, reference.icons) {
        for (a, b) in [
          (mine.x, theirs.x), (mine.y, theirs.y), (mine.width, theirs.width), (mine.height, theirs.height),
        ] {
          XCTAssertEqual(a, b, accuracy: 1, "\(folder) icon \(mine) vs \(theirs)")
        }
      }
      XCTAssertEqual(ours.titleTop, reference.titleTop, accuracy: 1, folder)
      XCTAssertEqual(ours.titleBaseline, reference.titleBaseline, accuracy: 1, folder)
      for (a, b) in zip(ours.line + ours.background, reference.line + reference.background) {
        XCTAssertEqual(a, b, accuracy: 8, "\(folder): top line \(ours.line) vs \(reference.line), background")
      }
    }
  }
}
