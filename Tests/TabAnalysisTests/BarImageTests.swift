import XCTest

@testable import Raster
@testable import TabAnalysis

/// A tab bar's background and shadow images: read from code and storyboards, tiled over the bar in previews.
final class BarImageTests: XCTestCase {
  func images(_ source: String, _ dialect: Dialect) -> BarImages {
    SourceScanner.scan(Array(source.utf8), dialect: dialect).barImages
  }

  func testCodeSetsThem() {
    let objc = """
      [[UITabBar appearance] setBackgroundImage:[UIImage imageNamed:@"tabbar_background"]];
      [[UITabBar appearance] setShadowImage:[UIImage new]];
      [[UINavigationBar appearance] setBackgroundImage:[UIImage imageNamed:@"nav"]];
      self.navigationController.navigationBar.shadowImage = [UIImage imageNamed:@"line"];
      """
    XCTAssertEqual(images(objc, .objectiveC), BarImages(background: "tabbar_background", shadow: ""))
    let swift = """
      let appearance = UITabBarAppearance()
      appearance.backgroundImage = UIImage(named: "bar")
      tabBar.shadowImage = UIImage()
      """
    XCTAssertEqual(images(swift, .swift), BarImages(background: "bar", shadow: ""))
    XCTAssertEqual(
      images(
        "tabBar.backgroundImage = makeImage()\n[[UITabBar appearance] setShadowImage:[[UIImage alloc] init]];", .swift),
      BarImages(background: nil, shadow: ""), "a call tabls cannot follow is left alone")
  }

  func testStoryboardSetsThem() throws {
    let model = BarColorTests.storyboardModel(
      tabBar:
        #"<tabBar key="tabBar" contentMode="scaleToFill" backgroundImage="bar_bg" shadowImage="bar_line" id="b"/>"#)
    let bar = try XCTUnwrap(model.bars.first)
    XCTAssertEqual(bar.images, BarImages(background: "bar_bg", shadow: "bar_line"))
    var code = SourceScan(dialect: .swift)
    code.barImages = BarImages(background: "other", shadow: "")
    let device = DevicePresets.device(try XCTUnwrap(DevicePresets.preset(named: "iPhone 15")), landscape: false)
    let spec = PreviewSpec.spec(for: bar, in: model, scan: code, index: WorkspaceIndex(), device: device)
    XCTAssertEqual(spec.images, BarImages(background: "bar_bg", shadow: "bar_line"), "the bar's own first")
  }

  /// A 1 × 1 pt checker of red and blue points (2 × 2 px at scale 2) tiled from the bar's top-left corner; an empty
  /// shadow image hides the top line, a shadow colour paints it.
  func testPreviewTilesTheBackgroundAndDrawsTheTopLine() throws {
    let device = DevicePresets.device(try XCTUnwrap(DevicePresets.preset(named: "iPhone 15")), landscape: false)
    var spec = LayoutSpec(device: device, items: [LayoutItem(title: nil)])
    let layout = LayoutEngine.layout(spec)
    let top = Int(PNGPreview.pictureTop(layout, scale: 2) * 2)
    var checker = RGBAImage(width: 2, height: 2)
    for (index, color) in [[255, 0, 0], [0, 0, 255], [0, 0, 255], [255, 0, 0]].enumerated() {
      checker.pixels.replaceSubrange((index * 4)..<(index * 4 + 4), with: color.map(UInt8.init) + [255])
    }
    var images = PNGPreview.Images()
    images.barBackground = (checker, Size(1, 1))
    spec.images.shadow = ""
    let tiled = PNGPreview.render(spec, layout: layout, images: images, scale: 2)
    func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] { [image[x, y].r, image[x, y].g, image[x, y].b] }
    XCTAssertEqual(rgb(tiled, 0, top), [255, 0, 0], "no top line over the background")
    XCTAssertEqual(rgb(tiled, 1, top), [0, 0, 255])
    XCTAssertEqual(rgb(tiled, 100, top + 41), [0, 0, 255], "the pattern repeats: (100, 41) is an odd one")
    XCTAssertEqual(rgb(tiled, 101, top + 41), [255, 0, 0])
    spec.images = BarImages()
    spec.colors[.hairline] = "UIColor.green"
    let lined = PNGPreview.render(spec, layout: layout, images: PNGPreview.Images(), scale: 2)
    XCTAssertEqual(rgb(lined, 10, top - 1), [0, 255, 0], "the top line in the shadow colour, just above the bar")
    XCTAssertNotEqual(rgb(lined, 10, top), [0, 255, 0], "one pixel high")
  }
}
