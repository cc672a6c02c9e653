import Foundation

/// Paths in this repository, found from this file's location (tests run from a checkout).
enum Repository {
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  /// A scratch copy of `relative` that a test may modify; removed at the end of the test.
  static func scratchCopy(of relative: String) throws -> URL {
    let target = FileManager.default.temporaryDirectory.appendingPathComponent("tabls-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: root.appendingPathComponent(relative), to: target)
    return target
  }
}
