import SourceText

/// `UITabBarControllerDelegate` methods an app implements, where the library's FAQ says what they must do.
public struct DelegateMethod: Sendable {
  public enum Name: Sendable { case shouldSelect }
  public var name: Name
  /// The method's name where it is defined.
  public var range: SourceRange
  /// The body calls `updateSelectionStatusIfNeededForTabBarController:shouldSelectViewController:` (Swift:
  /// `updateSelectionStatusIfNeeded(for:shouldSelect:)`).
  public var callsUpdateSelection: Bool
}

extension ScanBuilder {
  /// `- (BOOL)tabBarController:(…)… shouldSelectViewController:(…)… { … }` and Swift
  /// `func tabBarController(_:shouldSelect:) -> Bool { … }` definitions (not calls, not declarations).
  mutating func collectDelegateMethods() {
    guard stream.mayMention("tabBarController") else { return }
    for index in 0..<stream.count where stream.isIdentifier(index, "tabBarController") {
      let header: Range<Int>
      if stream.dialect == .objectiveC {
        // A definition starts its line with `-` `(` type `)`.
        guard stream.isChar(index + 1, ":"), stream.isChar(index - 1, ")"),
          stream.isChar(index - 4, "-") || stream.isChar(index - 5, "-")
        else { continue }
        header = index..<min(index + 16, stream.count)
        guard header.contains(where: { stream.isIdentifier($0, "shouldSelectViewController") }) else { continue }
      } else {
        guard stream.isIdentifier(index - 1, "func"), stream.isChar(index + 1, "(") else { continue }
        let parameters = (index + 1)..<min(stream.match[index + 1] + 1, stream.count)
        guard parameters.contains(where: { stream.isIdentifier($0, "shouldSelect") }) else { continue }
        header = index..<parameters.upperBound
      }
      var brace = header.lowerBound
      while brace < stream.count, !stream.isChar(brace, "{"), !stream.isChar(brace, ";"), !stream.isChar(brace, "}") {
        brace = stream.isChar(brace, "(") ? stream.skip(brace) : brace + 1
      }
      guard brace < stream.count, stream.isChar(brace, "{") else { continue }
      let body = (brace + 1)..<min(stream.match[brace], stream.count)
      let calls = body.contains { position in
        stream.kind(position) == .identifier && stream.textHasPrefix(position, "updateSelectionStatusIfNeeded")
      }
      scan.delegateMethods.append(
        DelegateMethod(name: .shouldSelect, range: stream.tokens[index].range, callsUpdateSelection: calls))
    }
  }
}
