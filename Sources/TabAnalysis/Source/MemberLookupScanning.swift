/// A member called on a string literal (`"Grades".localized`, `"Grades".localized()`) is a title tabls cannot read
/// alone: a lookup when the workspace's `extension String` makes that member one (`NSLocalizedString(self, …)`,
/// `String(localized: String.LocalizationValue(self))`, `Bundle.main.localizedString(forKey: self, …)`), else a
/// string computed at run time (`"x".sha256Hash`, another package's method). The file records both halves: its
/// titles' member calls (`SourceScan.memberLookups`) and the lookups it defines (`SourceScan.localizingMembers`);
/// the workspace index joins them.
extension ScanBuilder {
  /// `"text".member` or `"text".member()` (Swift), the whole of `span`.
  func memberLookup(in span: Range<Int>) -> MemberLookup? {
    let span = trimmed(span)
    guard stream.dialect == .swift, span.count == 3 || span.count == 5, stream.tokens[span.lowerBound].isStringLiteral,
      !isInterpolated(span.lowerBound), stream.isChar(span.lowerBound + 1, "."),
      stream.isIdentifier(span.lowerBound + 2),
      span.count == 3
        || (stream.isChar(span.lowerBound + 3, "(") && stream.match[span.lowerBound + 3] == span.lowerBound + 4),
      let text = stream.stringValue(span.lowerBound)
    else { return nil }
    return MemberLookup(
      text: text, textRange: stream.tokens[span.lowerBound].range, member: stream.string(span.lowerBound + 2))
  }

  /// The members of `extension String { … }` whose body looks up `self` as a localization key.
  mutating func collectLocalizingMembers() {
    guard stream.dialect == .swift, stream.mayMention("extension"),
      stream.mayMention("NSLocalizedString", "LocalizationValue", "localizedString")
    else { return }
    for index in 0..<stream.count
    where stream.isIdentifier(index, "extension") && stream.isIdentifier(index + 1, "String") {
      guard let brace = ((index + 2)..<min(stream.count, index + 16)).first(where: { stream.isChar($0, "{") }),
        stream.match[brace] < stream.count
      else { continue }
      let end = stream.match[brace]
      var position = brace + 1
      while position < end {
        defer { position = stream.skip(position) }
        guard stream.enclosing[position] == brace,
          stream.isIdentifier(position, "var") || stream.isIdentifier(position, "func"),
          stream.isIdentifier(position + 1)
        else { continue }
        let name = stream.string(position + 1)
        // The body: the first brace of the declaration (a signature and a type are short).
        guard
          let body = ((position + 2)..<min(end, position + 32)).first(where: {
            stream.isChar($0, "{") && stream.enclosing[$0] == brace
          }), stream.match[body] <= end
        else { continue }
        if looksUpSelf((body + 1)..<stream.match[body]) { scan.localizingMembers.append(name) }
        position = body
      }
    }
  }

  /// `NSLocalizedString(self`, `LocalizationValue(self)`, `localizedString(forKey: self`.
  private func looksUpSelf(_ body: Range<Int>) -> Bool {
    body.contains { index in
      guard stream.isChar(index + 1, "(") else { return false }
      if stream.isIdentifier(index, "NSLocalizedString") || stream.isIdentifier(index, "LocalizationValue") {
        return stream.isIdentifier(index + 2, "self")
      }
      return stream.isIdentifier(index, "localizedString") && stream.isIdentifier(index + 2, "forKey")
        && stream.isChar(index + 3, ":") && stream.isIdentifier(index + 4, "self")
    }
  }

  /// Every tab title read as a member call, for the rule that checks keys (after every reader of the model).
  mutating func collectMemberLookups() {
    for item in scan.model.items {
      guard let title = item.title, let member = title.lookupMember else { continue }
      scan.memberLookups.append(
        LocalizedStringUse(key: title.text, range: title.textRange, function: member, table: nil))
    }
  }
}
