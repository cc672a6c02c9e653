import Foundation
import XCTest

@testable import TablsKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one door file contents come in by: regular files only, a link refused unless the user named it, a FIFO
/// refused without waiting for a writer.
final class FileReaderTests: XCTestCase {
  func testReadsRegularFilesAndRefusesLinksAndFIFOs() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-reader-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data("let tabs = 1\n".utf8).write(to: URL(fileURLWithPath: root + "/Tabs.swift"))
    try FileManager.default.createSymbolicLink(atPath: root + "/Link.swift", withDestinationPath: root + "/Tabs.swift")
    XCTAssertEqual(mkfifo(root + "/Pipe.swift", 0o600), 0)

    XCTAssertEqual(FileReader.read(root + "/Tabs.swift"), Array("let tabs = 1\n".utf8))
    XCTAssertEqual(FileReader.readPrefix(root + "/Tabs.swift", count: 3), Array("let".utf8))
    for refused in ["/Link.swift", "/Pipe.swift"] {
      guard case .failure(.notARegularFile) = FileReader.checkedRead(root + refused, followLinks: false) else {
        return XCTFail("\(refused) was not refused as not a regular file")
      }
      XCTAssertNil(FileReader.readPrefix(root + refused, count: 3))
    }
    // A link the user names on the command line is followed; a FIFO is still no file to read.
    XCTAssertEqual(FileReader.readNamed(root + "/Link.swift"), Array("let tabs = 1\n".utf8))
    XCTAssertNil(FileReader.readNamed(root + "/Pipe.swift"))
    guard case .failure(.unreadable) = FileReader.checkedRead(root + "/Missing.swift", followLinks: false) else {
      return XCTFail("a missing file is unreadable")
    }
  }

  func testBundleAndVendoredPathsByComponent() {
    XCTAssertTrue(WorkspaceLoader.isInBundle("/app/Settings.bundle/en.lproj/Root.strings"))
    XCTAssertTrue(WorkspaceLoader.isInBundle("/app/.bundle/x.strings"))
    XCTAssertFalse(WorkspaceLoader.isInBundle("/app/Resources/Settings.bundle"))
    XCTAssertFalse(WorkspaceLoader.isInBundle("/app/bundle/x.strings"))
    XCTAssertFalse(WorkspaceLoader.isInBundle("/app/Settings.bundles/x.strings"))
    XCTAssertTrue(WorkspaceLoader.isVendored("/app/Vendor/Lib/Tabs.m"))
    XCTAssertTrue(WorkspaceLoader.isVendored("Pods/Lib/Tabs.m"))
    XCTAssertFalse(WorkspaceLoader.isVendored("/app/Vendors2/Tabs.m"))
    XCTAssertFalse(WorkspaceLoader.isVendored("/app/MyVendor/Tabs.m"))
  }
}

/// The walk lists the tree's top breadth-first and walks its folders in parallel: what it finds, and in which
/// order, is the depth-first walk's.
final class WorkspaceWalkerTests: XCTestCase {
  func testTheParallelWalkIsTheDepthFirstWalk() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-walk-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    // Three levels of folders (more than the walk lists before it goes parallel), files at every level, a catalog,
    // a skipped folder and a nested configuration.
    var files = ["Root.swift", "Info.plist", "Pods/Lib/Skipped.m", "Assets.xcassets/home.imageset/Contents.json"]
    for top in ["App", "Kit", "Zed"] {
      files += ["\(top)/\(top).m", "\(top)/Main.storyboard", "\(top)/.tabls.json"]
      for middle in 0..<7 {
        files += ["\(top)/M\(middle)/View\(middle).swift", "\(top)/M\(middle)/en.lproj/Localizable.strings"]
        for leaf in 0..<3 { files.append("\(top)/M\(middle)/L\(leaf)/Leaf\(leaf).h") }
      }
    }
    for file in files {
      let path = root + "/" + file
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data("x".utf8).write(to: URL(fileURLWithPath: path))
    }
    var reference = WorkspaceFiles()
    WorkspaceWalker.walkDirectory(root, inCatalog: false, into: &reference)
    let walked = WorkspaceWalker.walk([root])
    XCTAssertEqual(walked.sources, reference.sources)
    XCTAssertEqual(walked.catalogContents, reference.catalogContents)
    XCTAssertEqual(walked.resources, reference.resources)
    XCTAssertEqual(walked.storyboards, reference.storyboards)
    XCTAssertEqual(walked.infoPlists, reference.infoPlists)
    XCTAssertEqual(walked.configurations, reference.configurations)
    XCTAssertEqual(walked.sources.count, 3 * (1 + 7 * 4) + 1)
    XCTAssertFalse(walked.sources.contains { $0.contains("/Pods/") })
    XCTAssertEqual(walked.catalogContents.count, 1)
  }
}
