import SourceText
import TabAnalysis
import XCTest

@testable import TablsKit

/// What an image name's completion says of the image: its dark look and its scales.
final class CompletionDetailTests: XCTestCase {
  func testASingleScalePNGIsNotCalledAVectorDrawing() {
    var index = WorkspaceIndex()
    index.images = ImageIndex.build(
      catalogContents: [
        (
          "A.xcassets/chat.imageset/Contents.json",
          Array(#"{"images":[{"idiom":"universal","filename":"c.png"}]}"#.utf8)
        ),
        (
          "A.xcassets/gear.imageset/Contents.json",
          Array(#"{"images":[{"idiom":"universal","filename":"g.pdf"}]}"#.utf8)
        ),
        (
          "A.xcassets/home.imageset/Contents.json",
          Array(
            #"{"images":[{"idiom":"universal","filename":"h@2x.png","scale":"2x"},{"idiom":"universal","filename":"h@3x.png","scale":"3x"}]}"#
              .utf8)
        ),
      ], looseFiles: [])
    let items = CompletionRequest.completions(for: .imageName(replace: SourceRange(0, 0), prefix: ""), index: index)
    let details = Dictionary(uniqueKeysWithValues: items.map { ($0.label, $0.detail) })
    XCTAssertEqual(details["chat"], "light only, no dark variant · single scale")
    XCTAssertEqual(details["gear"], "light only, no dark variant · vector")
    XCTAssertEqual(details["home"], "light only, no dark variant · @2x @3x")
  }
}
